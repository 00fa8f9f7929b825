/** The match's header: the game, whose turn it is, the deadline, the socket, the rules; and the tab title. */
import type { FunctionComponent } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { localHref, refreshWaitingBadge } from '../api';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';
import { colon } from '../../../../worker/engine/colon';

const YOUR_TURN_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#b22222"/><text x="16" y="22" font-size="18" text-anchor="middle" fill="#fff">天</text><circle cx="25" cy="7" r="7" fill="#ffcc00" stroke="#1d1b19" stroke-width="1.5"/></svg>')}`;

/** Whether the page last showed your turn (null before the first draw). */
let shownTurn: boolean | null = null;

/**
 * `drawn`: the board has drawn (index.tsx `useDrawn`). Until then the deadline's date is left out
 * of its <time> (the label and the machine-readable date are there): `toLocaleString` makes a date
 * formatter, and the first one a page makes costs a slow phone ~0.1 s of the first draw (issue 32).
 */
export function Head({ snap, lang, gameName, seatNames, mySeat, live, Watching, drawn = true }: {
  snap: Snapshot; lang: Lang; gameName: string; seatNames: string[]; mySeat: number | null; live: boolean;
  /** The spectators' banner and count (Watching.tsx), loaded only where someone watches. */
  Watching?: FunctionComponent<{ snap: Snapshot; lang: Lang }>;
  drawn?: boolean;
}) {
  const mine = snap.status === 'active' && !snap.paused && mySeat !== null && snap.awaiting.includes(mySeat);
  useEffect(() => {
    // The tab says when it is your turn, so a player with many tabs sees it without opening this one.
    document.title = mine ? `(1) ${ui(lang, 'match.yourTurn')} – ${gameName} · Tenka` : `${gameName} · Tenka`;
    // The favicon too: a gold dot on the mark while the match waits for you (seen on a pinned tab).
    const icon = document.querySelector<HTMLLinkElement>('link[rel=icon]');
    if (icon) {
      icon.dataset.plain ??= icon.href;
      icon.href = mine ? YOUR_TURN_ICON : icon.dataset.plain;
      icon.dataset.turn = mine ? 'yes' : 'no';
    }
    // The header's count follows once the turn changed after the page loaded (the load drew it already).
    if (shownTurn !== null && shownTurn !== mine) refreshWaitingBadge();
    shownTurn = mine;
  }, [mine, gameName, lang]);
  // The table plays a correction set of the game's data (worker/engine/corrections.ts): say which, with its link.
  const edition = (snap.options as { corrections?: { id?: string; title: string } } | undefined)?.corrections;
  let banner;
  if (snap.status === 'open') banner = <span class="turn-banner" id="turn">{ui(lang, 'matches.open')}</span>;
  // Finished, cancelled or expired: over (the banner below the header says how: Lifecycle.tsx).
  else if (snap.status !== 'active') banner = <span class="turn-banner" id="turn">{ui(lang, 'match.finished')}</span>;
  else if (snap.paused) banner = <span class="turn-banner" id="turn" data-mine="no" data-paused="yes">{ui(lang, 'paused.banner')}</span>;
  else banner = (
    <span class={`turn-banner ${mine ? 'mine' : ''}`} id="turn" data-mine={mine ? 'yes' : 'no'}>
      {mine ? ui(lang, 'match.yourTurn') : `${ui(lang, 'match.waitingFor')} ${snap.awaiting.map((s) => seatNames[s]).join(', ')}`}
    </span>
  );
  return (
    <div class="match-head">
      <h1>{gameName}</h1>
      {banner}
      {snap.deadline && snap.status === 'active'
        ? <span class="muted" id="deadline">{ui(lang, 'match.deadline')}{colon(lang)}<time dateTime={new Date(snap.deadline).toISOString()}>{drawn ? new Date(snap.deadline).toLocaleString(lang) : ''}</time></span>
        : null}
      <span class={`live-dot ${live ? 'on' : ''}`} id="live">{live ? ui(lang, 'match.live') : ui(lang, 'match.offline')}</span>
      <a href={localHref(`/rules/${snap.game}/`)} id="rules-link">{ui(lang, 'match.rules')}</a>
      {Watching ? <Watching snap={snap} lang={lang} /> : null}
      {edition ? <a id="data-edition" href={localHref(`/corrections/?id=${edition.id ?? ''}`)}>✎ {ui(lang, 'match.edition')}{colon(lang)}{edition.title}</a> : null}
    </div>
  );
}
