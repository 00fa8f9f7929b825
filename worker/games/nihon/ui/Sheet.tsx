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
  for (const id of gen) if (gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w(lang, 'warnBoth')}`);
  for (const id of Object.keys(sheet.characters ?? {})) if (gen.has(id) || gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w(lang, 'warnNamed')}`);
  if (led.fleets > led.ships) add('fleets', w(lang, 'warnFleets'));
  if (led.samuraiWanted > led.samuraiRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.samurai) add(`army:${no}`, w(lang, 'warnReserve'));
  if (led.ashigaruWanted > led.ashigaruRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.ashigaru) add(`army:${no}`, w(lang, 'warnPool'));
  for (const [pid, e] of Object.entries(sheet.provinces ?? {})) if (e.order && !(e.governor ?? view.provinces[pid]?.governor)) add(`prov:${pid}`, `${provName(pid, lang)}${colon(lang)}${w(lang, 'warnNoGovernor')}`);
  for (const x of view.me?.stale ?? []) add(x.unit, `${w(lang, 'stale')}${colon(lang)}${lang === 'en' ? x.message : w(lang, 'staleNow')}`);
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
          <tr><td>{w(lang, 'treasuryNow')}</td><td class="num" data-ledger="start">{String(led.start)}</td></tr>
          {led.lines.filter((l) => l.amount !== 0).map((l) => (
            <tr key={l.key} data-ledger-line={l.key}><td>{w(lang, l.key as WordKey)}{l.detail ? <span class="muted">{` (${l.detail})`}</span> : null}</td><td class="num">{fmt(l.amount)}</td></tr>
          ))}
          <tr class="total"><th scope="row">{w(lang, 'expectedTreasury')}</th><th class={`num${led.end < -led.floor ? ' error' : ''}`} data-ledger="expected">{`${led.end} ${w(lang, 'koku')}`}</th></tr>
          <tr><td class="muted">{w(lang, 'loanFloor')}</td><td class="num muted">{`−${led.floor}`}</td></tr>
        </tbody>
      </table>
      {led.end < -led.floor ? <p class="warn">{w(lang, 'beyondFloor')}</p> : null}
      <p class="muted small">{w(lang, 'ledgerNote')}</p>
    </div>
  );
}

function charFacts(ch: CharView, lang: Lang): string {
  const bits = [tw('role', ch.role, lang), ch.t.join('·')];
  if (ch.heads) bits.push(plural(lang, ch.heads, w(lang, 'headCount')));
  if (ch.wounded) bits.push(w(lang, 'wounded'));
  return bits.join(' — ');
}

function charWhere(view: NihonView, ch: CharView, lang: Lang): string {
  let s = provName(ch.prov, lang);
  if (ch.army) s += ` (${w(lang, 'inArmy')} ${ch.army.slice(ch.army.lastIndexOf('-') + 1)})`;
  if (ch.guards) s += ` (${w(lang, 'guards')} ${charName(view, ch.guards)})`;
  if (ch.hostageOf !== undefined) s += ` (${w(lang, 'hostageOf')} ${view.clans[ch.hostageOf]?.name ?? '?'})`;
  return s;
}

const TROOPS = (lang: Lang) => `${w(lang, 'samurai')}/${w(lang, 'ronin')}/${w(lang, 'creatures')}/${w(lang, 'ashigaru')}`;

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
      <h3>{w(lang, 'characters')}</h3>
      <div class="table-scroll">
        <table class="nh-table chars">
          <thead><tr><th scope="col">{w(lang, 'name')}</th><th scope="col">{w(lang, 'where')}</th><th scope="col">{w(lang, 'order')}</th></tr></thead>
          <tbody>
            {ownChars(view).map((ch) => (
              <tr key={ch.id} data-row={`char:${ch.id}`} class={isSel('char', ch.id)}>
                <td><UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink>{ch.daimyo ? ' ★' : ''}<div class="muted small">{charFacts(ch, lang)}</div></td>
                <td class="small">{charWhere(view, ch, lang)}</td>
                <td>{ch.hostageOf !== undefined ? <span class="muted">{`${w(lang, 'hostageOf')} ${view.clans[ch.hostageOf]?.name ?? ''}`}</span> : <CharEditor ch={ch} />}<Warn ws={ws} unit={`char:${ch.id}`} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{w(lang, 'armies')}<span class="muted small">{` (${TROOPS(lang)})`}</span></h3>
      <div class="table-scroll">
        <table class="nh-table armies">
          <thead><tr><th scope="col">{w(lang, 'army')}</th><th scope="col">{w(lang, 'where')}</th><th scope="col">{w(lang, 'troops')}</th><th scope="col">{w(lang, 'order')}</th><th scope="col"><span class="sr-only">{w(lang, 'edit')}</span></th></tr></thead>
          <tbody>
            {armyRows.map(({ no, a }) => {
              const unit = `army:${no}`;
              const e = c.sheet.armies?.[no];
              const id = a?.id ?? `${ownId}-${no}`;
              return (
                <tr key={no} data-row={unit} class={isSel('army', id)}>
                  <td><UnitLink sel={{ kind: 'army', id }}>{`${w(lang, 'army')} ${no}`}</UnitLink></td>
                  <td class="small">{a ? provName(a.prov, lang) : e?.create ? `${provName(e.create, lang)} (${w(lang, 'toBeRaised')})` : '—'}</td>
                  <td class="small">{a ? `${a.sam}/${a.ron}/${a.cre}/${a.ash}${a.general ? ` — ${charName(view, a.general)}` : ''}` : '—'}</td>
                  <td class="small">{e ? describeArmyEntry(view, e, lang) : a?.garrison ? `${tw('armyKind', 'garrison', lang)} (${w(lang, 'standing')})` : <span class="muted">{w(lang, 'noOrder')}</span>}<Warn ws={ws} unit={unit} /><Refusal unit={unit} /></td>
                  <td><button type="button" class="secondary small" data-open={unit} aria-label={`${w(lang, 'edit')}${colon(lang)}${w(lang, 'army')} ${no}`} onClick={() => c.select({ kind: 'army', id })}>{w(lang, 'edit')}</button></td>
                </tr>
              );
            })}
            {!armyRows.length ? <tr><td colSpan={5} class="muted">{w(lang, 'noArmy')}</td></tr> : null}
          </tbody>
        </table>
      </div>
      {creates.length ? (
        <p>
          <select id="nh-new-army" data-field="new-army" aria-label={`${w(lang, 'newArmy')} (${free})`} value="" onChange={(ev) => {
            const m = creates[Number(ev.currentTarget.value)];
            if (m) { c.select({ kind: 'army', id: `${ownId}-${free}` }); c.play(m, `army:${free}`); }
          }}>
            <option value="">{`${w(lang, 'newArmy')} (${free})…`}</option>
            {creates.map((m, i) => <option key={i} value={String(i)}>{`${w(lang, 'raiseIn')} ${provName(m.order.create!, lang)}`}</option>)}
          </select>
        </p>
      ) : null}
      <h3>{w(lang, 'provinces')}</h3>
      <div class="table-scroll">
        <table class="nh-table provs">
          <thead><tr><th scope="col">{w(lang, 'provinces')}</th><th scope="col">{w(lang, 'order')}</th></tr></thead>
          <tbody>
            {ownProvinces(view).map((pid) => {
              const p = view.provinces[pid]!;
              const d = PROV[pid]!;
              const facts = [`${w(lang, 'population')} ${d.pop}`, (p.revolt ?? 0) > 0 ? `${w(lang, 'revolt')} ${p.revolt}` : '', (p.castle ?? 0) > 0 ? `${w(lang, 'castle')} ${p.castle}/3` : '', p.pillaged ? w(lang, 'pillaged') : ''].filter(Boolean).join(' · ');
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
      <h3>{w(lang, 'fleets')}</h3>
      <FleetsEditor />
      <Warn ws={ws} unit="fleets" />
      <h3>{w(lang, 'alliances')}</h3>
      <AlliancesEditor />
      <h3>{w(lang, 'ledger')}</h3>
      <LedgerTable led={led!} />
    </div>
  );
}

/** The sheet as words (the referee's console). */
export function SheetSummary({ view, sheet, lang }: { view: NihonView; sheet: OrderSheetData | null; lang: Lang }) {
  if (!sheet) return <p class="muted" data-no-sheet="">{w(lang, 'noSheet')}</p>;
  const items = [
    ...Object.entries(sheet.characters ?? {}).map(([id, o]) => <li key={`c${id}`} data-order={`char:${id}`}><strong>{charName(view, id)}</strong>{`: ${describeCharOrder(view, o, lang)}`}</li>),
    ...Object.entries(sheet.armies ?? {}).map(([no, e]) => <li key={`a${no}`} data-order={`army:${no}`}><strong>{`${w(lang, 'army')} ${no}`}</strong>{`: ${describeArmyEntry(view, e, lang)}`}</li>),
    ...Object.entries(sheet.provinces ?? {}).map(([pid, e]) => <li key={`p${pid}`} data-order={`prov:${pid}`}><strong>{provName(pid, lang)}</strong>{`: ${describeProvEntry(view, e, lang)}`}</li>),
    ...(sheet.fleets ?? []).map((f, i) => <li key={`f${i}`} data-order="fleet">{describeFleet(f, lang)}</li>),
    ...(sheet.temporaryFleet ? [<li key="t">{w(lang, 'temporaryFleet')}</li>] : []),
    ...(sheet.breakAlliances ?? []).map((id) => <li key={`b${id}`}>{`${w(lang, 'breakAlliance')} ${view.clans.find((c) => c.id === id)?.name ?? '?'}`}</li>),
  ];
  return items.length ? <ul class="sheet-summary">{items}</ul> : <p class="muted">{w(lang, 'emptySheet')}</p>;
}
