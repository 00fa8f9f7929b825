/**
 * What the search bot (worker/engine/search-bot.ts) needs of NIHON, a game of fog and secret
 * orders. A seat's world is built from its own view (view.ts) and filled with guesses where the
 * fog hides the truth, never with the truth:
 * - other clans' order sheets are unknown: none is drafted (the heuristic writes them in the
 *   playouts);
 * - their treasuries, stress, reserves, pools and resources are guessed equal to the seat's own,
 *   and their rituals unknown (none);
 * - armies the seat does not see are left out; characters it does not see stand in the first
 *   province their clan holds (public: who holds each province is on the map), out of any army,
 *   with the seat's own characters' middling talents, unhurt;
 * - other clans' vision (it betrays where their units stand) is only what they hold; their secret
 *   goals are unknown;
 * - provinces it does not see: no revolt, no pillage, no castle works, a minor army at its
 *   strength from the map (what a neutral province starts with); a governor it does not see: none;
 * - fleets in seas it does not see are left out; the last report keeps only its lines;
 * - the generator gets a new seed.
 * The search weighs a few whole order sheets (`searchCandidates`: the heuristic's own, drawn from
 * what the clan knows), each played on for a few turns and judged by prestige and provinces.
 */
import type { Seat } from '../../engine/contract';
import { rngFrom } from '../../engine/rng';
import { randomSheet } from './bot';
import { mapOf, minorCap } from './rules';
import type { NihonMove, NihonState } from './types';
import { reportFor } from './view';
import { seesChar, visionOf } from './vision';

/** Order sheets weighed per decision: the heuristic's random sheets, half of them ordering every unit. */
export const SHEET_CANDIDATES = 6;

export function determinize(s: NihonState, seat: Seat, random: () => number): NihonState {
  const map = mapOf(s);
  const w = JSON.parse(JSON.stringify(s)) as NihonState;
  w.rng = rngFrom(random);
  const me = s.clans[seat]!;
  w.clans = w.clans.map((c, i) => {
    if (i === seat) return c;
    const { goal: _secret, missed: _missed, ...rest } = c;
    return { ...rest, treasury: me.treasury, stress: me.stress, reserve: me.reserve, pool: me.pool, res: { ...me.res }, rituals: [] };
  });
  w.sheets = w.sheets.map((x, i) => (i === seat ? x : null));
  w.final = w.final.map((x, i) => (i === seat ? x : false));
  const seen = (prov: string) => visionOf(s, seat, prov) >= 1;
  for (const [id, a] of Object.entries(s.armies)) if (a.clan !== seat && !seen(a.prov)) delete w.armies[id];
  // Each clan's first province (public), where its unseen characters are taken to stand.
  const home = new Map<number, string>();
  for (const p of map.provIds) { const ctrl = s.provs[p]!.ctrl; if (ctrl >= 0 && !home.has(ctrl)) home.set(ctrl, p); }
  // What an unseen character is like: the seat's own characters' middling talents, unhurt.
  const own = Object.values(s.chars).filter((c) => c.clan === seat);
  const typical = [0, 1, 2, 3, 4].map((k) => Math.round(own.reduce((n, c) => n + c.t[k]!, 0) / Math.max(1, own.length))) as [number, number, number, number, number];
  for (const [id, c] of Object.entries(s.chars)) {
    const wc = w.chars[id]!;
    if (wc.army && !w.armies[wc.army]) delete wc.army;
    if (c.clan === seat || seesChar(s, seat, id)) continue;
    wc.t = [...typical];
    delete wc.wounded; delete wc.mist; delete wc.exposed;
    const at = c.hostageOf === undefined ? home.get(c.clan) : undefined;
    if (at) { wc.prov = at; delete wc.army; delete wc.guards; }
  }
  for (const a of Object.values(w.armies)) if (a.general && w.chars[a.general]?.army !== a.id) delete a.general;
  // Other clans' vision betrays where their units stand: each sees only what it holds.
  w.vision = w.vision.map((v, i) => (i === seat ? v : map.provIds.map((p) => (s.provs[p]!.ctrl === i ? '1' : '0')).join('')));
  w.seaVision = w.seaVision.map((v, i) => (i === seat ? v : []));
  for (const pid of map.provIds) {
    const p = w.provs[pid]!;
    // A governor the seat does not see is not there (the view shows none).
    if (p.gov && p.ctrl !== seat && !seesChar(s, seat, p.gov)) delete p.gov;
    if (p.ctrl === seat || seen(pid)) continue;
    p.revolt = 0;
    delete p.pillaged;
    p.castle = 0;
    if (p.ctrl < 0 && p.msam !== undefined) p.msam = minorCap(map, pid);
  }
  const seas = new Set(s.seaVision[seat] ?? []);
  w.fleets = w.fleets.filter((f) => f.clan === seat || seas.has(f.sea));
  w.events = reportFor(s, seat);
  return w;
}

/** Prestige decides the match; provinces and armies are what earns it in the turns to come. */
export function evaluate(s: NihonState, seat: Seat): number {
  const worth = (x: number) => {
    const provinces = Object.values(s.provs).filter((p) => p.ctrl === x).length;
    const troops = Object.values(s.armies).filter((a) => a.clan === x).reduce((n, a) => n + a.sam + a.ron, 0);
    return s.clans[x]!.prestige + 3 * provinces + 0.2 * troops;
  };
  const mine = worth(seat);
  const best = Math.max(...s.clans.map((c, x) => (x === seat || c.status === 'abandoned' ? -Infinity : worth(x))));
  return mine - (Number.isFinite(best) ? best : 0);
}

/** A turn's sheet is searched once, before any of it is drafted; marking it final follows. */
export function searchPoint(s: NihonState, seat: Seat): boolean {
  return s.phase === 'orders' && !s.sheets[seat] && !s.final[seat];
}

export function searchCandidates(s: NihonState, seat: Seat, random: () => number): NihonMove[] {
  return Array.from({ length: SHEET_CANDIDATES }, (_, i) => ({ type: 'submit-orders' as const, sheet: randomSheet(s, seat, random, { full: i % 2 === 1 }) }));
}
