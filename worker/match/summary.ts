/**
 * The end-of-match summary (docs/players.md "End of a match and sharing"): each seat's standing over the
 * match (the game's `scoreTrack`, ending on the result's final scores) and its key moments (the
 * game's `keyMoment` over public events). Built once, by replaying the log from the seed when the
 * match has ended (the alarm, or the first reader), and kept in the object: never on a move's
 * path, never recomputed per request. Bounded: at most MAX_POINTS points and MAX_MOMENTS moments,
 * whatever the match's length (a Durable Object value stays far below 2 MB).
 */
import type { GameEvent, GameResult, Localized } from '../engine/contract';
import { applyLogged } from '../engine/replay';
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { fail, ok, type Outcome } from './types';
import { KV } from './keys';

export const MAX_POINTS = 200;
export const MAX_MOMENTS = 60;

export interface MatchSummary {
  game: string;
  /** What the numbers are (the game's `scoreLabel`), null when the game charts nothing. */
  label: Localized | null;
  /** Steps in the match (the last point's step). */
  steps: number;
  /** Each seat's standing after `step` steps, downsampled to at most MAX_POINTS, always with the first and last. */
  series: { step: number; scores: number[] }[];
  /** Public key events, with the step that made them (1 = the first move). */
  moments: { step: number; event: GameEvent }[];
  result: GameResult | null;
}

/** Keep at most `max` points, evenly spread, the first and last included. */
export function downsample<T>(points: T[], max = MAX_POINTS): T[] {
  if (points.length <= max) return points;
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(points[Math.round((i * (points.length - 1)) / (max - 1))]!);
  return out;
}

/** Replay the whole log from the seed once and collect the chart and the key moments. */
export function buildSummary(core: MatchCore): MatchSummary {
  const meta = core.meta;
  const game = core.game;
  let state: unknown = game.setup({ players: meta.players, options: core.store.get(KV.setupOptions) ?? meta.options, seed: meta.seed });
  const track = game.scoreTrack;
  const series: MatchSummary['series'] = track ? [{ step: 0, scores: track(state) }] : [];
  const moments: MatchSummary['moments'] = [];
  let steps = 0;
  for (const r of core.store.steps(0)) {
    const res = applyLogged(game, state, r);
    if (!res.ok) throw new Error(`replay diverged at logged step ${r.index}: ${res.rejection.message}`);
    state = res.state;
    steps = r.index + 1;
    if (track) series.push({ step: steps, scores: track(state) });
    if (game.keyMoment && moments.length < MAX_MOMENTS) {
      for (const e of r.events) if (!e.visibleTo && game.keyMoment(e) && moments.length < MAX_MOMENTS) moments.push({ step: steps, event: e });
    }
  }
  const result = game.result(state);
  // The chart ends on the final scores (end-of-game scoring may add to the running points).
  if (track && result) series.push({ step: steps, scores: Array.from({ length: meta.players }, (_, seat) => result.ranking.find((x) => x.seat === seat)?.score ?? 0) });
  return { game: meta.game, label: game.scoreLabel ?? null, steps, series: downsample(series), moments, result };
}

/** The summary of a finished match: kept from its first build. */
export function summaryOf(core: MatchCore): Outcome<MatchSummary> {
  if (core.meta.status !== 'finished') return fail(apiError('not_finished', 'The summary of a match is made once it is over.'));
  const kept = core.store.get(KV.summary);
  if (kept) return ok(kept);
  const built = buildSummary(core);
  core.store.put(KV.summary, built);
  core.store.put(KV.summaryBuilt, (core.store.get(KV.summaryBuilt) ?? 0) + 1);
  return ok(built);
}
