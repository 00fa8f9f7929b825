/**
 * What one seat (or a spectator) sees. Never the generator, the order of face-down piles, the tiles
 * another clan drew, a face-down Lotus tile, another clan's bid before the reveal, or other clans'
 * alliance proposals and deals. Static component data (map, cards, Kami...) is not repeated here:
 * import it from ./data (and ./data/*.json), which also marks what is provisional.
 */
import type { Seat } from '../../engine/contract';
import { awaiting, promptOf, waitKind, type WaitKind } from './engine';
import { forceIn } from './core';
import { PROVINCE_IDS } from './data';
import { computeResult } from './season';
import type { BidSheet, ClanId, Deal, Figure, MandateId, ProvinceId, RsState, Stronghold, Task, WarToken, WinterLine } from './types';

export interface RsView {
  game: 'rising-sun';
  seat: Seat | null;
  players: number;
  clans: ClanId[];
  cardSet: string;
  options: RsState['options'];
  season: number;
  phase: RsState['phase'];
  step: number;
  nextChooser: Seat;
  honor: Seat[];
  vp: number[];
  coins: number[];
  ronin: number[];
  figures: Figure[];
  strongholds: Stronghold[];
  /** Each seat's Force in each province now (figures, cards, honor, Turtle strongholds; Ronin not included). */
  forces: Record<ProvinceId, number[]>;
  shrines: string[];
  offer: string[];
  cards: string[][];
  warTrack: { province: ProvinceId; order: number; resolved: boolean }[];
  warTokens: WarToken[][];
  mandateDeckCount: number;
  politicalTrack: { declared: MandateId; chooser: Seat; faceDown: boolean; tile: MandateId | null }[];
  /** The four tiles you drew (only while you choose). */
  drawn: MandateId[] | null;
  /** The three tiles you put back on top of the pile, while nobody has drawn since. */
  returnedByYou: MandateId[] | null;
  alliances: [Seat, Seat][];
  alliedSeasons: number[][];
  tea: { ready: boolean[]; proposals: { from: Seat; to: Seat }[] } | null;
  deals: Deal[];
  battle: null | {
    province: ProvinceId; order: number; involved: Seat[]; submitted: boolean[]; revealed: boolean;
    /** Every bid after the reveal; before it, only yours (others are null). */
    bids: (BidSheet | null)[];
    hired: Seat | null; killed: number; winner: Seat | null;
  };
  awaiting: Seat[];
  /** The kind of wait (for deadlines): tea, mandate-choice, mandate-part, kami, bid, battle, none. */
  waitKind: WaitKind;
  /** The step the game waits for (public details only). */
  prompt: (Record<string, unknown> & { step: Task['t']; seats: Seat[] }) | null;
  winter: WinterLine[] | null;
  result: ReturnType<typeof computeResult>;
}

export function viewOf(s: RsState, seat: Seat | null): RsView {
  const mine = (x: Seat) => seat !== null && x === seat;
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  const p = promptOf(s);
  let prompt: RsView['prompt'] = null;
  if (p && s.phase !== 'over') {
    const { t, ...rest } = p.task as Task & Record<string, unknown>;
    prompt = { ...copy(rest), step: t, seats: p.prompt.seats(s, p.task) };
  }
  const b = s.battle;
  return {
    game: 'rising-sun',
    seat,
    players: s.players,
    clans: [...s.clans],
    cardSet: s.cardSet,
    options: { ...s.options },
    season: s.season,
    phase: s.phase,
    step: s.step,
    nextChooser: s.nextChooser,
    honor: [...s.honor],
    vp: [...s.vp],
    coins: [...s.coins],
    ronin: [...s.ronin],
    figures: s.figures.map((f) => ({ ...f })),
    strongholds: s.strongholds.map((h) => ({ ...h })),
    forces: Object.fromEntries(PROVINCE_IDS.map((p) => [p, s.clans.map((_, x) => forceIn(s, x, p))])) as Record<ProvinceId, number[]>,
    shrines: [...s.shrines],
    offer: [...s.offer],
    cards: s.cards.map((c) => [...c]),
    warTrack: s.warTrack.map((province, i) => ({ province, order: i + 1, resolved: i < s.warResolved })),
    warTokens: s.warTokens.map((w) => w.map((x) => ({ ...x }))),
    mandateDeckCount: s.mandateDeck.length,
    politicalTrack: s.politicalTrack.map((t) => ({ declared: t.declared, chooser: t.chooser, faceDown: t.faceDown, tile: !t.faceDown || mine(t.chooser) ? t.tile : null })),
    drawn: s.drawn && p?.task.t === 'choose' && mine(p.task.seat) ? [...s.drawn] : null,
    returnedByYou: s.returned && mine(s.returned.seat) ? [...s.returned.tiles] : null,
    alliances: s.alliances.map((a) => [a[0], a[1]] as [Seat, Seat]),
    alliedSeasons: s.alliedSeasons.map((a) => [...a]),
    tea: s.tea ? { ready: [...s.tea.ready], proposals: s.tea.proposals.filter((q) => mine(q.from) || mine(q.to)).map((q) => ({ ...q })) } : null,
    deals: s.deals.filter((d) => mine(d.from) || mine(d.to)).map((d) => ({ ...d })),
    battle: b ? {
      province: b.province, order: b.slot + 1, involved: [...b.involved], submitted: [...b.submitted], revealed: b.revealed,
      bids: b.bids.map((x, i) => (x && (b.revealed || mine(i)) ? { ...x } : null)),
      hired: b.hired, killed: b.killed, winner: b.winner,
    } : null,
    awaiting: awaiting(s),
    waitKind: waitKind(s),
    prompt,
    winter: s.winter ? s.winter.map((l) => ({ ...l })) : null,
    result: computeResult(s),
  };
}
