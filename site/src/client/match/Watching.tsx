/**
 * Spectators on the match page (docs/players.md "Spectators"): a spectator is told they watch, and how late
 * (a delayed match) or that the referee forbids it; everyone sees how many watch now. Loaded only
 * when the reader is a spectator or someone watches.
 */
import type { Lang } from '../../../../worker/engine/contract';
import { plural } from '../../../../worker/engine/plural';
import { wt } from './watch-words';
import type { Snapshot } from './types';

/** An eye (drawn, since phones and headless browsers may lack an emoji font). */
const Eye = () => (
  <svg class="eye" viewBox="0 0 24 16" width="18" height="12" aria-hidden="true">
    <path d="M1 8s4-7 11-7 11 7 11 7-4 7-11 7S1 8 1 8z" fill="none" stroke="currentColor" stroke-width="2" />
    <circle cx="12" cy="8" r="3" fill="currentColor" />
  </svg>
);

export function Watching({ snap, lang }: { snap: Snapshot; lang: Lang }) {
  const watch = snap.spectators;
  const watcher = snap.you === null && snap.status !== 'open';
  return (
    <>
      {watch?.watching ? <span class="muted" id="watchers"><Eye /> {wt(lang, 'watch.count').replace('{n}', String(watch.watching))}</span> : null}
      {watcher ? (
        <p class="watch-banner" id="watch-banner" role="status">
          <Eye /> {wt(lang, 'watch.banner')}
          {watch?.asOf !== undefined ? ` · ${plural(lang, watch.phases ?? 1, wt(lang, 'watch.delayed'))}` : null}
          {watch?.mode === 'forbidden' && snap.status === 'active' ? ` · ${wt(lang, 'watch.forbidden')}` : null}
          {/* A bot's seat handed to a person: the way to it, further down the page (BotSeats.tsx). */}
          {snap.handOver?.length && snap.status === 'active' ? <> · <a href="#bot-controls" id="take-seat-link">{wt(lang, 'watch.takeSeat')}</a></> : null}
        </p>
      ) : null}
    </>
  );
}
