/**
 * The smaller cards of the match page below the fold: the settings, the seed audit, the raw move
 * box, the ways out of a match (Lifecycle.tsx: leave, cancel, resign, an end proposal, who left a
 * seat), the refusal box and the seats' absence marks. Their own chunk, fetched once the page has drawn (it does not count in a match page's weight).
 */
import { useState } from 'preact/hooks';
import type { Lang, Move } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';
import { loadErrorWords } from '../../i18n/error-loader';
import { pageLang } from '../api';
import type { GameInfo, Snapshot } from './types';

// The refusals' words arrive with this chunk (before any action of the reader can be refused).
void loadErrorWords(pageLang()).catch(() => { /* the generic words and the server's sentence stand in */ });

export { LifeBanner, LifeCard, SeatLeft } from './Lifecycle';
export { RefusalBox } from './RefusalBox';
export { AwayMark } from './AwayMark';
/** The seats' reliability badges and the table's minimum, for Seats.tsx (they load with this chunk, after the first draw). */
export { Badge as Rel } from './ReliabilityBadges';
/** The platform's log events in words (a resignation, an end outside the game), in every language: rare lines, so not in the first load. */
export { describePlatformEvent } from '../../../../worker/engine/platform-words/all';

/** The match's settings, for everyone to see (labels and explanations from the game, in the page's language). */
export function Settings({ snap, lang, info }: { snap: Snapshot; lang: Lang; info: GameInfo | null }) {
  const specs = info?.options ?? [];
  if (!specs.length) return null;
  const values = (snap.options ?? {}) as Record<string, unknown>;
  const yes = { en: 'yes', fr: 'oui', de: 'ja' }[lang];
  const no = { en: 'no', fr: 'non', de: 'nein' }[lang];
  return (
    <details class="card" id="match-settings">
      <summary>{ui(lang, 'match.settings')}</summary>
      <table>
        <tbody>
          {specs.map((o) => {
            const v = values[o.key];
            const shown = o.kind === 'choice' ? (o.choices?.find((c) => c.value === v)?.label[lang] ?? String(v)) : v === true ? yes : v === false ? no : String(v);
            return (
              <tr key={o.key} data-option={o.key} class={v !== undefined && v !== o.default ? 'your-turn' : ''}>
                <td title={o.help?.[lang] ?? ''}>{o.label[lang]}</td><td>{shown}</td>
              </tr>
            );
          })}
          {snap.absence ? <tr data-option="absenceDays"><td>{ui(lang, 'match.absenceAllowance')}</td><td>{snap.absence.allowanceDays}</td></tr> : null}
        </tbody>
      </table>
    </details>
  );
}

export function Audit({ snap, lang }: { snap: Snapshot; lang: Lang }) {
  return (
    <div class="card audit">
      <h2>{ui(lang, 'match.seedHash')}</h2>
      <code id="seed-hash">{snap.seedHash}</code>
      {snap.seed ? (
        <div>
          <h2>{ui(lang, 'match.seed')}</h2>
          <code id="seed">{snap.seed}</code>
          <p><a href={`/api/matches/${snap.id}/export`} download={`tenka-${snap.id}.json`} id="export-link">{ui(lang, 'match.export')}</a></p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Whether the reader asked for the developer's tools: `?dev=1` on a match page turns them on for
 * this browser (`?dev=0` off). A player never meets them by default.
 */
function developerMode(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('dev');
    if (asked === '1') localStorage.setItem('tenka:developer', '1');
    if (asked === '0') localStorage.removeItem('tenka:developer');
    return localStorage.getItem('tenka:developer') === '1';
  } catch {
    return false; // storage refused (private mode): no developer tools
  }
}

/** For bot authors and rules lawyers (developer mode only): send any move as JSON; the engine says why it refuses. */
export function RawMove({ lang, play, fail }: { lang: Lang; play: (m: Move) => Promise<void>; fail: (message: string) => void }) {
  const [text, setText] = useState('');
  const [developer] = useState(developerMode);
  if (!developer) return null;
  return (
    <details class="card" id="raw-move-box">
      <summary>{ui(lang, 'match.rawMove')}</summary>
      <label for="raw-move">{ui(lang, 'match.rawMoveLabel')}</label>
      <textarea id="raw-move" rows={2} style="width:100%;font-family:monospace" placeholder='{"type": "…"}' value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      <button type="button" class="secondary" id="raw-move-send" onClick={async () => {
        let move: Move;
        try { move = JSON.parse(text); } catch (e) { fail(`JSON: ${(e as Error).message}`); return; }
        await play(move);
      }}>{ui(lang, 'match.rawMoveSend')}</button>
    </details>
  );
}
