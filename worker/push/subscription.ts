/**
 * What a browser's push subscription must look like before we store it and POST to it: the JSON
 * of `PushSubscription.toJSON()` ({endpoint, expirationTime, keys: {p256dh, auth}}), with the
 * endpoint on a known push service (an SSRF guard: we never POST to a host a user picked), over
 * https. Tests and local development list their hosts in WEBHOOK_HTTP_HOSTS (plain http allowed).
 */
import { z } from 'zod';
import { checkHookUrl, type HookHostConfig } from '../notify/hook-url';

/** The browsers' push services (Chrome/Edge/Opera: FCM and WNS; Firefox: Mozilla; Safari: Apple). */
export const DEFAULT_PUSH_HOSTS = 'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com';

export interface PushHostConfig extends HookHostConfig { PUSH_HOSTS?: string }

const list = (v: string | undefined) => (v ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);

export const MAX_ENDPOINT = 1024;

/** null when the endpoint may be pushed to, else what is wrong with it (for "endpoint: …"). */
export function checkPushEndpoint(env: PushHostConfig, raw: string): string | null {
  const basic = checkHookUrl(env, 'webhook', raw);
  if (basic) return basic;
  const url = new URL(raw);
  const host = url.hostname.toLowerCase();
  // Hosts of the development escape hatch (WEBHOOK_HTTP_HOSTS) are the local test receivers.
  if (list(env.WEBHOOK_HTTP_HOSTS).includes(host)) return null;
  if (url.port && url.port !== '443') return 'must be on the push service\'s default https port';
  const allowed = list(env.PUSH_HOSTS ?? DEFAULT_PUSH_HOSTS);
  const ok = allowed.some((a) => a === '*' || a === host || (a.startsWith('*.') && host.endsWith(a.slice(1))));
  return ok ? null : `must be a browser push service (${host} is not one of: ${allowed.join(', ')})`;
}

/** base64url (padding tolerated) decoding to exactly `bytes` bytes. */
function base64url(bytes: number, what: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string()
    .max(chars + 2, `${what}: base64url of ${bytes} bytes (${chars} characters)`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url characters only (A-Z a-z 0-9 - _)')
    .refine((s) => decodeBase64url(s)?.length === bytes, `${what}: base64url of ${bytes} bytes (${chars} characters)`);
}

export function decodeBase64url(s: string): Uint8Array<ArrayBuffer> | null {
  try {
    const b = atob(s.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(b, (c) => c.charCodeAt(0));
  } catch { return null; }
}

export const subscriptionSchema = z.object({
  endpoint: z.string().max(MAX_ENDPOINT, `at most ${MAX_ENDPOINT} characters`).url('must be a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, 'the browser\'s P-256 public key'),
    auth: base64url(16, 'the browser\'s auth secret'),
  }).strict(),
}).strict();

export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

/** The p256dh key is a point on P-256 (WebCrypto refuses anything else). */
export async function isP256Point(p256dh: string): Promise<boolean> {
  const raw = decodeBase64url(p256dh);
  if (!raw || raw.length !== 65 || raw[0] !== 4) return false;
  try {
    await crypto.subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch { return false; }
}
