/**
 * The smaller entries of the sheet: a province (governor, province order, destroying the castle),
 * the fleets (added per sea, removed one by one, the temporary fleet) and the alliances to break.
 * Each change is one `order` (or `clear-order`) move; a choice that empties an entry clears it.
 */
import type { Move } from '../../../engine/contract';
import { plural } from '../../../engine/plural';
import type { FleetEntry, ProvinceEntry } from '../types';
import { Refusal, useFieldId } from './bits';
import { charName, describeFleet, describeProvEntry, provName, same, seaName, type OrderMove } from './model';
import { useNh } from './state';
import { tw, w } from './text';
import { colon } from '../../../engine/colon';

export function ProvEditor({ pid }: { pid: string }) {
  const c = useNh();
  const { view, lang } = c;
  const unit = `prov:${pid}`;
  const fid = useFieldId(unit);
  const p = view.provinces[pid]!;
  const cur: ProvinceEntry = c.sheet.provinces?.[pid] ?? {};
  const options = (c.legal.byUnit.get(unit) ?? []) as (OrderMove & { order: ProvinceEntry })[];
  if (!c.canEdit) {
    return <div class="nh-editor prov-editor" data-unit={unit}><span class="order-text">{c.sheet.provinces?.[pid] ? describeProvEntry(view, cur, lang) : p.governor ? `${w(lang, 'governor')}${colon(lang)}${charName(view, p.governor)}` : '—'}</span></div>;
  }
  const rest = (m: ProvinceEntry, key: keyof ProvinceEntry) => same({ ...m, [key]: undefined }, { ...cur, [key]: undefined });
  const edit = (e: ProvinceEntry) => c.play({ type: 'order', unit, order: e }, unit);
  /** An entry emptied of its last field is cleared rather than saved empty. */
  const without = (key: keyof ProvinceEntry) => { const e = { ...cur }; delete e[key]; if (Object.keys(e).length) edit(e); else c.play({ type: 'clear-order', unit }, unit); };
  const gov = cur.governor ?? p.governor ?? null;
  const govs = options.filter((m) => m.order.governor && m.order.governor !== cur.governor && m.order.governor !== gov && rest(m.order, 'governor'));
  const ords = options.filter((m) => m.order.order && m.order.order !== cur.order && rest(m.order, 'order'));
  const destroy = options.find((m) => m.order.destroyCastle && rest(m.order, 'destroyCastle'));
  const name = provName(pid, lang);
  return (
    <div class="nh-editor prov-editor" data-unit={unit}>
      <label class="inline">{`${w(lang, 'governor')} `}
        <select id={fid('governor')} data-field="governor" aria-label={`${w(lang, 'governor')}${colon(lang)}${name}`} value="" onChange={(e) => { const m = govs.find((x) => x.order.governor === e.currentTarget.value); if (m) c.play(m, unit); }}>
          <option value="">{gov ? charName(view, gov) : '—'}</option>
          {govs.map((m) => <option key={m.order.governor} value={m.order.governor!}>{charName(view, m.order.governor!)}</option>)}
        </select>
      </label>
      <label class="inline">
        <select id={fid('order')} data-field="prov-order" aria-label={`${w(lang, 'provOrder')}${colon(lang)}${name}`} value={cur.order ?? ''} onChange={(e) => {
          const v = e.currentTarget.value;
          if (!v) { without('order'); return; }
          const m = ords.find((x) => x.order.order === v); if (m) c.play(m, unit);
        }}>
          <option value="">{w(lang, 'noOrder')}</option>
          {cur.order ? <option value={cur.order}>{tw('provOrder', cur.order, lang)}</option> : null}
          {ords.map((m) => <option key={m.order.order} value={m.order.order!}>{tw('provOrder', m.order.order!, lang)}</option>)}
        </select>
      </label>
      {destroy || cur.destroyCastle ? (
        <label class="inline">
          <input type="checkbox" id={fid('destroy')} data-field="destroy-castle" checked={!!cur.destroyCastle} onChange={(e) => { if (e.currentTarget.checked && destroy) c.play(destroy, unit); else without('destroyCastle'); }} />
          {` ${w(lang, 'destroyCastle')}`}
        </label>
      ) : null}
      {c.legal.clear.has(unit) ? <button type="button" class="secondary small" data-clear={unit} title={w(lang, 'clear')} aria-label={`${w(lang, 'clear')}${colon(lang)}${name}`} onClick={() => c.play({ type: 'clear-order', unit }, unit)}>✕</button> : null}
      <Refusal unit={unit} />
    </div>
  );
}

export function FleetsEditor({ onlySea }: { onlySea?: string }) {
  const c = useNh();
  const { lang, led } = c;
  const list = c.sheet.fleets ?? [];
  const adds = c.canEdit ? ((c.legal.byUnit.get('fleets') ?? []) as (OrderMove & { order: FleetEntry[] })[]).map((m) => ({ m, f: m.order[m.order.length - 1]! })).filter((x) => !onlySea || x.f.sea === onlySea) : [];
  const bySea = new Map<string, typeof adds>();
  for (const a of adds) bySea.set(a.f.sea, [...(bySea.get(a.f.sea) ?? []), a]);
  const flat: Move[] = [];
  const temp = (c.legal.byUnit.get('temporary-fleet') ?? [])[0];
  const ships = led?.ships ?? 0;
  const over = !!led && led.fleets > led.ships;
  return (
    <div class="nh-editor fleets-editor" data-unit="fleets">
      <ul class="fleet-list">
        {list.map((f, i) => (onlySea && f.sea !== onlySea ? null : (
          <li key={i} data-fleet={i}>{describeFleet(f, lang)}{' '}
            {c.canEdit ? <button type="button" class="secondary small" data-fleet-remove={i} aria-label={`${w(lang, 'remove')}${colon(lang)}${describeFleet(f, lang)}`} onClick={() => {
              const next = list.filter((_, j) => j !== i);
              if (next.length) c.play({ type: 'order', unit: 'fleets', order: next }, 'fleets'); else c.play({ type: 'clear-order', unit: 'fleets' }, 'fleets');
            }}>{w(lang, 'remove')}</button> : null}
          </li>
        )))}
      </ul>
      {adds.length ? (
        <select data-field="add-fleet" aria-label={w(lang, 'addFleet')} value="" onChange={(e) => { const m = flat[Number(e.currentTarget.value)]; if (m) c.play(m, 'fleets'); }}>
          <option value="">{`${w(lang, 'addFleet')}…`}</option>
          {[...bySea].map(([sea, xs]) => <optgroup key={sea} label={seaName(sea, lang)}>{xs.map((x) => { flat.push(x.m); return <option key={flat.length} value={String(flat.length - 1)}>{describeFleet(x.f, lang)}</option>; })}</optgroup>)}
        </select>
      ) : null}
      {c.canEdit && !onlySea ? (
        <label>
          <input type="checkbox" data-field="temporary-fleet" checked={!!c.sheet.temporaryFleet} disabled={!temp} onChange={() => { if (temp) c.play(temp, 'temporary-fleet'); }} />
          {` ${w(lang, 'temporaryFleet')}`}
        </label>
      ) : null}
      <p class={over ? 'warn' : 'muted'} data-ships={ships}>{`${w(lang, 'shipsFor')} ${plural(lang, ships, w(lang, 'fleetCount'))}; ${plural(lang, list.length, w(lang, 'fleetCount'))}.`}{over ? ` ${w(lang, 'warnFleets')}.` : ''}</p>
      <Refusal unit="fleets" />
    </div>
  );
}

export function AlliancesEditor() {
  const c = useNh();
  const { view, lang } = c;
  const me = view.clans[view.seat!]!;
  if (!me.allies.length) return <div class="nh-editor" data-unit="break-alliances"><p class="muted">{w(lang, 'noAllies')}</p></div>;
  const current = c.sheet.breakAlliances ?? [];
  return (
    <div class="nh-editor" data-unit="break-alliances">
      {me.allies.map((j) => {
        const id = view.clans[j]!.id;
        const m = (c.legal.byUnit.get('break-alliances') ?? []).find((x) => same(x.order, [id]));
        return (
          <label key={id}>
            <input type="checkbox" data-break={id} checked={current.includes(id)} disabled={!c.canEdit} onChange={(e) => {
              const on = e.currentTarget.checked;
              const next = on ? [...new Set([...current, id])] : current.filter((x) => x !== id);
              if (!next.length) c.play({ type: 'clear-order', unit: 'break-alliances' }, 'break-alliances');
              else if (next.length === 1 && m && on && !current.length) c.play(m, 'break-alliances');
              else c.play({ type: 'order', unit: 'break-alliances', order: next }, 'break-alliances');
            }} />
            {` ${w(lang, 'breakAlliance')} ${view.clans[j]!.name}`}
          </label>
        );
      })}
      <Refusal unit="break-alliances" />
    </div>
  );
}
