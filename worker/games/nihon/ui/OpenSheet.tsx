/**
 * The keyboard's way onto the map: a list of every province and sea that opens its sheet, as a
 * click on the map does (the map itself holds no tab stops: 85 places would bury the sheet).
 */
import type { Lang } from '../../../engine/contract';
import { PROVINCES, SEAS } from '../data/map';
import { collator } from './collate';
import { provName, seaName } from './model';
import { useNh } from './state';
import { w } from './text';

/** Every province and sea by name, sorted once per language (the map's places never change). */
const sorted = new Map<Lang, { provs: { id: string; name: string }[]; seas: { id: string; name: string }[] }>();
function placesByName(lang: Lang) {
  let lists = sorted.get(lang);
  if (!lists) {
    const { compare } = collator(lang);
    sorted.set(lang, lists = {
      provs: PROVINCES.map((p) => ({ id: p.id, name: provName(p.id, lang) })).sort((a, b) => compare(a.name, b.name)),
      seas: SEAS.map((s) => ({ id: s.id, name: seaName(s.id, lang) })).sort((a, b) => compare(a.name, b.name)),
    });
  }
  return lists;
}

export function OpenSheet() {
  const { lang, view, ui, select } = useNh();
  const { provs: all, seas } = placesByName(lang);
  const provs = all.filter((p) => view.provinces[p.id]);
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
