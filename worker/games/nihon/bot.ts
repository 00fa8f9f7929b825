/**
 * The built-in bot: random but valid order sheets. Candidate orders are drawn from what the clan
 * knows; the sheet is then validated and every invalid entry dropped, so the result always passes
 * `validateSheet`.
 */
import { MAP_RULES } from './data/map';
import { RITUAL_BY_ID } from './data/rituals';
import { allied, clanChars, friendlyProv, loanFloor, mapOf, standsFree } from './rules';
import type { ArmyEntry, CharOrder, FleetEntry, NihonState, OrderSheet, ProvinceEntry } from './types';
import { checkPath, validateSheet } from './validate';
import { seesChar, visionOf } from './vision';

type Rnd = () => number;
const pick = <T>(r: Rnd, xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(r() * xs.length)] : undefined);

/** `full`: order every character, army and governed province (used by the benchmark). */
export function randomSheet(s: NihonState, clan: number, r: Rnd, opts: { full?: boolean } = {}): OrderSheet {
  const map = mapOf(s);
  const me = s.clans[clan]!;
  const cid = me.id;
  const sheet: OrderSheet = { characters: {}, armies: {}, provinces: {}, fleets: [] };
  const mine = clanChars(s, clan).filter((c) => c.hostageOf === undefined);
  const ownProvs = Object.entries(s.provs).filter(([, p]) => p.ctrl === clan).map(([id]) => id);
  let budget = me.treasury + loanFloor(s) + 2 * ownProvs.length;
  const used = new Set<string>();
  // Fleets: ships resources of own provinces and allied minors.
  let ships = 0;
  for (const [pid, p] of Object.entries(s.provs)) if (map.prov[pid]!.resource === 'ships' && (p.ctrl === clan || (p.ctrl < 0 && p.ally === clan))) ships++;
  const coastSeas = [...new Set(ownProvs.flatMap((p) => map.prov[p]!.coasts))];
  const transportSeas = new Set<string>();
  let fleetCount = ships;
  if (coastSeas.length && budget > 12 && r() < 0.2) { sheet.temporaryFleet = true; fleetCount++; budget -= 3; }
  for (let i = 0; i < fleetCount && coastSeas.length; i++) {
    const sea = pick(r, coastSeas)!;
    const x = r();
    if (x < 0.45) { sheet.fleets!.push({ sea, order: 'transport' }); transportSeas.add(sea); }
    else if (x < 0.75) sheet.fleets!.push({ sea, order: 'supremacy' });
    else {
      const targets = map.sea[sea]!.coasts.filter((p) => s.provs[p]!.ctrl !== clan);
      const t = pick(r, targets);
      if (t) sheet.fleets!.push({ sea, order: 'raid', target: t } as FleetEntry);
    }
  }
  // Armies.
  const myArmies = Object.values(s.armies).filter((a) => a.clan === clan);
  for (const a of myArmies) {
    const e: ArmyEntry = {};
    const x = opts.full ? r() * 0.65 : r();
    if (x < 0.35) {
      const path = randomPath(s, a.prov, transportSeas, r);
      if (path) e.order = { kind: r() < 0.6 ? 'attack' : 'move', path };
      if (e.order && e.order.kind === 'attack' && s.provs[e.order.path[e.order.path.length - 1]!]?.ctrl === clan) e.order = { kind: 'move', path: e.order.path };
      if (e.order && e.order.kind === 'attack' && !map.isProv(e.order.path[e.order.path.length - 1]!)) e.order = { kind: 'move', path: e.order.path };
    } else if (x < 0.65 && s.provs[a.prov]!.ctrl === clan) e.order = { kind: 'garrison' };
    else if (x < 0.75 && s.provs[a.prov]!.revolt > 0) e.order = { kind: 'crush', path: [pick(r, map.edges[a.prov]!.filter((ed) => map.isProv(ed.to)).map((ed) => ed.to)) ?? a.prov].filter((p) => p !== a.prov) };
    if (e.order && 'path' in e.order && e.order.path.length === 0) delete e.order;
    if (opts.full && !e.order) e.order = s.provs[a.prov]!.ctrl === clan ? { kind: 'garrison' } : { kind: 'move', path: [map.edges[a.prov]!.find((ed) => map.isProv(ed.to) && ed.to !== MAP_RULES.jadeCourt)?.to ?? a.prov] };
    if (friendlyProv(s, clan, a.prov) && budget > a.sam + 4 && me.stress < me.reserve) {
      const n = Math.min(1 + Math.floor(r() * 3), budget - a.sam - 3);
      if (n > 0) { e.recruit = { samurai: n }; budget -= n; }
    }
    if (r() < 0.15 && budget > 6) { e.recruit = { ...(e.recruit ?? {}), ronin: 1 }; budget -= 2; }
    if (r() < 0.3 && friendlyProv(s, clan, a.prov)) e.recruit = { ...(e.recruit ?? {}), ashigaru: 1 + Math.floor(r() * 2) };
    if (r() < 0.05 && a.sam > 2) e.dismiss = 1;
    if (!a.general) {
      const g = pick(r, mine.filter((c) => c.prov === a.prov && !c.wounded && !used.has(c.id) && c.t[1] >= 1));
      if (g) { e.general = g.id; used.add(g.id); }
    }
    sheet.armies![String(a.no)] = e;
  }
  // New armies.
  const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !s.armies[`${cid}-${n}`]);
  if (free.length && ownProvs.length && budget > 6 && r() < 0.5 && me.stress + 2 < me.reserve) {
    const prov = pick(r, ownProvs)!;
    const n = Math.min(4, budget - 4);
    const e: ArmyEntry = { create: prov, recruit: { samurai: n } };
    const g = pick(r, mine.filter((c) => c.prov === prov && !c.wounded && !used.has(c.id) && c.t[1] >= 2));
    if (g) { e.general = g.id; used.add(g.id); }
    sheet.armies![String(free[0])] = e;
    budget -= n;
  }
  // Provinces.
  for (const pid of ownProvs) {
    const p = s.provs[pid]!;
    const e: ProvinceEntry = {};
    let gov = p.gov;
    if (!gov || !s.chars[gov]) {
      const g = pick(r, mine.filter((c) => c.prov === pid && !c.wounded && !used.has(c.id)));
      if (g) { e.governor = g.id; gov = g.id; used.add(g.id); }
    } else used.add(gov);
    if (gov) {
      if (p.revolt > 0) e.order = 'negotiate';
      else if (p.castle < 3 && budget > 14 && r() < 0.2) { e.order = 'castle'; budget -= 2; }
      else e.order = r() < 0.7 ? 'taxes' : 'ashigaru';
    }
    if (Object.keys(e).length) sheet.provinces![pid] = e;
  }
  // Characters.
  for (const c of mine) {
    if (used.has(c.id)) continue;
    if (Object.values(s.armies).some((a) => a.general === c.id) && r() < 0.9) continue;
    if (Object.values(s.provs).some((p) => p.gov === c.id) && r() < 0.9) continue;
    let o = randomCharOrder(s, clan, c.id, r, budget);
    for (let k = 0; opts.full && !o && k < 8; k++) o = randomCharOrder(s, clan, c.id, r, budget);
    if (opts.full && !o) o = { kind: 'spy', province: c.prov };
    if (o) {
      sheet.characters![c.id] = o;
      if (o.kind === 'gift') budget -= o.koku ?? 0;
      if (o.kind === 'corrupt' || o.kind === 'incite' || o.kind === 'seek-minor' || o.kind === 'pilgrimage') budget -= 1;
    }
  }
  if (me.allies.length && r() < 0.03) sheet.breakAlliances = [s.clans[me.allies[0]!]!.id];
  return cleanSheet(s, clan, sheet);
}

/** Drop every entry the validator rejects, until the sheet is clean. */
export function cleanSheet(s: NihonState, clan: number, sheet: OrderSheet): OrderSheet {
  for (let round = 0; round < 5; round++) {
    const errs = validateSheet(s, clan, sheet);
    if (!errs.length) return sheet;
    for (const e of errs) {
      const [head, key] = e.field.split(/[.[\]]/).filter(Boolean) as [string, string | undefined];
      if (head === 'characters' && key) delete sheet.characters![key];
      else if (head === 'armies' && key) {
        const rest = e.field.slice(`armies.${key}.`.length).split('.')[0];
        const entry = sheet.armies![key];
        if (entry && rest && rest in entry) delete (entry as Record<string, unknown>)[rest.replace(/\[.*/, '')];
        else delete sheet.armies![key];
      } else if (head === 'provinces' && key) delete sheet.provinces![key];
      else if (head === 'fleets') { const i = Number(key); if (Number.isInteger(i)) sheet.fleets!.splice(i, 1); else sheet.fleets = []; }
      else if (head === 'breakAlliances') delete sheet.breakAlliances;
      else if (head === 'temporaryFleet') delete sheet.temporaryFleet;
    }
  }
  return validateSheet(s, clan, sheet).length ? {} : sheet;
}

function randomPath(s: NihonState, start: string, transport: Set<string>, r: Rnd): string[] | null {
  const map = mapOf(s);
  const path: string[] = [];
  let at = start;
  const len = 1 + Math.floor(r() * 3);
  for (let i = 0; i < len; i++) {
    const opts = map.edges[at]!.filter((e) => (map.isProv(e.to) || transport.has(e.to)) && e.to !== MAP_RULES.jadeCourt && !path.includes(e.to) && e.to !== start);
    const n = pick(r, opts);
    if (!n) break;
    const trial = [...path, n.to];
    if (!checkPath(map, start, trial).ok) break;
    path.push(n.to);
    at = n.to;
  }
  while (path.length && map.isSea(path[path.length - 1]!)) path.pop();
  return path.length ? path : null;
}

function randomCharOrder(s: NihonState, clan: number, id: string, r: Rnd, budget: number): CharOrder | null {
  const map = mapOf(s);
  const c = s.chars[id]!;
  const me = s.clans[clan]!;
  if (c.wounded) return r() < 0.7 ? { kind: 'heal' } : null;
  const free = standsFree(s, id);
  const here = c.prov;
  const p = s.provs[here]!;
  const opts: (() => CharOrder | null)[] = [];
  const adj = [...map.landAdj[here]!];
  opts.push(() => ({ kind: 'move', province: pick(r, r() < 0.5 ? adj.length ? adj : [here] : Object.keys(s.provs).filter((x) => s.provs[x]!.ctrl === clan || x === MAP_RULES.capital))! }));
  const armiesHere = Object.values(s.armies).filter((a) => a.clan === clan && a.prov === here && a.id !== c.army);
  if (armiesHere.length) opts.push(() => ({ kind: 'join', army: pick(r, armiesHere)!.id }));
  if (free) {
    const enemies = Object.values(s.chars).filter((x) => x.clan !== clan && x.prov === here && seesChar(s, clan, x.id) && x.hostageOf === undefined);
    if (enemies.length) {
      opts.push(() => ({ kind: 'aggress', target: pick(r, enemies)!.id }));
      opts.push(() => ({ kind: 'assassinate', target: pick(r, enemies)!.id }));
      if (budget > 2) opts.push(() => ({ kind: 'corrupt', target: pick(r, enemies)!.id }));
    }
    const raidable = adj.filter((x) => s.provs[x]!.ctrl !== clan && !(visionOf(s, clan, x) >= 1 && s.provs[x]!.pillaged));
    if (raidable.length && c.t[1] >= 1) opts.push(() => ({ kind: 'raid', province: pick(r, raidable)! }));
    if (p.ctrl >= 0 && p.ctrl !== clan && budget > 2) opts.push(() => ({ kind: 'incite', province: here }));
    if (p.ctrl >= 0 && p.ctrl !== clan && p.castle > 0) opts.push(() => ({ kind: 'sabotage', province: here }));
    if (p.ctrl < 0 && ['clan', 'temple', 'tribe', 'nanban'].includes(p.minor ?? '') && budget > 2) opts.push(() => ({ kind: 'seek-minor', province: here }));
    if (p.ctrl < 0 && c.t[3] >= 1 && (p.ally === undefined || p.ally === clan)) opts.push(() => ({ kind: 'seek-friendship', province: here }));
    if (p.ctrl < 0 && p.ally === clan && (p.minor === 'clan' || p.minor === 'nanban') && !map.prov[here]!.resource && p.castle === 0 && budget > 2 * map.prov[here]!.pop + 2) opts.push(() => ({ kind: 'annex', province: here }));
    opts.push(() => ({ kind: 'spy', province: here }));
    if (c.t[3] >= 1) {
      const others = s.clans.map((_, j) => j).filter((j) => j !== clan && s.clans[j]!.status === 'active' && (here === MAP_RULES.capital || p.ctrl === j));
      if (others.length) opts.push(() => ({ kind: 'seek-major', clan: s.clans[pick(r, others)!]!.id }));
      if (here === MAP_RULES.capital && budget > 3) opts.push(() => ({ kind: 'gift', to: { court: true }, koku: 1 + Math.floor(r() * 2) }));
      if (p.ctrl >= 0 && p.ctrl !== clan && allied(s, clan, p.ctrl) && budget > 3) opts.push(() => ({ kind: 'gift', to: { clan: s.clans[p.ctrl]!.id }, koku: 1 }));
    }
  }
  const protectable = Object.values(s.chars).filter((x) => x.clan === clan && x.id !== id && x.prov === here && !x.guards && x.hostageOf === undefined && !Object.values(s.chars).some((g) => g.guards === x.id));
  if (protectable.length && c.t[0] >= 2) opts.push(() => ({ kind: 'protect', target: pick(r, protectable)!.id }));
  for (const rid of me.rituals) {
    const rd = RITUAL_BY_ID[rid]!;
    if (c.t[4] < rd.minPiety) continue;
    opts.push(() => {
      switch (rd.target) {
        case 'character': return { kind: 'ritual', ritual: rid, target: pick(r, Object.values(s.chars).filter((x) => x.clan === clan).map((x) => x.id))! };
        case 'army': { const a = pick(r, Object.values(s.armies).filter((a) => a.clan === clan && a.prov === here)); return a ? { kind: 'ritual', ritual: rid, target: a.id } : null; }
        case 'sea': { const sea = pick(r, map.prov[here]!.coasts); return sea ? { kind: 'ritual', ritual: rid, target: sea } : null; }
        case 'province': return { kind: 'ritual', ritual: rid, target: pick(r, [here, ...adj])! };
        case 'province-or-character': return { kind: 'ritual', ritual: rid, target: pick(r, adj.length ? adj : [here])! };
        case 'none': return { kind: 'ritual', ritual: rid };
        default: return null;
      }
    });
  }
  if (c.daimyo) {
    const n = Object.values(s.chars).filter((x) => x.clan === clan).length;
    if (n < 10 && me.stress < me.reserve) opts.push(() => ({ kind: 'promote', profile: r() < 0.5 ? 'civil' : 'military' }));
    if (map.prov[here]!.resource === 'sanctuary' && budget > 2) opts.push(() => ({ kind: 'pilgrimage', province: here }));
    if (me.hostages.length) opts.push(() => ({ kind: r() < 0.5 ? 'execute-hostages' : 'release-hostages', clan: s.clans[s.chars[me.hostages[0]!]!.clan]!.id }));
  }
  if (r() < 0.25) return null;
  const f = pick(r, opts);
  return f ? f() : null;
}
