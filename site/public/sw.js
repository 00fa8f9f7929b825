// Tenka's service worker: Web Push notifications only (no caching, no offline pages).
// The server sends a small JSON {title, body, url, tag} (worker/push/deliver.ts), already in the
// player's language; `tag` is the match id, so a newer push about a match replaces the older one.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only pages of this site are opened from a notification. */
function sameSiteUrl(raw) {
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch { data = { body: event.data ? event.data.text() : '' }; }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Tenka';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
    // A replaced notification about the same match still buzzes: it says something new.
    renotify: typeof data.tag === 'string' && !!data.tag,
    icon: '/favicon.svg',
    data: { url: sameSiteUrl(data.url || '/') },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSiteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // The match already open in a tab: bring that tab forward.
    const same = open.find((c) => c.url === url);
    if (same) return same.focus();
    return self.clients.openWindow(url);
  })());
});
