/** The result card of a finished match (loaded once the match is over, right after the page's first draw). */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';

/** A match ended outside its game (resigned, agreed) shows no tiebreak: the ending note says why it ended. */
/** `children`: how the match ended when not by its game's last move (Lifecycle.tsx EndingNote). */
export function Result({ snap, lang, seatNames, children }: { snap: Snapshot; lang: Lang; seatNames: string[]; children?: ComponentChildren }) {
  const result = snap.result ?? snap.ending?.result;
  if (!result) return null;
  return (
    <div class="card">
      <h2>{ui(lang, 'match.result')}</h2>
      {children}
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
