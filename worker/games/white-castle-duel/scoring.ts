/** Final scoring: the breakdown of each player's points, the ranking and its tie-breaks. */
import type { GameResult, ResultEntry, Seat } from '../../engine/contract';
import { BOARD, GARDENS, ICONS, RESOURCES, YARDS, influenceCard, merchandiseTile, type Icon } from './data';
import type { WcdState } from './state';

export interface ScoreBreakdown {
  /** Clan points gained during the game (red fans). */
  clanPoints: number;
  coinsSeals: number;
  resources: number;
  flags: { count: number; multiplier: number; points: number };
  katanas: { count: number; multiplier: number; points: number };
  kabutos: { count: number; multiplier: number; points: number };
  cranes: { blue: number; white: number; points: number };
  total: number;
  icons: Record<Icon, number>;
  sealsPlaced: number;
  courtierStep: number;
  courtierLevel: number;
}

export function iconsOf(s: WcdState, seat: Seat): Record<Icon, number> {
  const icons = Object.fromEntries(ICONS.map((i) => [i, 0])) as Record<Icon, number>;
  const add = (x: Partial<Record<Icon, number>>, times = 1): void => {
    for (const [k, v] of Object.entries(x)) icons[k as Icon] += (v ?? 0) * times;
  };
  const p = s.players[seat]!;
  for (const c of p.influence) if (c.improved) add(influenceCard(c.card).icons);
  for (const g of GARDENS) {
    s.gardens[g].seals.forEach((col, i) => add(BOARD.gardens[g].columns[i]!.icons, col.filter((x) => x === seat).length));
  }
  for (const m of p.merchandise) add(merchandiseTile(m).icons);
  return icons;
}

export function sealsPlaced(s: WcdState, seat: Seat): number {
  let n = 0;
  for (const g of GARDENS) for (const col of s.gardens[g].seals) n += col.filter((x) => x === seat).length;
  for (const y of YARDS) n += s.yards[y].seals.filter((x) => x === seat).length;
  return n;
}

export function scoreOf(s: WcdState, seat: Seat): ScoreBreakdown {
  const p = s.players[seat]!;
  const icons = iconsOf(s, seat);
  const sc = BOARD.scoring;
  const coinsSeals = Math.floor((p.coins + p.seals) / sc.coinsSealsPerPoint);
  let resources = 0;
  for (const r of RESOURCES) for (const band of sc.resourceBands) if (p[r] >= band.min && p[r] <= band.max) resources += band.points;
  const level = BOARD.courtier.levels[p.courtier.step] ?? 0;
  let katanaMult = 0;
  let kabutoMult = 0;
  for (const y of YARDS) {
    const n = s.yards[y].seals.filter((x) => x === seat).length;
    katanaMult += n * BOARD.trainingYards[y].katanaValue;
    kabutoMult += n * BOARD.trainingYards[y].kabutoValue;
  }
  const flags = { count: icons.flag, multiplier: level, points: icons.flag * level };
  const katanas = { count: icons.katana, multiplier: katanaMult, points: icons.katana * katanaMult };
  const kabutos = { count: icons.kabuto, multiplier: kabutoMult, points: icons.kabuto * kabutoMult };
  const cranes = { blue: icons.blueCrane, white: icons.whiteCrane, points: icons.blueCrane * icons.whiteCrane };
  const total = p.points + coinsSeals + resources + flags.points + katanas.points + kabutos.points + cranes.points;
  return {
    clanPoints: p.points, coinsSeals, resources, flags, katanas, kabutos, cranes, total, icons,
    sealsPlaced: sealsPlaced(s, seat), courtierStep: p.courtier.step, courtierLevel: level,
  };
}

export function resultOf(s: WcdState): GameResult {
  const scores = s.players.map((_, seat) => ({ seat, b: scoreOf(s, seat) }));
  const key = (x: { b: ScoreBreakdown }): number[] => [x.b.total, x.b.sealsPlaced, x.b.courtierStep];
  const better = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const ranking: ResultEntry[] = scores.map((x) => {
    const place = 1 + scores.filter((y) => better(key(y), key(x))).length;
    const entry: ResultEntry = { seat: x.seat, score: x.b.total, place, breakdown: x.b };
    const tiedOnScore = scores.filter((y) => y.seat !== x.seat && y.b.total === x.b.total);
    if (tiedOnScore.length > 0) {
      const o = tiedOnScore[0]!.b;
      if (o.sealsPlaced !== x.b.sealsPlaced) entry.tiebreak = `Tied on ${x.b.total} points; decided by clan seals placed (${x.b.sealsPlaced} against ${o.sealsPlaced}).`;
      else if (o.courtierStep !== x.b.courtierStep) entry.tiebreak = `Tied on ${x.b.total} points and ${x.b.sealsPlaced} clan seals placed; decided by courtier progress (step ${x.b.courtierStep} against ${o.courtierStep}).`;
      else entry.tiebreak = `Tied on points, clan seals placed and courtier progress: the victory is shared.`;
    }
    return entry;
  });
  ranking.sort((a, b) => a.place - b.place || a.seat - b.seat);
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

export function result(s: WcdState): GameResult | null {
  if (s.phase !== 'over') return null;
  return resultOf(s);
}
