/**
 * The keyboard's way onto the map: a list of every province and sea that opens its sheet, as a
 * click on the map does (the map itself holds no tab stops: 85 places would bury the sheet).
 */
import { PROVINCES, SEAS } from '../data/map';
import { provName, seaName } from './model';
import { useNh } from './state';
import { w } from './text';

export function OpenSheet() {
  const { lang, view, ui, select } = useNh();
  const provs = PROVINCES.filter((p) => view.provinces[p.id]).map((p) => ({ id: p.id, name: provName(p.id, lang) })).sort((a, b) => a.name.localeCompare(b.name));
  const seas = SEAS.map((s) => ({ id: s.id, name: seaName(s.id, lang) })).sort((a, b) => a.name.localeCompare(b.name));
  const value = ui.sel && (ui.sel.kind === 'prov' || ui.sel.kind === 'sea') ? `${ui.sel.kind}:${ui.sel.id}` : '';
  return (
    <label class="nh-open">{`${w(lang, 'openSheet')} `}
      <select id="nh-open-sheet" data-field="open-sheet" value={value} onChange={(e) => {
        const v = e.currentTarget.value;
        const i = v.indexOf(':');
        select(v ? { kind: v.slice(0, i) as 'prov' | 'sea', id: v.slice(i + 1) } : null);
      }}>
        <option value="">{w(lang, 'choose')}</option>
        <optgroup label={w(lang, 'provinces')}>{provs.map((p) => <option key={p.id} value={`prov:${p.id}`}>{p.name}</option>)}</optgroup>
        <optgroup label={w(lang, 'seas')}>{seas.map((s) => <option key={s.id} value={`sea:${s.id}`}>{s.name}</option>)}</optgroup>
      </select>
    </label>
  );
}
