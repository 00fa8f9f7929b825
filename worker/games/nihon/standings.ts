/**
 * NIHON's standings if a match ended now by its players' agreement (worker/engine/ending.ts) and
 * its own answer to a player who resigns.
 *
 * Standings: the end of the game at the turn limit (resolve-end.ts victory), as if it were reached
 * now. The clans still playing for the shogunate (status "active") with the most prestige share
 * first place (the rulebook calls a tie at the last turn a draw: it names no tie-break); every other
 * clan in play follows by prestige, after them, as the game's own end ranks them (a clan playing a
 * role of its own, rebel, exile, temples or whispers, wins only by its goal: it takes first place
 * here only when no clan plays for the shogunate any more). Abandoned clans come last, sharing the last place (the game's result leaves them out).
 * Once the game is over this is its result, with the abandoned clans added last.
 */
import type { GameEvent, GameResult, ResultEntry, Seat } from '../../engine/contract';
import type { NihonState } from './types';

export function nihonStandings(s: NihonState): GameResult {
  const seats = s.clans.map((_, i) => i);
  const inPlay = seats.filter((i) => s.clans[i]!.status !== 'abandoned');
  const gone = seats.filter((i) => s.clans[i]!.status === 'abandoned');
  const prestige = (i: Seat): number => s.clans[i]!.prestige;
  const abandonedLast = (from: number): ResultEntry[] => gone.map((seat) => ({ seat, score: prestige(seat), place: from, abandoned: true }));
  if (s.result) {
    const ranked = s.result.ranking.filter((r) => !gone.includes(r.seat));
    return { winners: [...s.result.winners], ranking: [...ranked.map((r) => ({ ...r })), ...abandonedLast(ranked.length + 1)] };
  }
  const contenders = inPlay.filter((i) => s.clans[i]!.status === 'active');
  const top = contenders.length ? Math.max(...contenders.map(prestige)) : 0;
  const firsts = contenders.filter((i) => prestige(i) === top);
  const ranking: ResultEntry[] = inPlay.map((seat) => {
    const place = firsts.includes(seat) ? 1 : 1 + inPlay.filter((o) => firsts.includes(o) || prestige(o) > prestige(seat)).length;
    const entry: ResultEntry = { seat, score: prestige(seat), place };
    if (s.clans[seat]!.status !== 'active') entry.role = s.clans[seat]!.status;
    if (inPlay.some((o) => o !== seat && prestige(o) === prestige(seat) && (firsts.includes(o) === firsts.includes(seat)))) entry.tiebreak = 'tied on prestige: the rulebook names no tie-break, the place is shared';
    return entry;
  });
  ranking.sort((a, b) => a.place - b.place || a.seat - b.seat);
  ranking.push(...abandonedLast(inPlay.length + 1));
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

/** A resigning player's clan is abandoned (FR "Abandon de clan majeur", role "leave"), as by the player's own "abandon" move. */
export function nihonOnResign(
  s: NihonState, seat: Seat,
  abandon: (s: NihonState, seat: Seat) => { ok: true; state: NihonState; events: GameEvent[] } | { ok: false },
): { state: NihonState; events: GameEvent[] } | null {
  if (s.phase !== 'orders' || !s.clans[seat] || s.clans[seat]!.status === 'abandoned') return null;
  const r = abandon(s, seat);
  return r.ok ? { state: r.state, events: r.events } : null;
}
