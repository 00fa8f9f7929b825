/**
 * An army's entry of the sheet: where a new army is raised, its general, recruits and dismissals
 * (steppers offering only the counts the server lists), and its movement order: garrison, or a path
 * of move / attack / crush drawn one step at a time on the map or from a list, with its cost.
 */
import type { ArmyEntry } from '../types';
import { Refusal, useFieldId } from './bits';
import { armyLabel, charName, describeArmyEntry, nextSteps, nodeCost, ownArmies, pathCost, placeName, provName, same, type ArmyMove } from './model';
import { useNh } from './state';
import { tw, w } from './text';
import { colon } from '../../../engine/colon';


function Stepper({ label, n, onMinus, onPlus, canPlus, ...data }: { label: string; n: number; onMinus(): void; onPlus(): void; canPlus: boolean; [d: `data-${string}`]: string }) {
  const { lang } = useNh();
  return (
    <span class="stepper" {...data}>
      {`${label} `}
      <button type="button" class="secondary small" disabled={n === 0} data-step="minus" aria-label={`${label}${colon(lang)}${w(lang, 'less')}`} onClick={onMinus}>−</button>
      <strong aria-live="polite">{` ${n} `}</strong>
      <button type="button" class="secondary small" disabled={!canPlus} data-step="plus" aria-label={`${label}${colon(lang)}${w(lang, 'more')}`} onClick={onPlus}>+</button>
    </span>
  );
}

export function ArmyEditor({ no }: { no: string }) {
  const c = useNh();
  const { view, lang, ui } = c;
  const unit = `army:${no}`;
  const fid = useFieldId(unit);
  const army = ownArmies(view).find((a) => String(a.no) === no);
  const cur: ArmyEntry = c.sheet.armies?.[no] ?? {};
  const options = (c.legal.byUnit.get(unit) ?? []) as ArmyMove[];
  if (!c.canEdit) {
    return <div class="nh-editor army-editor" data-unit={unit}><p class="order-text">{c.sheet.armies?.[no] ? describeArmyEntry(view, cur, lang) : army?.garrison ? tw('armyKind', 'garrison', lang) : w(lang, 'noOrder')}</p></div>;
  }
  const edit = (e: ArmyEntry) => c.play({ type: 'order', unit, order: e }, unit);
  const rest = (m: ArmyEntry, key: keyof ArmyEntry) => same({ ...m, [key]: undefined }, { ...cur, [key]: undefined });
  const name = armyLabel(view, army?.id ?? `${view.clans[view.seat!]!.id}-${no}`, lang);
  const creates = army ? [] : options.filter((m) => m.order.create && m.order.create !== cur.create && rest(m.order, 'create'));
  const at = army?.prov ?? cur.create;
  const gens = options.filter((m) => m.order.general && m.order.general !== cur.general && rest(m.order, 'general'));
  const path = cur.order && cur.order.kind !== 'garrison' ? cur.order.path : [];
  const kind = ui.pathKind[unit] ?? (cur.order && cur.order.kind !== 'garrison' ? cur.order.kind : 'move');
  const garrison = options.find((m) => m.order.order?.kind === 'garrison' && rest(m.order, 'order'));
  const next = nextSteps(c, no);
  const picking = ui.picking?.unit === unit;
  const cost = pathCost(path);
  let acc = 0;
  const steps = path.map((p) => { acc += nodeCost(p); return `${placeName(p, lang)} (${acc})`; });
  const list = [...next.entries()].sort((a, b) => placeName(a[0], lang).localeCompare(placeName(b[0], lang)));

  const recruit = (k: 'samurai' | 'ronin' | 'ashigaru') => {
    const n = cur.recruit?.[k] ?? 0;
    const plus = options.find((m) => (m.order.recruit?.[k] ?? 0) === n + 1 && rest(m.order, 'recruit'));
    return (
      <Stepper key={k} label={w(lang, k)} n={n} canPlus={!!plus} data-recruit={k} onPlus={() => plus && c.play(plus, unit)}
        onMinus={() => { const r = { ...(cur.recruit ?? {}) }; if (n <= 1) delete r[k]; else r[k] = n - 1; const e: ArmyEntry = { ...cur, recruit: r }; if (!Object.keys(r).length) delete e.recruit; edit(e); }} />
    );
  };
  const dismissN = cur.dismiss ?? 0;
  const dismissPlus = options.find((m) => (m.order.dismiss ?? 0) === dismissN + 1 && rest(m.order, 'dismiss'));

  return (
    <div class="nh-editor army-editor" data-unit={unit}>
      {!army ? (
        <label>{`${w(lang, 'raiseIn')} `}
          <select id={fid('create')} data-field="create" value="" onChange={(e) => { const m = creates[Number(e.currentTarget.value)]; if (m) c.play(m, unit); }}>
            <option value="">{cur.create ? provName(cur.create, lang) : w(lang, 'choose')}</option>
            {creates.map((m, i) => <option key={i} value={String(i)}>{provName(m.order.create!, lang)}</option>)}
          </select>
        </label>
      ) : null}
      {at && (gens.length || cur.general || army?.general) ? (
        <label>{`${w(lang, 'general')} `}
          <select id={fid('general')} data-field="general" value="" onChange={(e) => { const m = gens[Number(e.currentTarget.value)]; if (m) c.play(m, unit); }}>
            <option value="">{cur.general ? charName(view, cur.general) : army?.general ? charName(view, army.general) : '—'}</option>
            {gens.map((m, i) => <option key={i} value={String(i)}>{charName(view, m.order.general!)}</option>)}
          </select>
        </label>
      ) : null}
      {at ? (
        <>
          <div class="recruit-row">
            {recruit('samurai')}{recruit('ronin')}{recruit('ashigaru')}
            {army ? (
              <Stepper label={w(lang, 'dismiss')} n={dismissN} canPlus={!!dismissPlus} data-dismiss="" onPlus={() => dismissPlus && c.play(dismissPlus, unit)}
                onMinus={() => { const e = { ...cur }; if (dismissN <= 1) delete e.dismiss; else e.dismiss = dismissN - 1; edit(e); }} />
            ) : null}
          </div>
          <div>
            <strong>{`${w(lang, 'movement')}${colon(lang)}`}</strong>
            <div class="kind-row" role="group" aria-label={`${w(lang, 'movement')}${colon(lang)}${name}`}>
              {garrison || cur.order?.kind === 'garrison' ? (
                <button type="button" class={cur.order?.kind === 'garrison' ? 'on' : 'secondary'} id={fid('garrison')} data-army-order="garrison" aria-pressed={cur.order?.kind === 'garrison' ? 'true' : 'false'}
                  disabled={cur.order?.kind === 'garrison'} onClick={() => { if (garrison) c.play(garrison, unit); }}>{tw('armyKind', 'garrison', lang)}</button>
              ) : null}
              {(['move', 'attack', 'crush'] as const).map((k) => {
                const on = kind === k && (path.length > 0 || picking);
                return (
                  <button key={k} type="button" class={on ? 'on' : 'secondary'} id={fid(k)} data-army-order={k} aria-pressed={on ? 'true' : 'false'}
                    onClick={() => {
                      const pathKind = { ...ui.pathKind, [unit]: k };
                      if (path.length && !(cur.order!.kind === k)) { c.set({ pathKind }); edit({ ...cur, order: { kind: k, path } }); return; }
                      c.set({ pathKind, picking: { unit, label: `${name}${colon(lang)}${tw('armyKind', k, lang)}`, byPlace: new Map() } });
                    }}>{tw('armyKind', k, lang)}</button>
                );
              })}
            </div>
          </div>
          {path.length ? (
            <>
              <p class="path-line" data-path-text={unit}>
                {`${w(lang, 'path')}${colon(lang)}${provName(at, lang)} → ${steps.join(' → ')} — `}
                <strong data-mp={cost} class={cost > 3 ? 'error' : ''}>{`${cost} ${w(lang, 'mp')}`}</strong>
                {cost > 3 ? <span class="warn">{` (${w(lang, 'exhausted')})`}</span> : null}
              </p>
              <div class="kind-row">
                <button type="button" class="secondary small" data-path-undo={unit} onClick={() => { const e = { ...cur }; if (path.length <= 1) delete e.order; else e.order = { kind: cur.order!.kind as 'move', path: path.slice(0, -1) }; edit(e); }}>{w(lang, 'undoStep')}</button>
                <button type="button" class="secondary small" data-path-reset={unit} onClick={() => { const e = { ...cur }; delete e.order; edit(e); }}>{w(lang, 'resetPath')}</button>
              </div>
            </>
          ) : null}
          {next.size && (path.length > 0 || picking) ? (
            <label>
              <select id={fid('next-step')} data-field="next-step" aria-label={`${w(lang, 'extendPath')}${colon(lang)}${name}`} value="" onChange={(e) => { const x = list[Number(e.currentTarget.value)]; if (x) c.play(x[1], unit); }}>
                <option value="">{`${w(lang, 'extendPath')}…`}</option>
                {list.map(([p], i) => <option key={p} value={String(i)}>{`${placeName(p, lang)} (+${nodeCost(p)} ${w(lang, 'mp')})`}</option>)}
              </select>
              {' '}<span class="muted">{w(lang, 'pickHint')}</span>
            </label>
          ) : null}
        </>
      ) : null}
      {c.legal.clear.has(unit) ? (
        <button type="button" class="secondary small" data-clear={unit} onClick={() => {
          const pathKind = { ...ui.pathKind }; delete pathKind[unit];
          c.set({ pathKind, ...(picking ? { picking: null } : {}) });
          c.play({ type: 'clear-order', unit }, unit);
        }}>{`✕ ${w(lang, 'clear')}`}</button>
      ) : null}
      <Refusal unit={unit} />
    </div>
  );
}
