/** The match's header: the game, whose turn it is, the deadline, the socket, the rules; and the tab title. */
import { useEffect } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { localHref } from '../api';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';

export function Head({ snap, lang, gameName, seatNames, mySeat, live }: { snap: Snapshot; lang: Lang; gameName: string; seatNames: string[]; mySeat: number | null; live: boolean }) {
  const mine = snap.status === 'active' && !snap.paused && mySeat !== null && snap.awaiting.includes(mySeat);
  useEffect(() => {
    // The tab says when it is your turn, so a player with many tabs sees it without opening this one.
    document.title = mine ? `(1) ${ui(lang, 'match.yourTurn')} – ${gameName} · Tenka` : `${gameName} · Tenka`;
  }, [mine, gameName, lang]);
  let banner;
  if (snap.status === 'open') banner = <span class="turn-banner" id="turn">{ui(lang, 'matches.open')}</span>;
  else if (snap.status === 'finished') banner = <span class="turn-banner" id="turn">{ui(lang, 'match.finished')}</span>;
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
        ? <span class="muted" id="deadline">{ui(lang, 'match.deadline')}: <time dateTime={new Date(snap.deadline).toISOString()}>{new Date(snap.deadline).toLocaleString(lang)}</time></span>
        : null}
      <span class={`live-dot ${live ? 'on' : ''}`} id="live">{live ? ui(lang, 'match.live') : ui(lang, 'match.offline')}</span>
      <a href={localHref(`/rules/${snap.game}/`)} id="rules-link">{ui(lang, 'match.rules')}</a>
    </div>
  );
}
