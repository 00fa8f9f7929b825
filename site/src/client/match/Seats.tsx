/** Who sits where (each seat's shape and colour as on the boards), the invite link while open, and joining. */
import type { Lang } from '../../../../worker/engine/contract';
import { SeatMark } from '../../board-kit';
import { localHref, loginHref, pageOrigin } from '../api';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';
import type { AwayMark as AwayMarkType } from './AwayMark';
import type * as BotSeats from './BotSeats';
import type * as Lifecycle from './Lifecycle';
import type { Badge as ReliabilityBadge } from './ReliabilityBadges';
import { colon } from '../../../../worker/engine/colon';

export function Seats({ snap, lang, mySeat, isReferee, loggedIn, join, AwayMark, Bots, call, Life, username, Rel }: {
  snap: Snapshot; lang: Lang; mySeat: number | null; isReferee: boolean; loggedIn: boolean; join: () => void; AwayMark?: typeof AwayMarkType;
  /** Each seat's reliability and the table's minimum (ReliabilityBadges.tsx, in the chunk loaded after the first draw). */
  Rel?: typeof ReliabilityBadge;
  /** The bot seats' marks and controls (BotSeats.tsx), loaded where a bot sits or may be seated; `call` posts to this match. */
  Bots?: typeof BotSeats; call: (path: string, body?: object) => Promise<void>;
  /** Who left a seat and "Take this seat" while it looks for a player (Lifecycle.tsx), loaded where someone left. */
  Life?: Pick<typeof Lifecycle, 'SeatLeft'>; username?: string;
}) {
  const link = `${pageOrigin()}${localHref(`/match/?id=${snap.id}`)}`;
  return (
    <div class="card" id="seats">
      <h2>{ui(lang, 'match.seats')}</h2>
      <ul>
        {snap.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            <SeatMark seat={s.seat} /> {s.username === null ? <em>{ui(lang, s.unnamed ? 'match.aPlayer' : 'match.freeSeat')}</em> : snap.bots?.includes(s.seat) ? s.username : <a href={localHref(`/profile/?u=${encodeURIComponent(s.username)}`)}>{s.username}</a>}
            {s.botAccount && s.username !== null ? <> <span class="bot-account" title={ui(lang, 'match.botAccountTitle')}>{ui(lang, 'match.botAccount')}</span></> : null}
            {mySeat === s.seat ? ` (${ui(lang, 'match.you')})` : ''}
            {AwayMark ? <AwayMark snap={snap} seat={s.seat} lang={lang} /> : null}
            {Bots ? <Bots.BotMark snap={snap} seat={s.seat} lang={lang} /> : null}
            {Life ? <Life.SeatLeft snap={snap} seat={s.seat} lang={lang} username={username} act={call} /> : null}
            {Rel && <> <Rel snap={snap} lang={lang} seat={s.seat} /></>}
          </li>
        ))}
        {snap.referee ? <li data-seat="referee">{`${ui(lang, 'match.referee')}${colon(lang)}${snap.referee}`}{isReferee ? ` (${ui(lang, 'match.you')})` : ''}</li> : null}
      </ul>
      {Bots ? <Bots.BotControls snap={snap} lang={lang} loggedIn={loggedIn} call={call} /> : null}
      {snap.status === 'open' ? (
        <div class="invite">
          <label for="invite-link">{ui(lang, 'match.invite')}</label>
          <input readOnly value={link} id="invite-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button type="button" class="secondary" onClick={() => navigator.clipboard?.writeText(link)}>{ui(lang, 'match.copy')}</button>
          <p class="muted">{ui(lang, 'match.waitingStart')}</p>{Rel && <Rel snap={snap} lang={lang} />}
          {!snap.you ? (loggedIn
            ? <button type="button" id="join" onClick={join}>{ui(lang, 'match.join')}</button>
            : <a class="button" href={loginHref()}>{ui(lang, 'account.login')}</a>) : null}
        </div>
      ) : null}
    </div>
  );
}
