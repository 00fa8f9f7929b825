/**
 * The turn report as the clan received it: clans that missed the turn, its battles (forces, losses,
 * place), battles it saw and the major battles of the realm, its income, the other events it may
 * see, and the honour and prestige tables.
 */
import type { GameEvent, Lang } from '../../../engine/contract';
import { describeNihonEvent } from '../describe';
import type { NihonView } from '../view';
import { el, type HEl } from './dom';
import { monIcon } from './map';
import { charName, minorName, provName } from './model';
import { RESOURCE, pick3, w } from './text';

type Troops = { sam: number; ron: number; cre: number; ash: number };
const SHOWN_ELSEWHERE = new Set(['battle', 'battle-seen', 'major-battle', 'honor', 'prestige', 'missed-turn', 'sheet-saved', 'sheet-final', 'turn-resolved', 'income', 'resources']);

/** Places the report names, for the map: battles, major battles, provinces taken. */
export function reportMarks(view: NihonView): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (p: unknown, k: string) => { if (typeof p === 'string') out.set(p, new Set([...(out.get(p) ?? []), k])); };
  for (const e of view.report) {
    if (e.type === 'battle' || e.type === 'battle-seen') add(e.province, 'battle');
    if (e.type === 'major-battle') add(e.province, 'major');
    if (e.type === 'province-taken') add(e.province, 'taken');
  }
  return out;
}

function side(view: NihonView, seats: number[], minor: string | null, lang: Lang): HEl {
  const span = el('span', {});
  seats.forEach((s, i) => span.append(i ? ', ' : '', monIcon(view, s, 14), ' ', view.clans[s]?.name ?? '?'));
  if (minor) span.append(seats.length ? ', ' : '', minorName(minor, lang));
  return span;
}

const troops = (t: Troops | undefined) => (t ? `${t.sam}/${t.ron}/${t.cre}/${t.ash}` : '—');

function battleTable(view: NihonView, list: GameEvent[], lang: Lang): HEl {
  const t = el('table', { className: 'nh-table battles' }, el('tr', {},
    el('th', {}, w('place', lang)), el('th', {}, w('attacker', lang)), el('th', {}, w('defender', lang)),
    el('th', {}, `${w('forces', lang)}`), el('th', {}, w('score', lang)), el('th', {}, w('winner', lang)), el('th', {}, w('losses', lang))));
  for (const e of list) {
    const forces = e.forces as { a: Troops; d: Troops } | undefined;
    const losses = e.losses as { a: Troops; d: Troops } | undefined;
    const score = e.score as { a: number; d: number } | undefined;
    const win = e.winner === 'attacker' ? w('attacker', lang) : e.winner === 'defender' ? w('defender', lang) : w('nobody', lang);
    const fallen = [...((e.killed as string[]) ?? []).map((id) => `${charName(view, id)} †`), ...((e.wounded as string[]) ?? []).map((id) => `${charName(view, id)} (${w('wounded', lang)})`)];
    t.append(el('tr', { 'data-battle': String(e.province) },
      el('td', {}, provName(String(e.province)), e.castle ? ` (${w('castle', lang)})` : ''),
      el('td', {}, side(view, [e.attacker as number], null, lang), el('div', { className: 'muted small' }, String(e.army ?? ''))),
      el('td', {}, side(view, (e.defenders as number[]) ?? [], (e.minor as string | null) ?? null, lang)),
      el('td', { className: 'small' }, `${troops(forces?.a)} vs ${troops(forces?.d)}`),
      el('td', {}, score ? `${score.a}–${score.d}` : '—'),
      el('td', {}, win, e.major ? ` (${w('major', lang)})` : ''),
      el('td', { className: 'small' }, `${troops(losses?.a)} / ${troops(losses?.d)}`, fallen.length ? el('div', {}, fallen.join(', ')) : null)));
  }
  return el('div', { className: 'table-scroll' }, t, el('p', { className: 'muted small' }, `${w('samurai', lang)}/${w('ronin', lang)}/${w('creatures', lang)}/${w('ashigaru', lang)}`));
}

export function report(view: NihonView, lang: Lang, seatNames: string[]): HEl {
  const box = el('div', { className: 'nh-report', 'data-report-turn': view.turn - 1 });
  const names = view.clans.map((c) => c.name);
  if (!view.report.length) { box.append(el('p', { className: 'muted', 'data-report': 'none' }, w('noReport', lang))); return box; }
  box.append(el('h3', {}, `${w('reportOf', lang)} ${view.turn - 1}`));
  const me = view.seat;
  const ev = view.report;
  const missed = ev.filter((e) => e.type === 'missed-turn');
  if (missed.length) {
    box.append(el('div', { className: 'nh-missed', 'data-report': 'missed' }, el('strong', {}, `${w('missed', lang)}: `),
      ...missed.map((e, i) => el('span', { 'data-missed': String(e.clan) }, i ? '; ' : '', describeNihonEvent(e, lang, names)))));
  }
  const battles = ev.filter((e) => e.type === 'battle');
  const mine = me === null ? battles : battles.filter((e) => e.attacker === me || ((e.defenders as number[]) ?? []).includes(me));
  box.append(el('h4', {}, w(me === null ? 'battles' : 'yourBattles', lang)));
  box.append(mine.length ? el('div', { 'data-report': 'battles' }, battleTable(view, mine, lang)) : el('p', { className: 'muted', 'data-report': 'battles' }, '—'));
  const mineProvs = new Set(mine.map((e) => e.province));
  const seen = ev.filter((e) => e.type === 'battle-seen' && !mineProvs.has(e.province));
  const majors = ev.filter((e) => e.type === 'major-battle');
  if (seen.length || majors.length) {
    box.append(el('h4', {}, `${w('battlesSeen', lang)} · ${w('majorBattles', lang)}`), el('ul', { 'data-report': 'elsewhere' },
      ...majors.map((e) => el('li', { className: 'major', 'data-major': String(e.province) }, '⚔ ', describeNihonEvent(e, lang, names))),
      ...seen.map((e) => el('li', { 'data-seen-battle': String(e.province) }, describeNihonEvent(e, lang, names)))));
  }
  const income = ev.filter((e) => e.type === 'income' && (me === null || e.clan === me));
  const res = ev.filter((e) => e.type === 'resources' && (me === null || e.clan === me));
  if (income.length || res.length) {
    box.append(el('h4', {}, w('income', lang)), el('ul', { 'data-report': 'income' },
      ...income.map((e) => el('li', {}, describeNihonEvent(e, lang, names))),
      ...res.map((e) => el('li', {}, `${names[e.clan as number] ?? ''} — ${w('resources', lang)}: `, Object.entries((e.res as Record<string, number>) ?? {}).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${pick3(RESOURCE[k] ?? [k, k, k], lang)}`).join(', ') || '—'))));
  }
  const rest = ev.filter((e) => !SHOWN_ELSEWHERE.has(e.type));
  if (rest.length) box.append(el('h4', {}, w('events', lang)), el('ul', { className: 'nh-events', 'data-report': 'events' }, ...rest.map((e) => el('li', { 'data-event': e.type }, describeNihonEvent(e, lang, names)))));
  const honor = ev.find((e) => e.type === 'honor');
  if (honor) box.append(el('h4', {}, w('honour', lang)), honourTable(view, honor, lang, seatNames));
  const prestige = ev.find((e) => e.type === 'prestige');
  if (prestige) box.append(el('h4', {}, w('prestige', lang)), prestigeTable(view, prestige, lang, seatNames));
  return box;
}

function clanCell(view: NihonView, seat: number, seatNames: string[]): HEl {
  return el('td', { className: view.seat === seat ? 'me' : '' }, monIcon(view, seat, 14), ' ', view.clans[seat]?.name ?? '?', seatNames[seat] ? el('span', { className: 'muted small' }, ` ${seatNames[seat]}`) : null);
}

function honourTable(view: NihonView, e: GameEvent, lang: Lang, seatNames: string[]): HEl {
  const before = (e.before as number[]) ?? [];
  const after = (e.after as number[]) ?? [];
  const mods = (e.modifiers as Record<string, number>) ?? {};
  const n = after.length;
  const t = el('table', { className: 'nh-table', 'data-report': 'honour' }, el('tr', {}, el('th', {}, w('rank', lang)), el('th', {}, w('clan', lang)), el('th', {}, w('before', lang)), el('th', {}, w('modifier', lang))));
  after.forEach((seat, i) => {
    const m = mods[String(seat)] ?? 0;
    t.append(el('tr', { 'data-honour': seat }, el('td', {}, String(n - i)), clanCell(view, seat, seatNames), el('td', {}, before.includes(seat) ? String(n - before.indexOf(seat)) : '—'), el('td', {}, m > 0 ? `+${m}` : String(m))));
  });
  return t;
}

function prestigeTable(view: NihonView, e: GameEvent, lang: Lang, seatNames: string[]): HEl {
  const rows = (e.rows as Record<string, { victories: number; honor: number; capital: number; provinces: number; hostages: number; total: number }>) ?? {};
  const now = (e.prestige as number[]) ?? [];
  const t = el('table', { className: 'nh-table', 'data-report': 'prestige' }, el('tr', {},
    el('th', {}, w('clan', lang)), el('th', {}, w('victories', lang)), el('th', {}, w('topHonour', lang)), el('th', {}, w('capital', lang)),
    el('th', {}, w('mostProvinces', lang)), el('th', {}, w('hostagesExecuted', lang)), el('th', {}, w('total', lang)), el('th', {}, w('prestige', lang))));
  const seats = Object.keys(rows).map(Number).sort((a, b) => (now[b] ?? 0) - (now[a] ?? 0) || a - b);
  for (const s of seats) {
    const r = rows[String(s)]!;
    t.append(el('tr', { 'data-prestige': s }, clanCell(view, s, seatNames), el('td', {}, String(r.victories)), el('td', {}, String(r.honor)), el('td', {}, String(r.capital)), el('td', {}, String(r.provinces)), el('td', {}, String(r.hostages)), el('td', {}, el('strong', {}, r.total > 0 ? `+${r.total}` : String(r.total))), el('td', {}, String(now[s] ?? 0))));
  }
  return el('div', { className: 'table-scroll' }, t);
}

/** The clans as everyone sees them: honour rank, prestige, heads, provinces, allies, orders final. */
export function clansTable(view: NihonView, lang: Lang, seatNames: string[]): HEl {
  const t = el('table', { className: 'nh-table clans', 'data-clans': '' }, el('tr', {},
    el('th', {}, w('clan', lang)), el('th', {}, w('honour', lang)), el('th', {}, w('prestige', lang)), el('th', {}, w('heads', lang)),
    el('th', {}, w('provinces', lang)), el('th', {}, w('allies', lang)), el('th', {}, w('ordersFinal', lang))));
  const order = view.clans.map((c) => c.seat).sort((a, b) => (view.clans[b]!.honor - view.clans[a]!.honor));
  for (const s of order) {
    const c = view.clans[s]!;
    t.append(el('tr', { 'data-clan-row': s, className: view.seat === s ? 'me' : '' },
      clanCell(view, s, seatNames), el('td', {}, c.honor ? String(c.honor) : '—'), el('td', {}, String(c.prestige)), el('td', {}, String(c.heads)), el('td', {}, String(c.provinces)),
      el('td', {}, c.allies.map((a) => view.clans[a]?.name ?? '?').join(', ') || '—'),
      el('td', {}, c.status !== 'active' ? c.status : c.final ? '✓' : '…')));
  }
  return el('div', { className: 'table-scroll' }, t, el('p', { className: 'muted small' }, `${w('headsRank', lang)}: ${view.headsRank.map((s) => view.clans[s]?.name ?? '?').join(' › ')}`));
}
