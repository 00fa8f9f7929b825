/**
 * NIHON's log lines and move labels, built from one language's words (words/<lang>.ts). The worker
 * passes the words of each of the three languages (describe.ts); the browser passes only the
 * page's, downloaded before the log draws (text.ts). Same code both sides, so a line reads the same
 * in a mail and on the page.
 */
import type { GameEvent, Lang } from '../../engine/contract';
import { PROVINCES, SEAS } from './data/map';
import type { NihonMove } from './types';
import type { GameWords } from './words/en';

const CLAN_KEYS = new Set(['clan', 'other', 'victim', 'winner', 'loser', 'attacker', 'targetClan', 'owner', 'from']);
const PLACE_KEYS = new Set(['province', 'place', 'to', 'from', 'path', 'provinces', 'sea']);
const CHAR_KEYS = new Set(['char', 'target', 'intended', 'of', 'demon', 'promoted', 'by', 'name']);
const WORD_KEYS = new Set(['reason', 'cause', 'why', 'stopped', 'how', 'status', 'threat', 'profile', 'element', 'kind', 'by']);
const PROV_NAME = new Map(PROVINCES.map((p) => [p.id, p.name]));
const SEA_BY_ID = new Map(SEAS.map((x) => [x.id, x]));

/** A table's word for a key, if it has one (tables are indexed by engine values). */
const get = (table: Record<string, string>, key: string): string | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export function humanize(id: string): string {
  return id.replace(/_/g, ' ').replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}

/**
 * Characters raised in the match are named by the engine "<Clan> <role> <n>" ("Shisuke military
 * 7"): the role is put in the reader's language.
 */
export function localName(W: GameWords, name: string): string {
  const m = /^(\S+) ([a-z]+) (\d+)$/.exec(name);
  const role = m ? get(W.role, m[2]!) : undefined;
  return m && role ? `${m[1]} ${role} ${m[3]}` : name;
}

/** A province by its id, in the reader's language (provinces keep their Japanese names). */
export function provinceName(W: GameWords, id: string): string | null {
  return get(W.placeName, id) ?? PROV_NAME.get(id) ?? null;
}
/** A sea by its id: the data's English or French name, or the words' (German). */
export function seaName(W: GameWords, id: string, lang: Lang): string | null {
  const sea = SEA_BY_ID.get(id);
  if (!sea) return null;
  return get(W.sea, id) ?? (lang === 'fr' ? sea.nameFr : sea.name);
}
/** A ritual by its id (the words carry the names, so that the browser needs no ritual data). */
export function ritualName(W: GameWords, id: string): string | null {
  return get(W.ritual, id) ?? null;
}
function placeName(W: GameWords, id: string, lang: Lang): string | null {
  return provinceName(W, id) ?? seaName(W, id, lang);
}
/** "joroya-2" → "army 2 (Joroya)" (army ids are the clan's id and a number). */
function armyName(W: GameWords, id: string): string {
  const m = /^([a-z]+)-(\d+)$/.exec(id);
  if (!m) return humanize(id);
  return `${W.word.army} ${m[2]} (${humanize(m[1]!)})`;
}
/** A reason, cause or status: its words, "(already wounded)" kept apart; never an engine value on a French or German line. */
function valueWords(W: GameWords, v: string, lang: Lang): string {
  const paren = /^(.*) \((.*)\)$/.exec(v);
  if (paren) return `${valueWords(W, paren[1]!, lang)} (${valueWords(W, paren[2]!, lang)})`;
  return get(W.value, v) ?? (lang === 'en' ? v.replace(/-/g, ' ') : W.word.unknown);
}
/** A row of an order sheet ("char:kibe_subaru", "army:2", "prov:kai", "fleets"). */
function unitName(W: GameWords, u: string, lang: Lang): string {
  const c = u.indexOf(':');
  const kind = c < 0 ? u : u.slice(0, c), id = u.slice(c + 1);
  if (kind === 'char') return humanize(id);
  if (kind === 'army') return `${W.word.army} ${id}`;
  if (kind === 'prov') return placeName(W, id, lang) ?? humanize(id);
  if (kind === 'break-alliances') return W.word.alliances;
  return W.word.fleets;
}

function fmt(W: GameWords, key: string, v: unknown, seatNames: string[], lang: Lang): string {
  if (v === null || v === undefined) return '?';
  if (key === 'changed' && Array.isArray(v)) return String(v.length);
  if (Array.isArray(v)) return v.map((x) => fmt(W, key, x, seatNames, lang)).join(key === 'path' ? ' → ' : ', ');
  if (typeof v === 'number') {
    if (CLAN_KEYS.has(key) || key === 'to') return seatNames[v] ?? (v < 0 ? W.minorPower.clan : `${W.word.clan} ${v + 1}`);
    return String(v);
  }
  if (typeof v === 'string') {
    if (key === 'name') return localName(W, v);
    if (key === 'outcome') return get(W.outcome, v) ?? valueWords(W, v, lang);
    if (key === 'winner') return get(W.winner, v) ?? humanize(v);
    if (key === 'minor') return get(W.minorPower, v) ?? valueWords(W, v, lang);
    if (key === 'order') return get(W.orderKind, v) ?? valueWords(W, v, lang);
    if (key === 'ritual') return ritualName(W, v) ?? humanize(v);
    if (key === 'army' || key === 'defenderArmies') return armyName(W, v);
    if (key === 'units') return unitName(W, v, lang);
    if (PLACE_KEYS.has(key)) { const p = placeName(W, v, lang); if (p) return p; }
    if (WORD_KEYS.has(key) || key === 'to') { if (get(W.value, v) || !CHAR_KEYS.has(key)) return valueWords(W, v, lang); }
    return humanize(v);
  }
  if (typeof v === 'object' && key === 'score') { const o = v as { a: number; d: number }; return `${o.a}–${o.d}`; }
  return '?';
}

const fill = (line: string, values: Record<string, string>) => line.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export function describeEventIn(W: GameWords, e: GameEvent, lang: Lang, seatNames: string[]): string {
  const t = get(W.event, e.type);
  if (!t) return e.type;
  const line = t.replace(/\{(\w+)\}/g, (_, k: string) => fmt(W, k, (e as Record<string, unknown>)[k], seatNames, lang));
  // A line that opens on an army ("army 2 (Joroya) …") starts with a capital; names are left as they are.
  return t.startsWith('{army}') ? line.charAt(0).toUpperCase() + line.slice(1) : line;
}

export function describeMoveIn(W: GameWords, m: NihonMove, lang: Lang): string {
  const M = W.move;
  switch (m.type) {
    // An empty sheet is how the board clears the whole draft.
    case 'submit-orders': return Object.keys(m.sheet ?? {}).length ? M.submitSheet : M.clearSheet;
    case 'order': return fill(M.order, { unit: unitName(W, m.unit, lang) });
    case 'clear-order': return fill(M.clearOrder, { unit: unitName(W, m.unit, lang) });
    case 'mark-final': return M.markFinal;
    case 'unmark-final': return M.unmarkFinal;
    case 'abandon': return M.abandon;
    case 'resolve-now': return M.resolveNow;
    case 'abandon-clan': {
      // The referee's console lists every outcome of the rulebook: name it, with its detail.
      const r = m.role;
      const role = get(W.abandonRole, r.role) ?? r.role;
      const place = (p: string) => placeName(W, p, lang) ?? humanize(p);
      const detail = r.role === 'new-clan' ? `: ${r.provinces.map(place).join(', ')}` : r.role === 'rebel' ? `: ${r.tribe === 'ainu' ? 'Ainu' : 'Emishi'}` : r.role === 'exile' && r.army ? `: ${r.army.samurai} ${W.word.samurai}, ${place(r.army.province)}` : '';
      return fill(M.abandonClan, { n: String(m.seat + 1), role, detail });
    }
    case 'set-teppo': return fill(M.teppo, { n: String(m.seat + 1) });
  }
  return (m as { type: string }).type;
}
