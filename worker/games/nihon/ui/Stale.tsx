/**
 * Stale rows of the draft (issue 14): an entry the rules refuse now, because the game changed after
 * it was given. Each is named on its own with why and a Clear button; the other rows stay editable,
 * and resolution drops only the stale ones.
 */
import { charName, provName } from './model';
import { useNh, type Nh } from './state';
import { w, words } from './text';
import { colon } from '../../../engine/colon';

/** A draft row's key (`char:<id>`, `army:<n>`, `prov:<id>`, `fleets`, …) in the words of the sheet's own headings. */
function rowName(c: Nh, unit: string): string {
  const colon = unit.indexOf(':');
  const kind = colon < 0 ? unit : unit.slice(0, colon);
  const id = unit.slice(colon + 1);
  if (kind === 'char') return charName(c.view, id);
  if (kind === 'army') return `${w(c.lang, 'army')} ${id}`;
  if (kind === 'prov') return provName(id, c.lang);
  if (kind === 'fleets' || kind === 'temporary-fleet') return w(c.lang, 'fleets');
  if (kind === 'break-alliances') return w(c.lang, 'alliances');
  return w(c.lang, 'order');
}

/**
 * Why a row is stale, by the validator's codes, in the reader's language. A code without words yet:
 * the engine's own (English) sentence in English, the sheet's general word elsewhere.
 */
function why(c: Nh, rows: { code: string; message: string }[]): string {
  const table: Record<string, string> = words(c.lang).staleWhy;
  return [...new Set(rows.map((x) => (Object.hasOwn(table, x.code) ? table[x.code]! : c.lang === 'en' ? x.message : w(c.lang, 'staleNow'))))].join('; ');
}

export function Stale() {
  const c = useNh();
  const list = c.view.me?.stale ?? [];
  if (!list.length) return null;
  const units = [...new Set(list.map((x) => x.unit))];
  return (
    <div class="warn nh-stale" data-stale={units.join(' ')} role="status">
      <p>{w(c.lang, 'staleOrders')}</p>
      <ul>
        {units.map((u) => (
          <li key={u} data-stale-row={u}>
            {`${rowName(c, u)}${colon(c.lang)}${why(c, list.filter((x) => x.unit === u))} `}
            {c.canEdit ? <button type="button" class="secondary small" data-clear-stale={u} aria-label={`${w(c.lang, 'clear')}${colon(c.lang)}${rowName(c, u)}`} onClick={() => c.play({ type: 'clear-order', unit: u }, u)}>{w(c.lang, 'clear')}</button> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
