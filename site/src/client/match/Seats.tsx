/** Who sits where (each seat's shape and colour as on the boards), the invite link while open, and joining. */
import type { Lang } from '../../../../worker/engine/contract';
import { SeatMark } from '../../board-kit';
import { localHref, loginHref } from '../api';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';
import { awayOf, awayText } from '../away';

const DAY_MS = 86_400_000;

/** "away until …" and which of extension or stand-in applies; the allowance used once any is. */
function AwayMark({ snap, seat, lang }: { snap: Snapshot; seat: number; lang: Lang }) {
  const a = snap.status === 'finished' ? null : awayOf(snap.absence?.away, seat);
  const used = snap.absence?.usedMs[seat] ?? 0;
  if (!a && !used) return null;
  const mark = a ? awayText(a, lang, (k) => ui(lang, k)) : null;
  const days = (used / DAY_MS).toLocaleString(lang, { maximumFractionDigits: 1 });
  return (
    <>
      {mark ? <span class="away-mark" data-away={a!.mode} title={mark.title}>{mark.text}</span> : null}
      {used ? <small class="muted away-used">{ui(lang, 'away.used').replace('{used}', days).replace('{days}', String(snap.absence!.allowanceDays))}</small> : null}
    </>
  );
}

export function Seats({ snap, lang, mySeat, isReferee, loggedIn, join }: { snap: Snapshot; lang: Lang; mySeat: number | null; isReferee: boolean; loggedIn: boolean; join: () => void }) {
  const link = `${location.origin}${localHref(`/match/?id=${snap.id}`)}`;
  return (
    <div class="card" id="seats">
      <h2>{ui(lang, 'match.seats')}</h2>
      <ul>
        {snap.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            <SeatMark seat={s.seat} /> {s.username ?? <em>{ui(lang, 'match.freeSeat')}</em>}
            {mySeat === s.seat ? ` (${ui(lang, 'match.you')})` : ''}
            <AwayMark snap={snap} seat={s.seat} lang={lang} />
          </li>
        ))}
        {snap.referee ? <li data-seat="referee">{`${ui(lang, 'match.referee')}: ${snap.referee}`}{isReferee ? ` (${ui(lang, 'match.you')})` : ''}</li> : null}
      </ul>
      {snap.status === 'open' ? (
        <div class="invite">
          <label for="invite-link">{ui(lang, 'match.invite')}</label>
          <input readOnly value={link} id="invite-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button type="button" class="secondary" onClick={() => navigator.clipboard?.writeText(link)}>{ui(lang, 'match.copy')}</button>
          <p class="muted">{ui(lang, 'match.waitingStart')}</p>
          {!snap.you ? (loggedIn
            ? <button type="button" id="join" onClick={join}>{ui(lang, 'match.join')}</button>
            : <a class="button" href={loginHref()}>{ui(lang, 'account.login')}</a>) : null}
        </div>
      ) : null}
    </div>
  );
}
