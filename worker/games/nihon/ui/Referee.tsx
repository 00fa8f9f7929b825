/**
 * The referee's console inside the board: every clan's sheet as words (final or draft, or none:
 * standing orders), and each clan's treasury forecast; narrowed to one clan by a filter that also
 * narrows the drafted moves drawn on the map.
 */
import { MonIcon } from './icons';
import { ledger } from './ledger';
import { clanStyle } from './model';
import { LedgerTable, SheetSummary } from './Sheet';
import { useNh } from './state';
import { w } from './text';
import { colon } from '../../../engine/colon';

export function RefereeSheets() {
  const c = useNh();
  const { view, lang, seatNames, ui } = c;
  return (
    <div class="nh-referee">
      <p>
        <label>{`${w(lang, 'clan')}${colon(lang)}`}
          <select id="nh-referee-clan" data-field="referee-clan" value={String(ui.refClan)} onChange={(e) => c.set({ refClan: Number(e.currentTarget.value) })}>
            <option value="-1">{w(lang, 'allClans')}</option>
            {view.clans.map((cl) => <option key={cl.seat} value={String(cl.seat)}>{cl.name}</option>)}
          </select>
        </label>
      </p>
      {view.clans.filter((cl) => ui.refClan < 0 || ui.refClan === cl.seat).map((cl) => {
        const sheet = view.sheets?.[cl.seat] ?? null;
        const priv = view.private?.[cl.seat];
        const led = priv ? ledger(view, { seat: cl.seat, treasury: priv.treasury, reserve: priv.reserve, stress: priv.stress }, sheet ?? {}) : null;
        return (
          <section key={cl.seat} class="nh-ref-clan" data-ref-clan={cl.seat} style={`border-left:6px solid ${clanStyle(view, cl.seat).colour}`} aria-label={cl.name}>
            <h3>
              <MonIcon view={view} seat={cl.seat} size={20} />{` ${cl.name} `}<span class="muted">{seatNames[cl.seat] ?? ''}</span>{' '}
              {cl.final ? <span class="nh-status final">{`✓ ${w(lang, 'finalState')}`}</span> : <span class="nh-status draft">{sheet ? `✎ ${w(lang, 'draftShort')}` : `∅ ${w(lang, 'noSheetShort')}`}</span>}
            </h3>
            <SheetSummary view={view} sheet={sheet} lang={lang} />
            {led ? (
              <details>
                <summary>{`${w(lang, 'treasury')}${colon(lang)}${priv!.treasury} → ${led.end} ${w(lang, 'koku')}`}</summary>
                <LedgerTable led={led} />
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
