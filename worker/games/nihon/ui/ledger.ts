/**
 * The expected treasury after the orders, as the order spreadsheet computed it: income of the
 * clan's provinces, markets and gold, then what the sheet spends in the turn's order (gifts, upkeep,
 * temporary fleet, actions, recruitment, castle works) and the interest on a debt. An estimate: what
 * other clans do (raids, gifts, battles) is unknown.
 */
import type { ArmyView, CharView, NihonView } from '../view';
import type { OrderSheet } from '../types';
import { PROV } from './model';

export interface LedgerLine { key: string; amount: number; detail?: string }
export interface Ledger { start: number; lines: LedgerLine[]; end: number; floor: number; ships: number; fleets: number; samuraiWanted: number; samuraiRoom: number; ashigaruWanted: number; ashigaruRoom: number }

export interface ClanFacts { seat: number; treasury: number; reserve: number; stress: number }

export function ledger(view: NihonView, clan: ClanFacts, sheet: OrderSheet): Ledger {
  const set = view.settings;
  const own = Object.values(view.provinces).filter((p) => p.ctrl === clan.seat);
  const chars = new Map<string, CharView>(view.characters.map((c) => [c.id, c]));
  let taxes = 0, extra = 0, markets = 0, gold = 0;
  for (const p of own) {
    const d = PROV[p.id]!;
    if ((p.revolt ?? 0) >= 3) continue;
    taxes += p.pillaged ? Math.max(0, 2 * d.pop - set.pillageIncomeLoss) : 2 * d.pop;
    const e = sheet.provinces?.[p.id];
    const gov = e?.governor ?? p.governor ?? null;
    if (e?.order === 'taxes' && gov && chars.get(gov)) extra += Math.min(d.pop, chars.get(gov)!.t[3]!);
    if (p.market) markets += set.marketIncome;
  }
  for (const p of own) if (PROV[p.id]!.resource === 'gold') gold += 4;
  let gifts = 0, actions = 0;
  for (const o of Object.values(sheet.characters ?? {})) {
    if (o.kind === 'gift') gifts += o.koku ?? 0;
    else if (o.kind === 'corrupt' || o.kind === 'seek-minor' || o.kind === 'incite' || o.kind === 'pilgrimage') actions += 1;
    else if (o.kind === 'annex') actions += 2 * (PROV[o.province]?.pop ?? 0);
  }
  const armies = new Map<string, ArmyView>(view.armies.filter((a) => a.clan === clan.seat).map((a) => [String(a.no), a]));
  let sam = 0;
  for (const [no, a] of armies) sam += Math.max(0, a.sam - (sheet.armies?.[no]?.dismiss ?? 0));
  const castles = own.filter((p) => (p.castle ?? 0) >= 3 && !sheet.provinces?.[p.id]?.destroyCastle).length;
  let upkeep = sam + 3 * castles;
  const temp = sheet.temporaryFleet ? 3 : 0;
  // Recruitment: dismissed samurai recruited again in the same province (a transfer) cost no
  // recruitment, but their upkeep is paid (FR: "leur entretien sera payé").
  let samWanted = 0, ronin = 0, ashWanted = 0;
  const credit = new Map<string, number>();
  for (const [no, a] of armies) { const d = sheet.armies?.[no]?.dismiss ?? 0; if (d) credit.set(a.prov, (credit.get(a.prov) ?? 0) + d); }
  let samPaid = 0;
  let room = Math.max(0, clan.reserve - clan.stress);
  for (const [no, e] of Object.entries(sheet.armies ?? {})) {
    const at = armies.get(no)?.prov ?? e.create;
    const want = e.recruit?.samurai ?? 0;
    samWanted += want;
    for (let i = 0; i < want; i++) {
      const c = at ? credit.get(at) ?? 0 : 0;
      if (c > 0 && at) { credit.set(at, c - 1); upkeep++; continue; }
      if (room <= 0) break;
      room--; samPaid++;
    }
    ronin += e.recruit?.ronin ?? 0;
    ashWanted += e.recruit?.ashigaru ?? 0;
  }
  // Ashigaru levied this turn (step 20) come before recruitment (step 31).
  let levied = 0;
  for (const p of own) {
    const e = sheet.provinces?.[p.id];
    const gov = e?.governor ?? p.governor ?? null;
    if (e?.order === 'ashigaru' && gov && chars.get(gov)) levied += Math.min(PROV[p.id]!.pop, chars.get(gov)!.t[1]!);
  }
  let castleWorks = 0;
  for (const p of own) {
    const e = sheet.provinces?.[p.id];
    if (e?.order === 'castle' && (p.castle ?? 0) < 3 && (e.governor ?? p.governor)) castleWorks += 2;
  }
  const lines: LedgerLine[] = [
    { key: 'taxes', amount: taxes },
    { key: 'extraTaxes', amount: extra },
    { key: 'markets', amount: markets },
    { key: 'goldMines', amount: gold },
    { key: 'giftsOut', amount: -gifts },
    { key: 'upkeep', amount: -upkeep, detail: `${upkeep - 3 * castles} + 3 × ${castles}` },
    { key: 'temporaryFleet', amount: -temp },
    { key: 'actionsCost', amount: -actions },
    { key: 'recruitment', amount: -(samPaid + 2 * ronin), detail: `${samPaid} + 2 × ${ronin}` },
    { key: 'castleCost', amount: -castleWorks },
  ];
  let end = clan.treasury + lines.reduce((n, l) => n + l.amount, 0);
  if (end < 0) { lines.push({ key: 'interest', amount: -1 }); end -= 1; }
  let ships = 0;
  for (const p of Object.values(view.provinces)) {
    if (PROV[p.id]!.resource !== 'ships') continue;
    if (p.ctrl === clan.seat || (p.ctrl < 0 && p.ally === clan.seat)) ships++;
  }
  if (sheet.temporaryFleet) ships++;
  if (set.nanbanProvince !== 'none' && view.provinces[set.nanbanProvince]?.ctrl === -1 && view.provinces[set.nanbanProvince]?.ally === clan.seat) ships++;
  return {
    start: clan.treasury, lines, end, floor: view.loanFloor, ships, fleets: sheet.fleets?.length ?? 0,
    samuraiWanted: samWanted, samuraiRoom: Math.max(0, clan.reserve - clan.stress), ashigaruWanted: ashWanted, ashigaruRoom: levied,
  };
}
