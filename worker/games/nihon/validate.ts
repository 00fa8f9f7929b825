/**
 * Order-sheet validation, field by field, against what the clan knows now. Every invalid field gets a
 * precise reason and a rule id. A target the clan cannot see is never checked against its hidden
 * position (that would leak it): such orders are accepted and may fail at resolution.
 */
import { MAP_RULES } from './data/map';
import { RITUAL_BY_ID } from './data/rituals';
import type { MapIndex } from './map-index';
import { R } from './rule-ids';
import { allied, clanIndex, friendlyProv, mapOf, provResource, standsFree } from './rules';
import { CHAR_ORDER_KINDS, DAIMYO_ORDERS, GIFT_RES, RES_KINDS, type ArmyEntry, type CharOrder, type NihonState, type OrderSheet, type SheetError } from './types';
import { seesChar } from './vision';
import { own } from '../../engine/own';

export const MAX_ARMIES = 9;
export const MAX_CHARACTERS = 10;
export const MOVE_POINTS = 3;

export interface PathInfo { ok: boolean; error?: string; index?: number; total: number; exhausted: boolean }

/** Check a path of 1..4 contiguous nodes with the 3 movement points rule (FR 457-489). */
export function checkPath(map: MapIndex, start: string, path: unknown): PathInfo {
  if (!Array.isArray(path) || path.length < 1 || path.length > 4) return { ok: false, error: 'a path lists 1 to 4 provinces or seas', total: 0, exhausted: false };
  let at = start, mp = MOVE_POINTS, total = 0;
  for (let i = 0; i < path.length; i++) {
    const n = path[i];
    if (typeof n !== 'string' || !(map.isProv(n) || map.isSea(n))) return { ok: false, error: `step ${i + 1}: unknown province or sea "${String(n)}"`, index: i, total, exhausted: false };
    if (n === MAP_RULES.jadeCourt) return { ok: false, error: `step ${i + 1}: no army may enter the Jade Court`, index: i, total, exhausted: false };
    if (!map.edge(at, n)) return { ok: false, error: n === MAP_RULES.capital ? `step ${i + 1}: Heian is entered only from Yamato` : `step ${i + 1}: ${n} is not adjacent to ${at}`, index: i, total, exhausted: false };
    if (mp < 1) return { ok: false, error: `step ${i + 1}: no movement point left before entering ${n}`, index: i, total, exhausted: false };
    const c = map.cost(n);
    mp -= c; total += c; at = n;
  }
  return { ok: true, total, exhausted: total > MOVE_POINTS };
}

function isInt(v: unknown, min = 0, max = 999): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** The province a character stands in as far as the clan knows (undefined when unseen). */
function knownProv(s: NihonState, clan: number, id: string): string | undefined {
  return seesChar(s, clan, id) ? own(s.chars, id)!.prov : undefined;
}

export function validateSheet(s: NihonState, clan: number, sheet: unknown): SheetError[] {
  const errs: SheetError[] = [];
  const err = (field: string, code: string, message: string, rule: string) => errs.push({ field, code, message, rule });
  if (typeof sheet !== 'object' || sheet === null || Array.isArray(sheet)) { err('', 'not-an-object', 'an order sheet is an object', R.sheet); return errs; }
  const sh = sheet as OrderSheet;
  const allowed = ['characters', 'armies', 'fleets', 'temporaryFleet', 'provinces', 'breakAlliances'];
  for (const k of Object.keys(sh)) if (!allowed.includes(k)) err(k, 'unknown-field', `unknown field "${k}"`, R.sheet);
  const map = mapOf(s);
  const me = s.clans[clan]!;

  // ---- nominations first (needed to check orders that target new armies)
  const newArmies = new Map<string, string>();
  const generals = new Map<string, string>();
  if (sh.armies !== undefined) {
    if (typeof sh.armies !== 'object' || sh.armies === null) err('armies', 'not-an-object', 'armies is an object keyed by army number', R.sheet);
    else for (const [no, e] of Object.entries(sh.armies)) {
      const f = `armies.${no}`;
      if (!/^[1-9]$/.test(no)) { err(f, 'bad-army-number', 'armies are numbered 1 to 9', R.armyLimit); continue; }
      if (typeof e !== 'object' || e === null) { err(f, 'not-an-object', 'an army entry is an object', R.sheet); continue; }
      validateArmy(s, clan, no, e, f, err, newArmies, generals);
    }
  }
  const governors = new Map<string, string>();
  if (sh.provinces !== undefined) {
    if (typeof sh.provinces !== 'object' || sh.provinces === null) err('provinces', 'not-an-object', 'provinces is an object keyed by province id', R.sheet);
    else for (const [pid, e] of Object.entries(sh.provinces)) {
      const f = `provinces.${pid}`;
      const p = own(s.provs, pid);
      if (!p) { err(f, 'unknown-province', `unknown province "${pid}"`, R.sheet); continue; }
      if (p.ctrl !== clan) { err(f, 'not-your-province', `${pid} is not a province of your clan`, R.provinceOrder); continue; }
      if (typeof e !== 'object' || e === null) { err(f, 'not-an-object', 'a province entry is an object', R.sheet); continue; }
      for (const k of Object.keys(e)) if (!['governor', 'order', 'destroyCastle'].includes(k)) err(`${f}.${k}`, 'unknown-field', `unknown field "${k}"`, R.sheet);
      if (e.governor !== undefined) {
        const g = own(s.chars, e.governor);
        if (typeof e.governor !== 'string' || !g || g.clan !== clan || g.hostageOf !== undefined) err(`${f}.governor`, 'not-your-character', 'the governor must be a free character of your clan', R.governor);
        else if (g.prov !== pid) err(`${f}.governor`, 'not-in-province', `${g.name} is not in ${pid}`, R.governor);
        else if (g.wounded) err(`${f}.governor`, 'wounded', `${g.name} is wounded and cannot govern`, R.charWounded);
        else if (governors.has(e.governor)) err(`${f}.governor`, 'two-provinces', `${g.name} is already named governor of ${governors.get(e.governor)}`, R.governor);
        else governors.set(e.governor, pid);
      }
      if (e.order !== undefined) {
        if (!['castle', 'ashigaru', 'taxes', 'negotiate'].includes(e.order as string)) err(`${f}.order`, 'unknown-order', `unknown province order "${String(e.order)}"`, R.sheet);
        else if (!p.gov && e.governor === undefined) err(`${f}.order`, 'no-governor', `${pid} has no governor: a province acts only with a governor present`, R.provinceOrder);
        else if (e.order === 'castle' && p.castle >= 3) err(`${f}.order`, 'castle-complete', `${pid} already has a castle`, R.castleBuild);
        else if (e.order === 'negotiate' && p.revolt === 0) err(`${f}.order`, 'no-revolt', `${pid} is not in revolt`, R.negotiate);
      }
      if (e.destroyCastle !== undefined && typeof e.destroyCastle !== 'boolean') err(`${f}.destroyCastle`, 'not-a-boolean', 'destroyCastle is true or false', R.sheet);
      else if (e.destroyCastle && p.castle === 0) err(`${f}.destroyCastle`, 'no-castle', `${pid} has no castle or construction`, R.castleDestroy);
    }
  }

  // ---- characters
  if (sh.characters !== undefined) {
    if (typeof sh.characters !== 'object' || sh.characters === null) err('characters', 'not-an-object', 'characters is an object keyed by character id', R.sheet);
    else for (const [id, o] of Object.entries(sh.characters)) validateCharOrder(s, clan, id, o, `characters.${id}`, err, newArmies);
  }

  // ---- fleets
  if (sh.temporaryFleet !== undefined && typeof sh.temporaryFleet !== 'boolean') err('temporaryFleet', 'not-a-boolean', 'temporaryFleet is true or false', R.sheet);
  if (sh.fleets !== undefined) {
    if (!Array.isArray(sh.fleets)) err('fleets', 'not-a-list', 'fleets is a list', R.sheet);
    else {
      if (sh.fleets.length > 12) err('fleets', 'too-many', 'at most 12 fleets', R.fleetCount);
      sh.fleets.forEach((fl, i) => {
        const f = `fleets[${i}]`;
        if (typeof fl !== 'object' || fl === null) { err(f, 'not-an-object', 'a fleet is an object', R.sheet); return; }
        const sea = own(map.sea, fl.sea);
        if (!sea) { err(`${f}.sea`, 'unknown-sea', `unknown sea "${String(fl.sea)}"`, R.fleetPlace); return; }
        if (!['raid', 'supremacy', 'transport'].includes(fl.order)) { err(`${f}.order`, 'unknown-order', 'a fleet order is raid, supremacy or transport', R.fleetPlace); return; }
        if (fl.order === 'raid') {
          if (typeof fl.target !== 'string' || !sea.coasts.includes(fl.target)) err(`${f}.target`, 'not-coastal', `a raid targets a coastal province of ${fl.sea}`, R.fleetRaid);
          else if (own(s.provs, fl.target)!.ctrl === clan) err(`${f}.target`, 'own-province', 'a fleet does not raid its own province', R.fleetRaid);
        } else if (fl.target !== undefined) err(`${f}.target`, 'no-target', 'only raid fleets have a target', R.fleetPlace);
      });
    }
  }
  if (sh.breakAlliances !== undefined) {
    if (!Array.isArray(sh.breakAlliances)) err('breakAlliances', 'not-a-list', 'breakAlliances lists clan ids', R.sheet);
    else sh.breakAlliances.forEach((cid, i) => {
      const j = typeof cid === 'string' ? clanIndex(s, cid) : -1;
      if (j < 0 || !me.allies.includes(j)) err(`breakAlliances[${i}]`, 'not-allied', `you are not allied with "${String(cid)}"`, R.breakAlliance);
    });
  }
  return errs;
}

function validateArmy(s: NihonState, clan: number, no: string, e: ArmyEntry, f: string, err: (f: string, c: string, m: string, r: string) => void, newArmies: Map<string, string>, generals: Map<string, string>): void {
  const map = mapOf(s);
  const id = `${s.clans[clan]!.id}-${no}`;
  const a = own(s.armies, id);
  for (const k of Object.keys(e)) if (!['create', 'general', 'recruit', 'dismiss', 'order'].includes(k)) err(`${f}.${k}`, 'unknown-field', `unknown field "${k}"`, R.sheet);
  let at: string | undefined = a?.prov;
  if (e.create !== undefined) {
    if (a) err(`${f}.create`, 'army-exists', `army ${no} is already in play`, R.armyCreate);
    else if (typeof e.create !== 'string' || own(s.provs, e.create)?.ctrl !== clan) err(`${f}.create`, 'not-your-province', 'an army is created in a province of your clan', R.armyCreate);
    else { at = e.create; newArmies.set(id, e.create); }
  } else if (!a) { err(f, 'no-army', `army ${no} does not exist: name the province where it is created`, R.armyCreate); return; }
  if (!at) return;
  if (e.general !== undefined) {
    const g = own(s.chars, e.general);
    if (typeof e.general !== 'string' || !g || g.clan !== clan || g.hostageOf !== undefined) err(`${f}.general`, 'not-your-character', 'the general must be a free character of your clan', R.general);
    else if (g.prov !== at) err(`${f}.general`, 'not-in-province', `${g.name} is not in ${at}`, R.general);
    else if (g.wounded) err(`${f}.general`, 'wounded', `${g.name} is wounded and cannot command`, R.charWounded);
    else if (generals.has(e.general)) err(`${f}.general`, 'two-armies', `${g.name} is already named general of army ${generals.get(e.general)}`, R.general);
    else generals.set(e.general, no);
  }
  if (e.recruit !== undefined) {
    if (typeof e.recruit !== 'object' || e.recruit === null) err(`${f}.recruit`, 'not-an-object', 'recruit is {samurai, ronin, ashigaru}', R.sheet);
    else {
      for (const k of Object.keys(e.recruit)) if (!['samurai', 'ronin', 'ashigaru'].includes(k)) err(`${f}.recruit.${k}`, 'unknown-field', `unknown troop "${k}"`, R.armyRecruit);
      for (const k of ['samurai', 'ronin', 'ashigaru'] as const) {
        const v = e.recruit[k];
        if (v !== undefined && !isInt(v, 0, 50)) err(`${f}.recruit.${k}`, 'bad-number', `${k} is a whole number from 0 to 50`, R.armyRecruit);
      }
      if (((e.recruit.samurai ?? 0) > 0 || (e.recruit.ashigaru ?? 0) > 0) && !friendlyProv(s, clan, at)) err(`${f}.recruit`, 'not-friendly', `samurai and ashigaru join an army only in a friendly province (${at} is not)`, R.armyRecruit);
    }
  }
  if (e.dismiss !== undefined && (!isInt(e.dismiss, 0, 99) || e.dismiss > (a?.sam ?? 0))) err(`${f}.dismiss`, 'bad-number', `dismiss at most the ${a?.sam ?? 0} samurai of the army`, R.armyDismiss);
  if (e.order !== undefined) {
    const o = e.order as { kind?: unknown; path?: unknown };
    if (typeof o !== 'object' || o === null) err(`${f}.order`, 'not-an-object', 'an army order is an object', R.sheet);
    else if (o.kind === 'garrison') {
      if (own(s.provs, at)?.ctrl !== clan) err(`${f}.order`, 'not-your-province', `a garrison stands in a province of your clan (${at} is not)`, R.armyGarrison);
    } else if (o.kind === 'move' || o.kind === 'crush' || o.kind === 'attack') {
      const pi = checkPath(map, at, o.path);
      if (!pi.ok) err(`${f}.order.path${pi.index !== undefined ? `[${pi.index}]` : ''}`, 'bad-path', pi.error!, R.armyPath);
      else {
        const last = (o.path as string[])[(o.path as string[]).length - 1]!;
        if (o.kind === 'attack' && !map.isProv(last)) err(`${f}.order.path`, 'attack-at-sea', 'the final step of an attack is a province', R.armyAttack);
        if (o.kind === 'attack' && map.isProv(last) && own(s.provs, last)!.ctrl === clan) err(`${f}.order.path`, 'attack-own', `${last} is already yours`, R.armyAttack);
        if (o.kind === 'crush' && !map.isProv(last)) err(`${f}.order.path`, 'crush-at-sea', 'the final step of a repression is a province', R.armyCrush);
      }
    } else err(`${f}.order.kind`, 'unknown-order', 'an army order is garrison, move, crush or attack', R.sheet);
  }
}

function validateCharOrder(s: NihonState, clan: number, id: string, o: CharOrder, f: string, err: (f: string, c: string, m: string, r: string) => void, newArmies: Map<string, string>): void {
  const map = mapOf(s);
  const me = s.clans[clan]!;
  const c = own(s.chars, id);
  if (!c || c.clan !== clan) { err(f, 'not-your-character', `"${id}" is not a character of your clan`, R.sheetOne); return; }
  if (c.hostageOf !== undefined) { err(f, 'hostage', `${c.name} is a hostage and cannot act`, R.hostage); return; }
  if (typeof o !== 'object' || o === null || !CHAR_ORDER_KINDS.includes(o.kind)) { err(`${f}.kind`, 'unknown-order', `unknown order "${String((o as { kind?: unknown })?.kind)}"`, R.sheet); return; }
  const free = standsFree(s, id) || s.settings.armyMembersAct;
  const needFree = () => { if (!free) { err(f, 'inside-army', `${c.name} is inside an army or guarding: he cannot act in the province without first leaving (order "move")`, R.charInArmy); return false; } return true; };
  const daimyoAlive = Object.values(s.chars).some((x) => x.clan === clan && x.daimyo);
  if (DAIMYO_ORDERS.includes(o.kind) && !c.daimyo && !(o.kind === 'promote' && !daimyoAlive)) { err(f, 'not-daimyo', `only the daimyo gives the order "${o.kind}"`, R.promote); return; }
  const prov = (p: unknown, field = `${f}.province`): p is string => { if (typeof p !== 'string' || !own(s.provs, p)) { err(field, 'unknown-province', `unknown province "${String(p)}"`, R.sheet); return false; } return true; };
  const targetChar = (t: unknown, field = `${f}.target`): boolean => {
    if (typeof t !== 'string' || t === id) { err(field, 'bad-target', 'name another character', R.sheet); return false; }
    const kp = own(s.chars, t) ? knownProv(s, clan, t) : undefined;
    if (kp !== undefined && kp !== c.prov) { err(field, 'not-same-province', `${own(s.chars, t)!.name} is not in ${c.prov}`, R.charLocation); return false; }
    return true;
  };
  switch (o.kind) {
    case 'aggress': case 'assassinate': case 'corrupt':
      if (needFree()) targetChar(o.target);
      return;
    case 'incite': case 'sabotage': case 'spy': case 'seek-minor': case 'seek-friendship': case 'annex': {
      if (!prov(o.province) || !needFree()) return;
      if (o.province !== c.prov) { err(`${f}.province`, 'not-there', `${c.name} must stand in ${o.province}`, R.charLocation); return; }
      const p = own(s.provs, o.province)!;
      if (o.kind === 'incite' && (p.ctrl < 0 || p.ctrl === clan)) err(`${f}.province`, 'not-a-rival-province', 'revolts only concern provinces of other major clans', R.incite);
      if (o.kind === 'seek-minor' && (p.ctrl >= 0 || !['clan', 'temple', 'tribe', 'nanban'].includes(p.minor ?? ''))) err(`${f}.province`, 'not-a-minor', `${o.province} is not held by a minor clan, temple or tribe`, R.seekMinor);
      if (o.kind === 'seek-friendship') {
        if (p.ctrl >= 0) err(`${f}.province`, 'not-neutral', `${o.province} is not neutral`, R.friendship);
        else if (p.ally !== undefined && p.ally !== clan) err(`${f}.province`, 'allied-elsewhere', `${o.province} is allied with another clan`, R.friendship);
        else if (c.t[3] < 1) err(f, 'diplomacy', `${c.name} needs Diplomacy 1`, R.friendship);
      }
      if (o.kind === 'annex') {
        if (p.ctrl >= 0 || !(p.minor === 'clan' || p.minor === 'nanban')) err(`${f}.province`, 'not-a-minor-clan', 'only a minor clan (not a temple or tribe) can be annexed', R.annex);
        else if (p.ally !== clan) err(`${f}.province`, 'not-allied', `${o.province} is not allied with your clan`, R.annex);
        else if (provResource(s, o.province) || p.castle > 0) err(`${f}.province`, 'has-building-or-resource', `${o.province} has a building or a resource`, R.annex);
      }
      if (o.kind === 'sabotage' && p.ctrl === clan) err(`${f}.province`, 'own-province', 'sabotage targets another power\'s castle', R.sabotage);
      return;
    }
    case 'raid': {
      if (!prov(o.province) || !needFree()) return;
      if (!own(map.landAdj, c.prov)!.has(o.province)) err(`${f}.province`, 'not-adjacent', `${o.province} is not next to ${c.prov}`, R.raid);
      else if (own(s.provs, o.province)!.ctrl === clan) err(`${f}.province`, 'own-province', 'a raid targets another power\'s province', R.raid);
      return;
    }
    case 'seek-major': {
      const j = clanIndex(s, o.clan);
      if (j < 0 || j === clan || s.clans[j]!.status === 'abandoned') { err(`${f}.clan`, 'bad-clan', 'name another major clan in play', R.seekMajor); return; }
      if (!needFree()) return;
      if (c.t[3] < 1) err(f, 'diplomacy', `${c.name} needs Diplomacy 1`, R.seekMajor);
      else if (c.prov !== MAP_RULES.capital && own(s.provs, c.prov)!.ctrl !== j) err(f, 'not-there', `${c.name} must be at Heian or in a province of ${s.clans[j]!.name}`, R.seekMajor);
      return;
    }
    case 'gift': {
      if (!needFree()) return;
      if (c.t[3] < 1) { err(f, 'diplomacy', `${c.name} needs Diplomacy 1 to give`, R.gift); return; }
      const to = o.to as Record<string, unknown>;
      let toMajor = false;
      if (typeof to !== 'object' || to === null) { err(`${f}.to`, 'bad-target', 'to is {clan}, {minor} or {court: true}', R.gift); return; }
      if (typeof to.clan === 'string') {
        const j = clanIndex(s, to.clan);
        toMajor = true;
        if (j < 0 || j === clan) { err(`${f}.to`, 'bad-clan', 'name another major clan', R.gift); return; }
        const atHeian = c.prov === MAP_RULES.capital;
        if (!atHeian && own(s.provs, c.prov)!.ctrl !== j) { err(f, 'not-there', `${c.name} must be at Heian or in a province of ${s.clans[j]!.name}`, R.gift); return; }
        if (s.settings.giftsNeedRelation && !atHeian && !allied(s, clan, j)) { err(`${f}.to`, 'no-relation', `gifts go to allies, or are made at Heian`, R.gift); return; }
      } else if (typeof to.minor === 'string') {
        const p = own(s.provs, to.minor);
        if (!p || p.ctrl >= 0) { err(`${f}.to`, 'not-a-minor', `"${String(to.minor)}" is not a minor's province`, R.gift); return; }
        if (c.prov !== to.minor) { err(f, 'not-there', `${c.name} must stand in ${to.minor}`, R.gift); return; }
        if (s.settings.giftsNeedRelation && p.ally !== clan && !(p.friends ?? []).includes(clan)) { err(`${f}.to`, 'no-relation', 'gifts go to an allied or friendly minor', R.gift); return; }
      } else if (to.court === true) {
        if (c.prov !== MAP_RULES.capital) { err(f, 'not-there', `${c.name} must be at Heian`, R.gift); return; }
      } else { err(`${f}.to`, 'bad-target', 'to is {clan}, {minor} or {court: true}', R.gift); return; }
      let any = false;
      if (o.koku !== undefined) { if (!isInt(o.koku, 0, 500)) err(`${f}.koku`, 'bad-number', 'koku is a whole number', R.gift); else any ||= o.koku > 0; }
      if (o.resources !== undefined) {
        if (typeof o.resources !== 'object' || o.resources === null) err(`${f}.resources`, 'not-an-object', 'resources is {kind: count}', R.gift);
        else for (const [k, v] of Object.entries(o.resources)) {
          if (!GIFT_RES.includes(k as never)) err(`${f}.resources.${k}`, 'not-giftable', `"${k}" cannot be given (${GIFT_RES.join(', ')})`, R.gift);
          else if (!isInt(v, 0, 20)) err(`${f}.resources.${k}`, 'bad-number', 'a whole number', R.gift);
          else any ||= v > 0;
        }
      }
      if (o.hostage !== undefined) {
        const h = own(s.chars, o.hostage);
        if (!toMajor) err(`${f}.hostage`, 'to-major-only', 'hostages are given to major clans', R.hostage);
        else if (!h || h.clan !== clan || h.hostageOf !== undefined || o.hostage === id) err(`${f}.hostage`, 'bad-hostage', 'a hostage is another free character of your clan', R.hostage);
        else if (h.prov !== c.prov) err(`${f}.hostage`, 'not-there', `${h.name} must be with the giver`, R.hostage);
        else if (h.daimyo) err(`${f}.hostage`, 'daimyo', 'the daimyo cannot be given as a hostage', R.hostage);
        else any = true;
      }
      if (o.ritual !== undefined) {
        if (!toMajor) err(`${f}.ritual`, 'to-major-only', 'rituals are taught only to major clans', R.ritualKnown);
        else if (!me.rituals.includes(o.ritual)) err(`${f}.ritual`, 'unknown-ritual', `your clan does not know "${o.ritual}"`, R.ritualKnown);
        else any = true;
      }
      if (!any) err(f, 'empty-gift', 'a gift gives koku, resources, a hostage or a ritual', R.gift);
      return;
    }
    case 'move':
      if (prov(o.province) && o.province === MAP_RULES.jadeCourt) err(`${f}.province`, 'jade-court', 'nobody enters the Jade Court', R.move);
      return;
    case 'heal':
      return;
    case 'join': {
      const a = own(s.armies, o.army);
      const at = a && a.clan === clan ? a.prov : newArmies.get(o.army);
      if (!at) err(`${f}.army`, 'not-your-army', `"${String(o.army)}" is not an army of your clan`, R.join);
      else if (at !== c.prov) err(`${f}.army`, 'not-same-province', `the army is in ${at}, ${c.name} in ${c.prov}`, R.join);
      else if (c.army === o.army) err(`${f}.army`, 'already-there', `${c.name} is already in that army`, R.join);
      return;
    }
    case 'protect': {
      const t = own(s.chars, o.target);
      if (!t || t.clan !== clan || o.target === id || t.hostageOf !== undefined) err(`${f}.target`, 'bad-target', 'a bodyguard protects another free character of his clan', R.protect);
      else if (t.prov !== c.prov) err(`${f}.target`, 'not-same-province', `${t.name} is not in ${c.prov}`, R.protect);
      else if (t.guards) err(`${f}.target`, 'is-guard', `${t.name} is himself a bodyguard`, R.protect);
      else if (Object.values(s.chars).some((x) => x.guards === o.target && x.id !== id)) err(`${f}.target`, 'has-protector', `${t.name} already has a protector`, R.protect);
      return;
    }
    case 'ritual':
      validateRitual(s, clan, id, o, f, err, needFree);
      return;
    case 'give-province': {
      if (!prov(o.province)) return;
      if (own(s.provs, o.province)!.ctrl !== clan) { err(`${f}.province`, 'not-your-province', `${o.province} is not yours`, R.giveProvince); return; }
      const to = o.to as Record<string, unknown>;
      if (typeof to?.clan === 'string') { const j = clanIndex(s, to.clan); if (j < 0 || j === clan || s.clans[j]!.status === 'abandoned') err(`${f}.to`, 'bad-clan', 'name another major clan in play', R.giveProvince); }
      else if (to?.minor !== 'clan' && to?.minor !== 'temple') err(`${f}.to`, 'bad-beneficiary', 'the beneficiary is a major clan, a minor clan or a temple', R.giveProvince);
      return;
    }
    case 'execute-hostages': case 'release-hostages': {
      const j = clanIndex(s, o.clan);
      if (j < 0 || !me.hostages.some((h) => own(s.chars, h)?.clan === j)) err(`${f}.clan`, 'no-hostage', `you hold no hostage of "${String(o.clan)}"`, R.hostage);
      return;
    }
    case 'pilgrimage':
      if (!prov(o.province)) return;
      if (provResource(s, o.province) !== 'sanctuary') err(`${f}.province`, 'no-sanctuary', `${o.province} has no sanctuary`, R.pilgrimage);
      else if (s.settings.pilgrimagePresence && o.province !== c.prov) err(`${f}.province`, 'not-there', `the daimyo must stand in ${o.province}`, R.pilgrimage);
      return;
    case 'promote': {
      const mine = Object.values(s.chars).filter((x) => x.clan === clan);
      if (!['civil', 'military', 'holyman', 'daimyo'].includes(o.profile)) err(`${f}.profile`, 'bad-profile', 'profile is civil, military, holyman or daimyo', R.promote);
      else if (o.profile === 'holyman' && mine.some((x) => x.role === 'holyman')) err(`${f}.profile`, 'holyman-alive', 'a holy man is promoted only when the clan has none', R.promote);
      else if (o.profile === 'daimyo' && daimyoAlive) err(`${f}.profile`, 'daimyo-alive', 'a daimyo is promoted only when he is dead', R.promote);
      if (mine.length >= 10) err(f, 'ten-characters', 'the clan already has 10 characters', R.promote);
      return;
    }
  }
}

function validateRitual(s: NihonState, clan: number, id: string, o: { ritual: string; target?: string; forget?: string }, f: string, err: (f: string, c: string, m: string, r: string) => void, needFree: () => boolean): void {
  const map = mapOf(s);
  const c = own(s.chars, id)!;
  const r = own(RITUAL_BY_ID, o.ritual);
  if (!r) { err(`${f}.ritual`, 'unknown-ritual', `unknown ritual "${String(o.ritual)}"`, R.ritual); return; }
  if (!s.clans[clan]!.rituals.includes(r.id)) { err(`${f}.ritual`, 'not-known', `your clan does not know ${r.name}`, R.ritualKnown); return; }
  const piety = c.t[4];
  if (piety < r.minPiety) { err(f, 'piety', `${c.name} needs Piety ${r.minPiety} for ${r.name}`, R.ritual); return; }
  const t = o.target;
  switch (r.target) {
    case 'character':
      if (typeof t !== 'string' || !own(s.chars, t)) err(`${f}.target`, 'bad-target', 'name a character', R.ritual);
      else if (r.id === 'eveil') {
        const tc = own(s.chars, t)!;
        if (tc.prov !== c.prov || provResource(s, c.prov) !== 'sanctuary') err(f, 'not-there', 'caster and target stand in a sanctuary province', R.eveil);
        else if (tc.t[4] > 2) err(`${f}.target`, 'piety', 'the target has Piety 0 to 2', R.eveil);
      }
      return;
    case 'army': {
      const a = typeof t === 'string' ? own(s.armies, t) : undefined;
      if (!a) { err(`${f}.target`, 'bad-target', 'name an army', R.ritual); return; }
      if (r.id === 'armee_morts' && a.clan !== clan) { err(`${f}.target`, 'not-your-army', 'an army of your clan', R.armeeMorts); return; }
      if (a.clan === clan || seesArmy(s, clan, a.id)) { if (a.prov !== c.prov) err(`${f}.target`, 'not-same-province', `the army is not in ${c.prov}`, R.ritual); }
      if (r.id !== 'armee_morts' && a.clan !== clan && !allied(s, clan, a.clan)) err(`${f}.target`, 'not-friendly', 'this ritual helps an army of your clan or an ally', R.ritual);
      return;
    }
    case 'sea': {
      const sea = typeof t === 'string' ? own(map.sea, t) : undefined;
      if (!sea) { err(`${f}.target`, 'bad-target', 'name a sea', R.kamiKaze); return; }
      if (!needFree()) return;
      if (!own(map.prov, c.prov)!.coasts.includes(sea.id)) err(`${f}.target`, 'not-coastal', `${c.prov} is not a coast of ${sea.id}`, R.kamiKaze);
      else if (piety < (sea.waves === 'big' ? 3 : 2)) err(f, 'piety', `Kami Kaze on ${sea.waves} waves needs Piety ${sea.waves === 'big' ? 3 : 2}`, R.kamiKaze);
      return;
    }
    case 'province': {
      if (typeof t !== 'string' || !own(s.provs, t)) { err(`${f}.target`, 'bad-target', 'name a province', R.ritual); return; }
      if (!needFree()) return;
      const near = t === c.prov || own(map.landAdj, c.prov)!.has(t);
      if (r.id === 'tyran') {
        if (!(map.riverProvs.has(c.prov) || [...own(map.landAdj, c.prov)!].some((x) => map.riverProvs.has(x)))) err(f, 'no-river', `${c.prov} is neither on nor next to a river or lake`, R.tyran);
        return;
      }
      if (!near) { err(`${f}.target`, 'too-far', `${t} is neither ${c.prov} nor next to it`, R.ritual); return; }
      const terr = own(map.prov, t)!.terrain;
      const need = terr === 'difficult' ? 2 : terr === 'rough' ? 3 : s.settings.fortressOnPlains ? 3 : 99;
      if (need === 99) err(`${f}.target`, 'plain', `${r.name} cannot be cast on a plain`, r.id === 'dragon' ? R.dragon : R.forteresse);
      else if (piety < need) err(f, 'piety', `${r.name} on ${terr} terrain needs Piety ${need}`, r.id === 'dragon' ? R.dragon : R.forteresse);
      return;
    }
    case 'province-or-character':
      if (typeof t !== 'string' || (!own(s.provs, t) && !own(s.chars, t))) err(`${f}.target`, 'bad-target', 'name a province or a character', R.vision);
      return;
    case 'clan-ritual': {
      const j = typeof t === 'string' ? clanIndex(s, t) : -1;
      if (j < 0 || j === clan) err(`${f}.target`, 'bad-clan', 'name another major clan', R.oubli);
      else if (typeof o.forget !== 'string' || !own(RITUAL_BY_ID, o.forget) || own(RITUAL_BY_ID, o.forget)!.level >= piety) err(`${f}.forget`, 'bad-ritual', 'name a ritual of level below the caster\'s Piety', R.oubli);
      else if (provResource(s, c.prov) !== 'sanctuary') err(f, 'not-there', 'the caster stands in a sanctuary province', R.oubli);
      return;
    }
    case 'none':
      if (r.id === 'lire_avenir' && provResource(s, c.prov) !== 'sanctuary') err(f, 'not-there', 'the caster stands in a sanctuary province', R.lireAvenir);
      return;
  }
}

function seesArmy(s: NihonState, clan: number, id: string): boolean {
  const a = own(s.armies, id)!;
  const i = mapOf(s).provIndex[a.prov]!;
  return (s.vision[clan]?.charCodeAt(i) ?? 48) - 48 >= 1;
}

export { RES_KINDS };
