/**
 * Web Push from worker tests: a "browser" subscription made here with WebCrypto (a real P-256 key
 * pair and a 16-byte auth secret, as PushManager.subscribe makes), whose private half is handed to
 * the local push receiver (test/worker/push-receiver.ts) so it can decrypt what arrives.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import type { Client } from './helpers';
import type { ReceivedPush } from './push-receiver';

export interface TestSubscription { id: string; endpoint: string; keys: { p256dh: string; auth: string } }

const b64u = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

let n = 0;

/** A new browser subscription, known to the receiver (not yet to the server). */
export async function newSubscription(base = env.PUSH_RECEIVER_URL): Promise<TestSubscription> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']) as CryptoKeyPair;
  const publicRaw = await crypto.subtle.exportKey('raw', pair.publicKey) as ArrayBuffer;
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const auth = b64u(crypto.getRandomValues(new Uint8Array(16)));
  const id = `s${++n}-${Math.random().toString(36).slice(2, 10)}`;
  const reg = await fetch(`${env.PUSH_RECEIVER_URL}/_register`, { method: 'POST', body: JSON.stringify({ id, privateJwk, auth }) });
  expect(reg.status).toBe(204);
  return { id, endpoint: `${base}/push/${id}`, keys: { p256dh: b64u(publicRaw), auth } };
}

/** Subscribe `c` on a new browser (through the public API). */
export async function subscribed(c: Client): Promise<TestSubscription> {
  const sub = await newSubscription();
  const res = await c.call('POST', '/api/me/push', { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys });
  expect(res.status, res.text).toBe(201);
  return sub;
}

/** How the receiver answers the next pushes to this subscription (then 201). */
export async function answers(sub: TestSubscription, list: (number | 'hang')[]): Promise<void> {
  expect((await fetch(`${env.PUSH_RECEIVER_URL}/_mode`, { method: 'POST', body: JSON.stringify({ id: sub.id, answers: list }) })).status).toBe(200);
}

/** Everything that reached this subscription, checked (VAPID, decryption) or refused with the reason. */
export async function received(sub: TestSubscription): Promise<ReceivedPush[]> {
  return (await fetch(`${env.PUSH_RECEIVER_URL}/_received?id=${sub.id}`)).json();
}

/** The pushes accepted (decrypted, signature verified); a refused one fails the test with its reason. */
export async function delivered(sub: TestSubscription): Promise<ReceivedPush[]> {
  const all = await received(sub);
  for (const r of all) expect(r.error, `push to ${sub.id} refused by the receiver`).toBeNull();
  return all.filter((r) => r.status >= 200 && r.status < 300);
}

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

/** Run the match's push delivery as if it were `now` (fan out the due events, send the due pushes). */
export async function pushAt(id: string, now = Date.now()) {
  return runInDurableObject(stubOf(id), async (o: MatchRoom) => o.deliverPush(now));
}

export async function pushPending(id: string) {
  return runInDurableObject(stubOf(id), async (o: MatchRoom) => o.pushPending());
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll `get` until `ok` holds, or fail after `ms` saying what was awaited and what was last seen. */
export async function waitFor<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 300)}`);
    await sleep(30);
  }
}
