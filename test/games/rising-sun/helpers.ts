/** Test helpers: build Rising Sun positions by hand and drive them through the public engine. */
import { expect } from 'vitest';
import type { GameEvent } from '../../../worker/engine/contract';
import { risingSun as game } from '../../../worker/games/rising-sun';
import { advance } from '../../../worker/games/rising-sun/engine';
import type { CardId, ClanId, Figure, KamiId, MandateId, ProvinceId, RsMove, RsOptions, RsState, Task, UnitKind } from '../../../worker/games/rising-sun/types';

export { game };

export function newGame(players = 4, options: Partial<RsOptions> = {}, seed = 'test-seed'): RsState {
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) throw new Error(parsed.message);
  return game.setup({ players, options: parsed.options, seed });
}

export const seatOf = (s: RsState, clan: ClanId): number => {
  const i = s.clans.indexOf(clan);
  if (i < 0) throw new Error(`${clan} not in game`);
  return i;
};

/** Everything back to reserves (bought monsters stay owned), all strongholds off the map. */
export function clearBoard(s: RsState): void {
  for (const f of s.figures) {
    if (f.owner === null) continue;
    f.where = 'reserve';
    delete f.province; delete f.shrine; delete f.holder;
  }
  for (const h of s.strongholds) h.province = null;
}

/** Take a figure of that kind from the clan's reserve (monsters: from the box if unowned) and put it somewhere. */
export function put(s: RsState, clan: ClanId, unit: UnitKind, where: ProvinceId | { shrine: number }): Figure {
  const seat = seatOf(s, clan);
  const f = s.figures.find((x) => (x.kind === 'monster' ? x.monster === unit && (x.owner === seat || x.owner === null) && (x.where === 'reserve' || x.where === 'box') : x.kind === unit && x.owner === seat && x.where === 'reserve'));
  if (!f) throw new Error(`no ${unit} available for ${clan}`);
  f.owner = seat;
  if (typeof where === 'string') { f.where = 'province'; f.province = where; delete f.shrine; }
  else { f.where = 'shrine'; f.shrine = where.shrine; delete f.province; }
  return f;
}

export function stronghold(s: RsState, clan: ClanId, province: ProvinceId): void {
  const seat = seatOf(s, clan);
  const h = s.strongholds.find((x) => x.owner === seat && x.province === null);
  if (!h) throw new Error('no stronghold left');
  h.province = province;
}

/** Give a season card (and, for a monster, the figure into the reserve). */
export function giveCard(s: RsState, clan: ClanId, id: CardId): void {
  const seat = seatOf(s, clan);
  s.cards[seat]!.push(id);
  const f = s.figures.find((x) => x.monster === id);
  if (f && f.owner === null) { f.owner = seat; f.where = 'reserve'; }
}

export function setHonor(s: RsState, clans: ClanId[]): void {
  s.honor = clans.map((c) => seatOf(s, c));
}

export function ally(s: RsState, a: ClanId, b: ClanId): void {
  s.alliances.push([seatOf(s, a), seatOf(s, b)]);
}

/** Leave the Tea Ceremony (everyone ready) so the political phase starts. */
export function skipTea(s: RsState): RsState {
  let st = s;
  for (let seat = 0; seat < st.players; seat++) if (st.tea && !st.tea.ready[seat]) st = play(st, seat, { type: 'ready' }).state;
  return st;
}

/** Replace the task queue and run the automatic steps. */
export function runTasks(s: RsState, tasks: Task[]): { state: RsState; events: GameEvent[] } {
  const ev: GameEvent[] = [];
  s.queue = tasks;
  advance({ s, ev });
  return { state: s, events: ev };
}

/** A mandate turn for this clan, with these tiles on top of the pile. */
export function mandateTurn(s: RsState, clan: ClanId, top: MandateId[], step = 1): { state: RsState; events: GameEvent[] } {
  s.phase = 'political';
  s.tea = null;
  s.nextChooser = seatOf(s, clan);
  const rest = [...s.mandateDeck];
  for (const m of top) rest.splice(rest.indexOf(m), 1);
  s.mandateDeck = [...top, ...rest];
  return runTasks(s, [{ t: 'mandate', step }]);
}

export function play(s: RsState, who: ClanId | number, move: RsMove): { state: RsState; events: GameEvent[] } {
  const seat = typeof who === 'number' ? who : seatOf(s, who);
  const r = game.applyMove(s, seat, move);
  if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by seat ${seat} refused: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

export function refused(s: RsState, who: ClanId | number, move: unknown, code?: string): string {
  const seat = typeof who === 'number' ? who : seatOf(s, who);
  const r = game.applyMove(s, seat, move as RsMove);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  if (code) expect(r.rejection.code).toBe(code);
  expect(r.rejection.rule).toMatch(/^rising-sun\/[a-z-]+\/[a-z-]+$/);
  return r.rejection.code;
}

/** Play a sequence of moves, each by the clan given. */
export function playAll(s: RsState, steps: [ClanId | number, RsMove][]): { state: RsState; events: GameEvent[] } {
  let st = s;
  const ev: GameEvent[] = [];
  for (const [who, m] of steps) { const r = play(st, who, m); st = r.state; ev.push(...r.events); }
  return { state: st, events: ev };
}

export const where = (s: RsState, id: string) => {
  const f = s.figures.find((x) => x.id === id)!;
  return f.where === 'province' ? f.province : f.where === 'shrine' ? `shrine:${f.shrine}` : f.where === 'hostage' ? `hostage:${f.holder}` : f.where;
};
export const count = (s: RsState, clan: ClanId, unit: UnitKind, province: ProvinceId): number => {
  const seat = seatOf(s, clan);
  return s.figures.filter((f) => f.owner === seat && f.where === 'province' && f.province === province && (f.kind === 'monster' ? f.monster === unit : f.kind === unit)).length;
};
export const awaitingClans = (s: RsState): ClanId[] => game.awaiting(s).map((x) => s.clans[x]!);
export const currentStep = (s: RsState): string | undefined => s.queue[0]?.t;
export const shrineIndex = (s: RsState, k: KamiId): number => s.shrines.indexOf(k);
