/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): pure functions, no clock.
 * Each match is one rating period for the players in it. A match of N seats becomes pairwise
 * outcomes from its final ranking (1 for the better place, 0.5 for the same place, 0 for the
 * worse), each played against the other seat's rating *before* the match: every seat is updated
 * from the same snapshot, so the order in which seats are computed does not matter.
 */

/** Glicko-2's own scale: r = 1500 + 173.7178 μ. */
export const SCALE = 173.7178;
export const DEFAULT_RATING = 1500;
export const DEFAULT_RD = 350;
export const DEFAULT_VOLATILITY = 0.06;
/** System constant: how much the volatility may change in one period (Glickman suggests 0.3–1.2). */
export const TAU = 0.5;
/** Convergence tolerance of the volatility iteration (the paper's value). */
const EPSILON = 0.000001;
/** A rating deviation never grows past a newcomer's. */
const MAX_RD = DEFAULT_RD;

export interface Rating { rating: number; rd: number; volatility: number }

export interface Outcome {
  opponent: Pick<Rating, 'rating' | 'rd'>;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const newRating = (): Rating => ({ rating: DEFAULT_RATING, rd: DEFAULT_RD, volatility: DEFAULT_VOLATILITY });

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5 of the paper: the new volatility, by the Illinois algorithm. */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Bounded: the iteration converges in a handful of steps; a cap keeps a pathological input finite.
  for (let i = 0; Math.abs(B - A) > EPSILON && i < 100; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) { A = B; fA = fB; } else fA /= 2;
    B = C; fB = fC;
  }
  return Math.exp(A / 2);
}

/** One rating period for one player (steps 2–8 of the paper). No games: only the deviation grows. */
export function update(player: Rating, outcomes: Outcome[], tau = TAU): Rating {
  const mu = (player.rating - DEFAULT_RATING) / SCALE;
  const phi = player.rd / SCALE;
  if (outcomes.length === 0) {
    const grown = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return { ...player, rd: Math.min(MAX_RD, grown * SCALE) };
  }
  let vInv = 0;
  let sum = 0;
  for (const o of outcomes) {
    const muJ = (o.opponent.rating - DEFAULT_RATING) / SCALE;
    const phiJ = o.opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    vInv += gJ * gJ * e * (1 - e);
    sum += gJ * (o.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  const sigma = newVolatility(phi, player.volatility, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + DEFAULT_RATING, rd: Math.min(MAX_RD, SCALE * phiNew), volatility: sigma };
}

/** A seat at the end of a match: its final place (1 = first; equal places tie) and whether it left. */
export interface Standing { place: number; left: boolean }

/**
 * The score of seat a against seat b. A seat that left (abandoned, or lost to its timer) loses to
 * every seat that stayed, whatever the board said; two seats that both left draw. Between seats
 * that stayed, the better place wins and equal places draw.
 */
export function pairScore(a: Standing, b: Standing): number {
  if (a.left || b.left) return a.left && b.left ? 0.5 : a.left ? 0 : 1;
  return a.place < b.place ? 1 : a.place > b.place ? 0 : 0.5;
}

/** Every seat's new rating after one match, each computed against the others' ratings before it. */
export function rateMatch(seats: (Rating & Standing)[], tau = TAU): Rating[] {
  return seats.map((me, i) => update(me, seats.flatMap((other, j) => (j === i ? [] : [{ opponent: other, score: pairScore(me, other) }])), tau));
}

/**
 * Idle time is rating periods without games (step 6 of the paper for each): a player who has not
 * played for a while is less certain, so their deviation grows back towards the start value. A
 * match is one rating period; a month without a rated match of that game is one more.
 */
export const IDLE_PERIOD_MS = 30 * 24 * 3_600_000;

/** The rating after the idle periods between `since` (its last rated match) and `now`: φ' = √(φ² + n·σ²), at most the start deviation. */
export function afterIdle(r: Rating, since: number, now: number): Rating {
  const periods = Math.floor(Math.max(0, now - since) / IDLE_PERIOD_MS);
  if (periods <= 0) return r;
  const phi = r.rd / SCALE;
  return { ...r, rd: Math.min(MAX_RD, Math.sqrt(phi * phi + periods * r.volatility * r.volatility) * SCALE) };
}

/** Provisional until the deviation is below this: the rating is still mostly a guess. */
export const PROVISIONAL_RD = 110;
export const isProvisional = (r: Pick<Rating, 'rd'>) => r.rd >= PROVISIONAL_RD;
