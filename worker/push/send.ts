/**
 * One Web Push request: the payload encrypted for the browser (RFC 8291, aes128gcm) and signed
 * for the push service (RFC 8292, VAPID), both by @block65/webcrypto-web-push on WebCrypto (no
 * hand-written crypto, nothing from node:crypto), then POSTed with a timeout.
 *
 * What the push service's answer means here: 201/202/200 accepted; 404 or 410 the subscription is
 * gone (the browser unsubscribed or the user revoked permission: delete it); 400 or 413 this
 * message will never be accepted (drop it); anything else, a timeout or a network error is
 * temporary (retry later with the same payload).
 */
import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import type { Env } from '../env';
import { PUSH_TTL_S } from './queue';

export const PUSH_TIMEOUT_MS = 5_000;

/** What a push carries: small, in the user's language, only what that seat may see. */
export interface PushPayload { title: string; body: string; url: string; tag: string }

export type PushOutcome = 'sent' | 'gone' | 'rejected' | 'retry';

export interface PushTarget { endpoint: string; p256dh: string; auth: string }

export type VapidEnv = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_TIMEOUT_MS'>;

export const pushConfigured = (env: VapidEnv) => !!(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);

export async function sendPush(env: VapidEnv, to: PushTarget, payload: string, opts: { topic?: string; urgency?: 'low' | 'normal' | 'high' } = {}): Promise<{ outcome: PushOutcome; status: number | null; detail?: string }> {
  const subscription = { endpoint: to.endpoint, expirationTime: null, keys: { p256dh: to.p256dh, auth: to.auth } };
  const url = new URL(to.endpoint);
  // Push resources are https (RFC 8030) and the library signs only for those; a plain-http test
  // receiver (allowed by WEBHOOK_HTTP_HOSTS only) gets the token its https origin would.
  const signedFor = url.protocol === 'http:' ? { ...subscription, endpoint: `https://${url.host}${url.pathname}` } : subscription;
  let body: Uint8Array<ArrayBuffer>;
  let authorization: string;
  try {
    ({ headers: { authorization } } = await vapidHeaders(signedFor, {
      subject: env.VAPID_SUBJECT ?? 'mailto:noreply@tenka.invalid', publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY,
    }));
    // Not padded: the library pads every record to 4,096 bytes by default, and Mozilla's push
    // service refuses bodies over about 3 KB (Firefox on Android) with a 413, which is final.
    // Our payloads stay small (buildPayload cuts title and body; test: push.test.ts "longest push");
    // the price is that the push service sees each payload's length.
    body = await encryptNotification(subscription, new TextEncoder().encode(payload), { pad: false });
  } catch (e) {
    // Bad keys (ours or the subscription's) do not mend with time.
    return { outcome: 'rejected', status: null, detail: (e as Error).message };
  }
  try {
    const res = await fetch(to.endpoint, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(Number(env.PUSH_TIMEOUT_MS) || PUSH_TIMEOUT_MS),
      headers: {
        Authorization: authorization,
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: String(PUSH_TTL_S),
        Urgency: opts.urgency ?? 'normal',
        // A newer push of the same match replaces one the push service still holds (RFC 8030 §5.4).
        ...(opts.topic ? { Topic: opts.topic } : {}),
      },
      body,
    });
    res.body?.cancel().catch(() => {});
    if (res.status >= 200 && res.status < 300) return { outcome: 'sent', status: res.status };
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
    if (res.status === 400 || res.status === 413) return { outcome: 'rejected', status: res.status };
    return { outcome: 'retry', status: res.status };
  } catch (e) {
    return { outcome: 'retry', status: null, detail: (e as Error).message };
  }
}
