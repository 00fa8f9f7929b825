/**
 * A character's order: first the kind (only the kinds the server lists as legal for him), then the
 * target from a list, or picked on the map when every candidate names one place. Choosing a kind
 * with one candidate sends it at once. Every change is one `order` move.
 */
import type { Move } from '../../../engine/contract';
import type { CharOrder } from '../types';
import type { CharView } from '../view';
import { Crosshair, Refusal, useFieldId } from './bits';
import { collator } from './collate';
import { charOrderTarget, describeCharOrder, placesIn, same, type OrderMove } from './model';
import { useNh } from './state';
import { CHAR_KINDS, tw, w } from './text';
import { colon } from '../../../engine/colon';

const KIND_ORDER: readonly string[] = CHAR_KINDS;
type CharMove = OrderMove & { order: CharOrder };

export function CharEditor({ ch, compact = false }: { ch: CharView; compact?: boolean }) {
  const c = useNh();
  const { lang, view, ui } = c;
  const unit = `char:${ch.id}`;
  const fid = useFieldId(unit);
  const options = (c.legal.byUnit.get(unit) ?? []) as CharMove[];
  const cur = c.sheet.characters?.[ch.id];
  if (!c.canEdit) {
    return <div class="nh-editor char-editor" data-unit={unit}><span class={cur ? 'order-text' : 'muted order-text'}>{cur ? describeCharOrder(view, cur, lang) : w(lang, 'noOrder')}</span></div>;
  }
  const kinds = [...new Set(options.map((m) => m.order.kind))].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
  if (cur && !kinds.includes(cur.kind)) kinds.unshift(cur.kind);
  const chosen = ui.kind[unit] ?? cur?.kind ?? '';
  const setKind = (k: string | null) => {
    const kind = { ...ui.kind };
    if (k === null) delete kind[unit]; else kind[unit] = k;
    c.set({ kind });
  };
  const onKind = (k: string) => {
    if (!k) {
      setKind(null);
      if (cur && c.legal.clear.has(unit)) c.play({ type: 'clear-order', unit }, unit);
      return;
    }
    const cands = options.filter((m) => m.order.kind === k);
    if (cands.length === 1) { setKind(null); c.play(cands[0]!, unit); return; }
    setKind(k);
  };

  // The targets of the chosen kind, grouped (gifts by receiver, rituals by ritual).
  const cands = chosen ? options.filter((m) => m.order.kind === chosen) : [];
  const showTargets = cands.length > 1 || (!!cur && cur.kind === chosen && cands.length === 1 && !same(cands[0]!.order, cur));
  const groups = new Map<string, { m: CharMove; label: string }[]>();
  for (const m of showTargets ? cands : []) {
    const label = charOrderTarget(view, m.order, lang);
    const g = m.order.kind === 'gift' ? label.split(':')[0]! : m.order.kind === 'ritual' ? label.split(' → ')[0]! : '';
    groups.set(g, [...(groups.get(g) ?? []), { m, label }]);
  }
  const flat: CharMove[] = [];
  let curValue = '';
  const numericOrder = collator(lang, true);
  const optionsOf = (list: { m: CharMove; label: string }[]) => list.sort((a, b) => numericOrder.compare(a.label, b.label)).map(({ m, label }) => {
    flat.push(m);
    const v = String(flat.length - 1);
    if (cur && same(m.order, cur)) curValue = v;
    return <option key={v} value={v}>{label}</option>;
  });
  const targetOptions = [...groups].map(([g, list]) => (g && groups.size > 1 ? <optgroup key={g} label={g}>{optionsOf(list)}</optgroup> : optionsOf(list)));
  // Picking on the map: when every candidate names one place.
  const byPlace = new Map<string, Move>();
  let onePlace = true;
  for (const m of showTargets ? cands : []) {
    const ps = [...placesIn(m.order)].filter((p) => p !== ch.prov || m.order.kind !== 'move');
    if (!ps.length) continue;
    if (ps.length !== 1 || byPlace.has(ps[0]!)) { onePlace = false; break; }
    byPlace.set(ps[0]!, m);
  }
  const picking = ui.picking?.unit === unit;
  const kindName = (k: string) => tw('charKind', k, lang);

  return (
    <div class="nh-editor char-editor" data-unit={unit}>
      <select id={fid('kind')} data-field="kind" aria-label={`${w(lang, 'order')}${colon(lang)}${ch.name}`} value={chosen} onChange={(e) => onKind(e.currentTarget.value)}>
        <option value="">{w(lang, 'noOrder')}</option>
        {kinds.map((k) => <option key={k} value={k}>{kindName(k)}</option>)}
      </select>
      {showTargets ? (
        <select id={fid('target')} data-field="target" aria-label={`${w(lang, 'target')}${colon(lang)}${ch.name}`} value={curValue} onChange={(e) => { const m = flat[Number(e.currentTarget.value)]; if (m) { setKind(null); c.play(m, unit); } }}>
          {curValue ? null : <option value="">{cur && cur.kind === chosen ? charOrderTarget(view, cur, lang) : w(lang, 'choose')}</option>}
          {targetOptions}
        </select>
      ) : null}
      {showTargets && onePlace && byPlace.size > 1 ? (
        <button type="button" class={`secondary small pick-btn${picking ? ' on' : ''}`} id={fid('pick')} data-pick={unit} title={w(lang, 'onMap')} aria-label={`${w(lang, 'onMap')}${colon(lang)}${ch.name}`} aria-pressed={picking ? 'true' : 'false'}
          onClick={() => c.set({ picking: picking ? null : { unit, label: `${ch.name}${colon(lang)}${kindName(chosen)}`, byPlace } })}>
          <Crosshair />
        </button>
      ) : null}
      {cur && c.legal.clear.has(unit) && !compact ? (
        <button type="button" class="secondary small" data-clear={unit} title={w(lang, 'clear')} aria-label={`${w(lang, 'clear')}${colon(lang)}${ch.name}`} onClick={() => { setKind(null); c.play({ type: 'clear-order', unit }, unit); }}>✕</button>
      ) : null}
      <Refusal unit={unit} />
    </div>
  );
}
