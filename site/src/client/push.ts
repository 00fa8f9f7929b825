/**
 * This browser's Web Push subscription: the service worker (/sw.js), the permission, PushManager
 * with the server's VAPID key (GET /api/push/key), and the server's copy (POST/DELETE /api/me/push).
 */
import { api } from './api';

export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** What the toggle shows now (asks nothing of the user). */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (sub) return 'on';
  const key = await api<{ publicKey: string | null }>('GET', '/api/push/key');
  return key.ok && key.body.publicKey ? 'off' : 'unavailable';
}

const keyBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Ask for permission, subscribe this browser and tell the server. Throws with the reason when it fails. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const key = await api<{ publicKey: string | null }>('GET', '/api/push/key');
  if (!key.ok || !key.body.publicKey) return 'unavailable';
  const reg = await registration();
  let sub = await reg.pushManager.getSubscription();
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.body.publicKey) });
  const saved = await api('POST', '/api/me/push', sub.toJSON());
  if (!saved.ok) {
    await sub.unsubscribe().catch(() => {});
    throw new Error(saved.body?.message ?? `HTTP ${saved.status}`);
  }
  return 'on';
}

/** Unsubscribe this browser, here and on the server. */
export async function turnPushOff(): Promise<PushState> {
  const reg = pushSupported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (sub) {
    await api('DELETE', '/api/me/push', { endpoint: sub.endpoint });
    await sub.unsubscribe().catch(() => {});
  }
  return 'off';
}
