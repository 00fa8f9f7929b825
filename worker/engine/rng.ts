/**
 * The seeded generator every game keeps in its state.
 *
 * sfc32 (a small, fast, well-tested 128-bit generator) seeded from the match seed string by
 * cyrb128. Its whole state is four 32-bit integers, so it serialises as JSON inside the game state
 * and a match replays exactly from its seed. It is not cryptographic; the audit comes from
 * publishing SHA-256(seed) before the match and the seed after it.
 */

export type RngState = [number, number, number, number];

/** Hash a string into four 32-bit words (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 15; i++) nextUint32(state);
  return state;
}

/** Advance the state in place and return a 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
  let [a, b, c, d] = s;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return t >>> 0;
}

/** A float in [0, 1). */
export function nextFloat(s: RngState): number {
  return nextUint32(s) / 4294967296;
}

/** An integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt: bad bound ${n}`);
  const limit = Math.floor(4294967296 / n) * n;
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** A d6 roll. */
export function rollDie(s: RngState, sides = 6): number {
  return nextInt(s, sides) + 1;
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(s: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A plain () => number for code that wants one (bots, fuzzers), from any seed string. */
export function randomSource(seed: string): () => number {
  const s = seedRng(seed);
  return () => nextFloat(s);
}

/** A fresh generator state drawn from another source (a search's redrawn world: its dice are not the real ones). */
export function rngFrom(random: () => number): RngState {
  return seedRng(Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(16)).join(':'));
}

/** Shuffle with a plain random source (Fisher–Yates). */
export function shuffleWith<T>(random: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
