/**
 * The clan's order sheet: every character, army, province and fleet with its editor, warnings for
 * entries the resolution would drop, stale rows, the alliances and the treasury forecast. The
 * referee's console and a read-only seat see the same entries as words (SheetSummary).
 */
import type { Lang } from '../../../engine/contract';
import { plural } from '../../../engine/plural';
import type { ArmyEntry, OrderSheet as OrderSheetData } from '../types';
import type { CharView, NihonView } from '../view';
import { Refusal, UnitLink } from './bits';
import { CharEditor } from './CharEditor';
import { AlliancesEditor, FleetsEditor, ProvEditor } from './Editors';
import type { Ledger } from './ledger';
import { PROV, charName, describeArmyEntry, describeCharOrder, describeFleet, describeProvEntry, ownArmies, ownChars, ownProvinces, provName, type OrderMove } from './model';
import { Stale } from './Stale';
import { useNh } from './state';
import { tw, w, type WordKey } from './text';
import { colon } from '../../../engine/colon';

export function warnings(view: NihonView, sheet: OrderSheetData, led: Ledger, lang: Lang): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (unit: string, text: string) => out.set(unit, [...(out.get(unit) ?? []), text]);
  const gen = new Set<string>(), gov = new Set<string>();
  for (const e of Object.values(sheet.armies ?? {})) if (e.general) gen.add(e.general);
  for (const e of Object.values(sheet.provinces ?? {})) if (e.governor) gov.add(e.governor);
  for (const id of gen) if (gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w('warnBoth', lang)}`);
  for (const id of Object.keys(sheet.characters ?? {})) if (gen.has(id) || gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w('warnNamed', lang)}`);
  if (led.fleets > led.ships) add('fleets', w('warnFleets', lang));
  if (led.samuraiWanted > led.samuraiRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.samurai) add(`army:${no}`, w('warnReserve', lang));
  if (led.ashigaruWanted > led.ashigaruRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.ashigaru) add(`army:${no}`, w('warnPool', lang));
  for (const [pid, e] of Object.entries(sheet.provinces ?? {})) if (e.order && !(e.governor ?? view.provinces[pid]?.governor)) add(`prov:${pid}`, `${provName(pid, lang)}${colon(lang)}${w('warnNoGovernor', lang)}`);
  for (const x of view.me?.stale ?? []) add(x.unit, `${w('stale', lang)}${colon(lang)}${lang === 'en' ? x.message : w('staleNow', lang)}`);
  return out;
}

function Warn({ ws, unit }: { ws: Map<string, string[]>; unit: string }) {
  const list = ws.get(unit);
  return list?.length ? <div class="warn" data-warning={unit}>{list.map((t, i) => <div key={i}>{`⚠ ${t}`}</div>)}</div> : null;
}

export function LedgerTable({ led }: { led: Ledger }) {
  const { lang } = useNh();
  const fmt = (n: number) => (n > 0 ? `+${n}` : String(n));
  return (
    <div>
      <table class="nh-ledger">
        <tbody>
          <tr><td>{w('treasuryNow', lang)}</td><td class="num" data-ledger="start">{String(led.start)}</td></tr>
          {led.lines.filter((l) => l.amount !== 0).map((l) => (
            <tr key={l.key} data-ledger-line={l.key}><td>{w(l.key as WordKey, lang)}{l.detail ? <span class="muted">{` (${l.detail})`}</span> : null}</td><td class="num">{fmt(l.amount)}</td></tr>
          ))}
          <tr class="total"><th scope="row">{w('expectedTreasury', lang)}</th><th class={`num${led.end < -led.floor ? ' error' : ''}`} data-ledger="expected">{`${led.end} ${w('koku', lang)}`}</th></tr>
          <tr><td class="muted">{w('loanFloor', lang)}</td><td class="num muted">{`−${led.floor}`}</td></tr>
        </tbody>
      </table>
      {led.end < -led.floor ? <p class="warn">{w('beyondFloor', lang)}</p> : null}
      <p class="muted small">{w('ledgerNote', lang)}</p>
    </div>
  );
}

function charFacts(ch: CharView, lang: Lang): string {
  const bits = [tw('role', ch.role, lang), ch.t.join('·')];
  if (ch.heads) bits.push(plural(lang, ch.heads, w('headCount', lang)));
  if (ch.wounded) bits.push(w('wounded', lang));
  return bits.join(' — ');
}

function charWhere(view: NihonView, ch: CharView, lang: Lang): string {
  let s = provName(ch.prov, lang);
  if (ch.army) s += ` (${w('inArmy', lang)} ${ch.army.slice(ch.army.lastIndexOf('-') + 1)})`;
  if (ch.guards) s += ` (${w('guards', lang)} ${charName(view, ch.guards)})`;
  if (ch.hostageOf !== undefined) s += ` (${w('hostageOf', lang)} ${view.clans[ch.hostageOf]?.name ?? '?'})`;
  return s;
}

const TROOPS = (lang: Lang) => `${w('samurai', lang)}/${w('ronin', lang)}/${w('creatures', lang)}/${w('ashigaru', lang)}`;

export function OrderSheet() {
  const c = useNh();
  const { view, lang, ui, led } = c;
  const ws = warnings(view, c.sheet, led!, lang);
  const armies = ownArmies(view);
  const drafted = Object.keys(c.sheet.armies ?? {}).filter((no) => !armies.some((a) => String(a.no) === no));
  const used = new Set([...armies.map((a) => String(a.no)), ...drafted]);
  const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(String).find((n) => !used.has(n));
  const creates = c.canEdit && free ? ((c.legal.byUnit.get(`army:${free}`) ?? []) as (OrderMove & { order: ArmyEntry })[]).filter((m) => m.order.create && Object.keys(m.order).length === 1) : [];
  const ownId = view.clans[view.seat!]!.id;
  const isSel = (kind: string, id: string) => (ui.sel?.kind === kind && ui.sel.id === id ? 'selected' : '');
  const armyRows = [...armies.map((a) => ({ no: String(a.no), a })), ...drafted.map((no) => ({ no, a: undefined }))];
  return (
    <div class="nh-sheet" data-sheet={view.seat}>
      <Stale />
      <h3>{w('characters', lang)}</h3>
      <div class="table-scroll">
        <table class="nh-table chars">
          <thead><tr><th scope="col">{w('name', lang)}</th><th scope="col">{w('where', lang)}</th><th scope="col">{w('order', lang)}</th></tr></thead>
          <tbody>
            {ownChars(view).map((ch) => (
              <tr key={ch.id} data-row={`char:${ch.id}`} class={isSel('char', ch.id)}>
                <td><UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink>{ch.daimyo ? ' ★' : ''}<div class="muted small">{charFacts(ch, lang)}</div></td>
                <td class="small">{charWhere(view, ch, lang)}</td>
                <td>{ch.hostageOf !== undefined ? <span class="muted">{`${w('hostageOf', lang)} ${view.clans[ch.hostageOf]?.name ?? ''}`}</span> : <CharEditor ch={ch} />}<Warn ws={ws} unit={`char:${ch.id}`} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{w('armies', lang)}<span class="muted small">{` (${TROOPS(lang)})`}</span></h3>
      <div class="table-scroll">
        <table class="nh-table armies">
          <thead><tr><th scope="col">{w('army', lang)}</th><th scope="col">{w('where', lang)}</th><th scope="col">{w('troops', lang)}</th><th scope="col">{w('order', lang)}</th><th scope="col"><span class="sr-only">{w('edit', lang)}</span></th></tr></thead>
          <tbody>
            {armyRows.map(({ no, a }) => {
              const unit = `army:${no}`;
              const e = c.sheet.armies?.[no];
              const id = a?.id ?? `${ownId}-${no}`;
              return (
                <tr key={no} data-row={unit} class={isSel('army', id)}>
                  <td><UnitLink sel={{ kind: 'army', id }}>{`${w('army', lang)} ${no}`}</UnitLink></td>
                  <td class="small">{a ? provName(a.prov, lang) : e?.create ? `${provName(e.create, lang)} (${w('toBeRaised', lang)})` : '—'}</td>
                  <td class="small">{a ? `${a.sam}/${a.ron}/${a.cre}/${a.ash}${a.general ? ` — ${charName(view, a.general)}` : ''}` : '—'}</td>
                  <td class="small">{e ? describeArmyEntry(view, e, lang) : a?.garrison ? `${tw('armyKind', 'garrison', lang)} (${w('standing', lang)})` : <span class="muted">{w('noOrder', lang)}</span>}<Warn ws={ws} unit={unit} /><Refusal unit={unit} /></td>
                  <td><button type="button" class="secondary small" data-open={unit} aria-label={`${w('edit', lang)}${colon(lang)}${w('army', lang)} ${no}`} onClick={() => c.select({ kind: 'army', id })}>{w('edit', lang)}</button></td>
                </tr>
              );
            })}
            {!armyRows.length ? <tr><td colSpan={5} class="muted">{w('noArmy', lang)}</td></tr> : null}
          </tbody>
        </table>
      </div>
      {creates.length ? (
        <p>
          <select id="nh-new-army" data-field="new-army" aria-label={`${w('newArmy', lang)} (${free})`} value="" onChange={(ev) => {
            const m = creates[Number(ev.currentTarget.value)];
            if (m) { c.select({ kind: 'army', id: `${ownId}-${free}` }); c.play(m, `army:${free}`); }
          }}>
            <option value="">{`${w('newArmy', lang)} (${free})…`}</option>
            {creates.map((m, i) => <option key={i} value={String(i)}>{`${w('raiseIn', lang)} ${provName(m.order.create!, lang)}`}</option>)}
          </select>
        </p>
      ) : null}
      <h3>{w('provinces', lang)}</h3>
      <div class="table-scroll">
        <table class="nh-table provs">
          <thead><tr><th scope="col">{w('provinces', lang)}</th><th scope="col">{w('order', lang)}</th></tr></thead>
          <tbody>
            {ownProvinces(view).map((pid) => {
              const p = view.provinces[pid]!;
              const d = PROV[pid]!;
              const facts = [`${w('population', lang)} ${d.pop}`, (p.revolt ?? 0) > 0 ? `${w('revolt', lang)} ${p.revolt}` : '', (p.castle ?? 0) > 0 ? `${w('castle', lang)} ${p.castle}/3` : '', p.pillaged ? w('pillaged', lang) : ''].filter(Boolean).join(' · ');
              return (
                <tr key={pid} data-row={`prov:${pid}`} class={isSel('prov', pid)}>
                  <td><UnitLink sel={{ kind: 'prov', id: pid }}>{provName(pid, lang)}</UnitLink><div class="muted small">{facts}</div></td>
                  <td><ProvEditor pid={pid} /><Warn ws={ws} unit={`prov:${pid}`} /></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{w('fleets', lang)}</h3>
      <FleetsEditor />
      <Warn ws={ws} unit="fleets" />
      <h3>{w('alliances', lang)}</h3>
      <AlliancesEditor />
      <h3>{w('ledger', lang)}</h3>
      <LedgerTable led={led!} />
    </div>
  );
}

/** The sheet as words (the referee's console). */
export function SheetSummary({ view, sheet, lang }: { view: NihonView; sheet: OrderSheetData | null; lang: Lang }) {
  if (!sheet) return <p class="muted" data-no-sheet="">{w('noSheet', lang)}</p>;
  const items = [
    ...Object.entries(sheet.characters ?? {}).map(([id, o]) => <li key={`c${id}`} data-order={`char:${id}`}><strong>{charName(view, id)}</strong>{`: ${describeCharOrder(view, o, lang)}`}</li>),
    ...Object.entries(sheet.armies ?? {}).map(([no, e]) => <li key={`a${no}`} data-order={`army:${no}`}><strong>{`${w('army', lang)} ${no}`}</strong>{`: ${describeArmyEntry(view, e, lang)}`}</li>),
    ...Object.entries(sheet.provinces ?? {}).map(([pid, e]) => <li key={`p${pid}`} data-order={`prov:${pid}`}><strong>{provName(pid, lang)}</strong>{`: ${describeProvEntry(view, e, lang)}`}</li>),
    ...(sheet.fleets ?? []).map((f, i) => <li key={`f${i}`} data-order="fleet">{describeFleet(f, lang)}</li>),
    ...(sheet.temporaryFleet ? [<li key="t">{w('temporaryFleet', lang)}</li>] : []),
    ...(sheet.breakAlliances ?? []).map((id) => <li key={`b${id}`}>{`${w('breakAlliance', lang)} ${view.clans.find((c) => c.id === id)?.name ?? '?'}`}</li>),
  ];
  return items.length ? <ul class="sheet-summary">{items}</ul> : <p class="muted">{w('emptySheet', lang)}</p>;
}
