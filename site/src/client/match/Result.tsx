/** The result card of a finished match (loaded once the match is over, right after the page's first draw). */
import type { Lang } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';
import { EndingNote } from './Lifecycle';
import type { Snapshot } from './types';

/** A match ended outside its game (resigned, agreed) says how, and shows no tiebreak: it did not decide. */
export function Result({ snap, lang, seatNames }: { snap: Snapshot; lang: Lang; seatNames: string[] }) {
  const result = snap.result ?? snap.ending?.result;
  if (!result) return null;
  return (
    <div class="card">
      <h2>{ui(lang, 'match.result')}</h2>
      <EndingNote snap={snap} lang={lang} />
      <table id="result">
        <thead><tr><th>{ui(lang, 'match.place')}</th><th>{ui(lang, 'match.seats')}</th><th>{ui(lang, 'match.score')}</th></tr></thead>
        <tbody>
          {result.ranking.map((r: { seat: number; place: number; score: number; tiebreak?: string }) => (
            <tr key={r.seat} class={r.place === 1 ? 'your-turn' : ''}>
              <td>{r.place}</td><td>{seatNames[r.seat]}</td><td>{r.score}{r.tiebreak && !snap.ending ? <span class="muted"> ({r.tiebreak})</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted" id="rated-note">{ui(lang, snap.rated ? 'match.rated' : 'match.unrated')}</p>
    </div>
  );
}
