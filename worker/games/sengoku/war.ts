/**
 * The war phase and the final scoring. The war needs no decision from anyone, so it runs inside the
 * applyMove that empties the last reserve, one event per step so the log and the board can replay it.
 */
import type { GameEvent, GameResult, ResultEntry } from '../../engine/contract';
import { neighbours } from './board';
import { RULE } from './rule-ids';
import { SETUP, colourName, hasPresence, province, seatsOf, type SengokuState } from './state';

/** Military strength of a seat in a province: armies + reinforcements (+2 for a Daimyo pawn). */
export function strengthIn(s: SengokuState, id: string, seat: number): number {
  const p = province(s, id);
  const daimyo = s.advanced && p.daimyo.includes(seat) ? SETUP.daimyoWarStrength : 0;
  return (p.armies[seat] ?? 0) + (p.reinforcements[seat] ?? 0) + daimyo;
}

export function katanaValue(s: SengokuState, seat: number): number {
  return s.katana[seat] ?? 0;
}

export function reinforcementsPerProvince(players: number): number {
  return (SETUP.byPlayers as Record<string, { reinforcementsPerProvince: number }>)[String(players)]!.reinforcementsPerProvince;
}

/** Resolve every province in increasing castle value, then end the game. Mutates `s`. */
export function runWar(s: SengokuState, events: GameEvent[]): void {
  const order = [...s.provinces].sort((a, b) => a.castle - b.castle).map((p) => p.id);
  events.push({
    type: 'war-start', rule: RULE.warOrder,
    order: order.map((id) => ({ province: id, castle: province(s, id).castle })),
  });
  for (const id of order) resolveProvince(s, id, events);
  finishGame(s, events);
}

function resolveProvince(s: SengokuState, id: string, events: GameEvent[]): void {
  const p = province(s, id);
  const present = seatsOf(s).filter((seat) => hasPresence(p, seat));
  if (present.length === 0) {
    p.result = { winner: null, karo: null, discarded: true };
    events.push({ type: 'castle-discarded', rule: RULE.emptyProvince, province: id, castle: p.castle });
    return;
  }

  const strengths = seatsOf(s).map((seat) => strengthIn(s, id, seat));
  // Strongest first; equal strength goes to the higher katana tile (every seat holds a distinct one by now).
  const ranked = [...present].sort((a, b) => strengths[b]! - strengths[a]! || katanaValue(s, b) - katanaValue(s, a));
  const winner = ranked[0]!;
  const karo = ranked[1] ?? null;
  const third = ranked[2];
  const tiebreak = {
    winner: karo !== null && strengths[karo] === strengths[winner],
    karo: karo !== null && third !== undefined && strengths[third] === strengths[karo],
  };
  events.push({
    type: 'battle', rule: RULE.strength, province: id, castle: p.castle, strengths, present,
    winner, karo, tiebreak, katana: [...s.katana],
  });

  s.castlesWon[winner]!.large.push(p.castle);
  events.push({ type: 'castle-won', rule: RULE.winnerAndKaro, seat: winner, province: id, castle: p.castle, byKatana: tiebreak.winner });
  if (karo !== null && s.players >= 3) {
    const value = Math.floor(p.castle / 2);
    const at = s.smallCastleSupply.indexOf(value);
    if (at >= 0) {
      s.smallCastleSupply.splice(at, 1);
      s.castlesWon[karo]!.small.push(value);
      events.push({ type: 'small-castle', rule: RULE.winnerAndKaro, seat: karo, province: id, value, byKatana: tiebreak.karo });
    }
  }
  p.result = { winner, karo, discarded: false };

  // The battle is over: this province's reinforcement pawns go back to the shared supply.
  const back = p.reinforcements.reduce((n, x) => n + x, 0);
  s.reinforcementSupply += back;
  p.reinforcements = p.reinforcements.map(() => 0);

  placeReinforcements(s, id, winner, events);
}

/**
 * The winner reinforces every neighbouring province still waiting for its battle where they have a
 * pawn (their Daimyo alone counts: daimyoCountsAsPresence). Neighbours are served in battle order,
 * so if the supply runs short the provinces fought sooner get the pawns that remain.
 */
function placeReinforcements(s: SengokuState, from: string, winner: number, events: GameEvent[]): void {
  const each = reinforcementsPerProvince(s.players);
  const targets = neighbours(from)
    .map((id) => province(s, id))
    .filter((q) => q.result === null && (SETUP.daimyoCountsAsPresence ? hasPresence(q, winner) : (q.armies[winner] ?? 0) > 0))
    .sort((a, b) => a.castle - b.castle);
  const placements: { province: string; count: number }[] = [];
  let short = false;
  for (const q of targets) {
    const count = Math.min(each, s.reinforcementSupply);
    if (count < each) short = true;
    if (count === 0) continue;
    q.reinforcements[winner]! += count;
    s.reinforcementSupply -= count;
    placements.push({ province: q.id, count });
  }
  events.push({
    type: 'reinforcements', rule: RULE.reinforcements, seat: winner, from,
    provinces: placements.map((x) => x.province), placements, count: each, short, supply: s.reinforcementSupply,
  });
}

export function scoreOf(s: SengokuState, seat: number): number {
  const won = s.castlesWon[seat]!;
  return [...won.large, ...won.small].reduce((n, v) => n + v, 0);
}

function finishGame(s: SengokuState, events: GameEvent[]): void {
  s.phase = 'finished';
  s.current = null;
  s.turn = { dice: null, rerolled: false };
  const result = computeResult(s);
  events.push({
    type: 'game-end', rule: RULE.final,
    scores: seatsOf(s).map((seat) => scoreOf(s, seat)),
    ranking: result.ranking.map((r) => ({ seat: r.seat, place: r.place, score: r.score, byKatana: r.tiebreak !== undefined })),
    winners: result.winners,
  });
}

/** Ranking by total castle value, equal totals ordered by the higher katana tile. */
export function computeResult(s: SengokuState): GameResult {
  const seats = seatsOf(s);
  const scores = seats.map((seat) => scoreOf(s, seat));
  const order = [...seats].sort((a, b) => scores[b]! - scores[a]! || katanaValue(s, b) - katanaValue(s, a));
  const ranking: ResultEntry[] = order.map((seat, i) => {
    const tied = seats.filter((x) => x !== seat && scores[x] === scores[seat]);
    const entry: ResultEntry = {
      seat, score: scores[seat]!, place: i + 1,
      castles: { large: [...s.castlesWon[seat]!.large], small: [...s.castlesWon[seat]!.small] },
      katana: s.katana[seat] ?? null,
    };
    if (tied.length > 0) {
      entry.tiebreak = `tied on ${scores[seat]} points with ${tied.map(colourName).join(' and ')}; ` +
        `the higher katana tile ranks first (${colourName(seat)} holds katana ${katanaValue(s, seat)})`;
    }
    return entry;
  });
  return { winners: [order[0]!], ranking };
}
