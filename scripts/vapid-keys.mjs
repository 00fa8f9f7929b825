// Prints a new VAPID key pair (P-256, RFC 8292) for Web Push, in the form the Worker reads:
//   VAPID_PUBLIC_KEY  the uncompressed public point, base64url (65 bytes; browsers get it from GET /api/push/key)
//   VAPID_PRIVATE_KEY the private scalar d, base64url (32 bytes; a secret: `npx wrangler secret put VAPID_PRIVATE_KEY`)
// Usage: node scripts/vapid-keys.mjs            (lines for .dev.vars)
//        node scripts/vapid-keys.mjs --json     (a JSON object)
// Keep one pair for the life of a deployment: a new public key voids every browser's subscription.
import { webcrypto } from 'node:crypto';

const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
const raw = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey));
const keys = { VAPID_PUBLIC_KEY: raw.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d };
if (process.argv.includes('--json')) console.log(JSON.stringify(keys, null, 2));
else for (const [k, v] of Object.entries(keys)) console.log(`${k}=${v}`);
