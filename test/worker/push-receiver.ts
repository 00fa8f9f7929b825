/**
 * A local Web Push service for the worker tests (a Node HTTP server on 127.0.0.1): it plays the
 * push service AND the browser. A test registers a subscription's private key and auth secret
 * (made in the test with WebCrypto, as a browser would), then uses `${url}/push/<id>` as the
 * endpoint. Each push received is checked the way a real push service and browser would:
 *
 *   - VAPID (RFC 8292): `Authorization: vapid t=<JWT>, k=<key>`; k is our test public key; the JWT
 *     is ES256 and its signature verifies against k; aud is the endpoint's origin (its https form:
 *     push resources are https, see worker/push/send.ts); exp is in the future and at most 24 h
 *     away; sub is a mailto: or https: contact;
 *   - the payload (RFC 8291/8188, Content-Encoding aes128gcm): decrypted with the subscription's
 *     private key and auth secret (ECDH, HKDF, AES-128-GCM, padding delimiter 0x02).
 *
 * A push that fails a check is answered 400 and recorded with its error. Behaviour per
 * subscription: POST /_mode {id, answers: [500, 201, …]} answers in that order (then 201); "hang"
 * in the list never answers that request. GET /_received?id=… lists what arrived.
 */
import { createServer, type ServerResponse } from 'node:http';
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, verify, type JsonWebKey } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import keys from '../vapid-test-keys.json' with { type: 'json' };

interface Sub { privateJwk: JsonWebKey; auth: Buffer; answers: (number | 'hang')[] }
export interface ReceivedPush {
  id: string; at: number; status: number; error: string | null;
  /** The encrypted body's length in bytes, as the push service receives it. */
  size: number;
  payload: any; headers: Record<string, string>; jwt: Record<string, unknown> | null;
}

const b64u = (s: string) => Buffer.from(s, 'base64url');

function checkVapid(authorization: string | undefined, origin: string): { jwt: Record<string, unknown> } {
  const m = authorization?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!m) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
  const [, token, k] = m;
  if (k !== keys.publicKey) throw new Error('k is not the test VAPID public key');
  const [h, p, sig] = token!.split('.');
  const header = JSON.parse(b64u(h!).toString());
  if (header.alg !== 'ES256') throw new Error(`JWT alg ${header.alg}`);
  const point = b64u(k!);
  const pub = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key: pub, dsaEncoding: 'ieee-p1363' }, b64u(sig!))) throw new Error('VAPID JWT signature does not verify');
  const jwt = JSON.parse(b64u(p!).toString());
  if (jwt.aud !== origin) throw new Error(`aud ${jwt.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(jwt.exp > now && jwt.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${jwt.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(String(jwt.sub))) throw new Error(`sub ${jwt.sub}`);
  return { jwt };
}

/** RFC 8291 §3.4 and RFC 8188: one record, as a browser decrypts it. */
function decrypt(body: Buffer, sub: Sub): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || rs < 18 || record.length > rs) throw new Error(`bad aes128gcm header (idlen ${idlen}, rs ${rs}, record ${record.length})`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(b64u(sub.privateJwk.d!));
  const uaPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter (0x02)');
  return plain.subarray(0, end).toString('utf8');
}

export default async function setup(project: TestProject) {
  const subs = new Map<string, Sub>();
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown) => { res.writeHead(status, { 'Content-Type': 'application/json' }); res.end(JSON.stringify(body)); };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/_register') {
        const { id, privateJwk, auth } = JSON.parse(body.toString());
        subs.set(id, { privateJwk, auth: b64u(auth), answers: [] });
        return json(res, 204, null);
      }
      if (url.pathname === '/_mode') {
        const { id, answers } = JSON.parse(body.toString());
        subs.get(id)!.answers = answers;
        return json(res, 200, { ok: true });
      }
      if (url.pathname === '/_received') return json(res, 200, received.filter((r) => r.id === url.searchParams.get('id')));
      const id = url.pathname.match(/^\/push\/([\w-]+)$/)?.[1];
      const sub = id ? subs.get(id) : undefined;
      if (!id || !sub || req.method !== 'POST') return json(res, 404, { error: 'no such subscription' });
      const answer = sub.answers.shift() ?? 201;
      if (answer === 'hang') { hanging.add(res); return; }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const entry: ReceivedPush = { id, at: Date.now(), status: answer, error: null, size: body.length, payload: null, headers, jwt: null };
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        if (!req.headers.ttl) throw new Error('no TTL header');
        entry.jwt = checkVapid(req.headers.authorization, `https://${req.headers.host}`).jwt;
        entry.payload = JSON.parse(decrypt(body, sub));
      } catch (e) {
        entry.error = (e as Error).message;
        entry.status = 400;
      }
      received.push(entry);
      json(res, entry.status, entry.status >= 400 ? { error: entry.error ?? 'refused' } : {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  project.provide('pushReceiverUrl', `http://127.0.0.1:${(server.address() as { port: number }).port}`);
  return async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext { pushReceiverUrl: string }
}
