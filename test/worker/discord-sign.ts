// Signs text with the test application key (see discord-helpers.ts), for direct app.request calls.
const JWK = { crv: 'Ed25519', d: 'tiM7IrZFbI0ygjuZua9nN861uvSjXQkuoSlnOvNKuHo', x: 'WiWwqkskl90oo6PPAffrc1wtIpXjPAdkN90PccRlN2A', kty: 'OKP' };
export default async function sign(text: string): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', JWK, { name: 'Ed25519' }, false, ['sign']);
  const sig = await crypto.subtle.sign('Ed25519', key, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('');
}
