import { env, SELF } from 'cloudflare:test';

/** The private half of the test Discord application key (public half: vitest.config.ts). Test-only. */
const TEST_PRIVATE_JWK = { crv: 'Ed25519', d: 'tiM7IrZFbI0ygjuZua9nN861uvSjXQkuoSlnOvNKuHo', x: 'WiWwqkskl90oo6PPAffrc1wtIpXjPAdkN90PccRlN2A', kty: 'OKP' };

let keyPromise: Promise<CryptoKey> | null = null;
function privateKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('jwk', TEST_PRIVATE_JWK, { name: 'Ed25519' }, false, ['sign']) as Promise<CryptoKey>;
  return keyPromise;
}

const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');

export async function signedInteraction(payload: unknown, opts: { timestamp?: number; forge?: boolean } = {}) {
  const body = JSON.stringify(payload);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  let signature = hex(await crypto.subtle.sign('Ed25519', await privateKey(), new TextEncoder().encode(timestamp + body)));
  if (opts.forge) signature = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
  const res = await SELF.fetch('http://localhost/api/discord/interactions', {
    method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Signature-Ed25519': signature, 'X-Signature-Timestamp': timestamp },
  });
  const text = await res.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: json, text };
}

let n = 0;
export function command(discordId: string, name: string, options: Record<string, string> = {}) {
  return {
    id: `i${++n}`, application_id: '1000', type: 2, token: `tok${n}`, version: 1,
    member: { user: { id: discordId, username: `d${discordId}` } },
    data: { id: `c${n}`, name, type: 1, options: Object.entries(options).map(([k, v]) => ({ name: k, type: 3, value: v })) },
  };
}

export function button(discordId: string, customId: string) {
  return { id: `i${++n}`, application_id: '1000', type: 3, token: `tok${n}`, version: 1, member: { user: { id: discordId } }, data: { custom_id: customId, component_type: 2 } };
}

export async function fakeRequests(): Promise<{ method: string; path: string; headers: Record<string, string>; body: string; at: number }[]> {
  return (await fetch(`${env.FAKE_DISCORD_URL}/_requests`)).json();
}

export async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
