/**
 * The ways out of a match on its page (docs/players.md "The life of a match"): leave an open match,
 * cancel it, resign, propose an end and answer a proposal; a banner for a cancelled or expired
 * match, the way a finished match ended, who left which seat, and "Take this seat" for a seat
 * looking for a player. The buttons follow the snapshot's `can`; each asks first (a dialog) and
 * names the version it acts on, so a repeat is refused (409) instead of acting twice. Loaded only
 * with the cards below the fold (Extras.tsx), with its own words (lifecycle-words.ts).
 */
import { useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { ConfirmButton } from '../../board-kit';
import { t as ui } from '../../i18n/match';
import { relativeTime } from '../time';
import { lw } from './lifecycle-words';
import type { ProposalKind, Snapshot } from './types';

/** POST a path of this match with a body (the refusal goes to the page's refusal box). */
export type Act = (path: string, body?: object) => Promise<void>;

/** Seats a player left that look for a replacement now (the bot or the timeout policy plays them meanwhile). */
export function lookingSeats(snap: Snapshot): number[] {
  if (snap.status !== 'active') return [];
  return (snap.departed ?? []).flatMap((d) => {
    const handed = (snap.handOver ?? []).includes(d.seat) && (snap.bots ?? []).includes(d.seat);
    const deleted = d.how === 'deleted' && snap.seats[d.seat]?.username === d.username;
    return handed || deleted ? [d.seat] : [];
  }).filter((s, i, all) => all.indexOf(s) === i);
}

const kindWords = (lang: Lang, kind: ProposalKind) => lw(lang, `kind.${kind}`);

/** A cancelled or expired match: said plainly at the top of the page, with why. */
export function LifeBanner({ snap, lang }: { snap: Snapshot; lang: Lang }) {
  if (snap.status !== 'cancelled' && snap.status !== 'expired') return null;
  const why = snap.ending?.why;
  const key = snap.status === 'expired' ? 'why.expired'
    : why === 'creator' || why === 'referee' || why === 'players' || why === 'empty' ? (`why.${why}` as const) : 'why.cancelled';
  return (
    <div class="card life-banner" id="life-banner" role="status" data-status={snap.status}>
      <strong>{lw(lang, `status.${snap.status}`)}</strong>
      <p>{lw(lang, key)}</p>
      <p class="muted">{lw(lang, 'noResult')}{snap.ending ? ` (${relativeTime(snap.ending.at, lang)})` : ''}</p>
    </div>
  );
}

/** How a finished match ended when not by its game's last move: "X resigned", "ended by agreement", "a draw". */
export function EndingNote({ snap, lang }: { snap: Snapshot; lang: Lang }) {
  const how = snap.status === 'finished' ? snap.ending?.how : undefined;
  if (how !== 'resign' && how !== 'agreement' && how !== 'draw') return null;
  const names = (snap.departed ?? []).filter((d) => d.how === 'resigned').map((d) => d.username);
  const text = how === 'resign' ? lw(lang, names.length > 1 ? 'resignedMany' : 'resigned', { names: names.join(', ') || ui(lang, 'match.aPlayer') })
    : lw(lang, how);
  return <p id="ending-note" data-how={how}><strong>{text}</strong></p>;
}

/** On a seat's line: who left it and how; and, while it looks for a player, "Take this seat" for a newcomer. */
export function SeatLeft({ snap, seat, lang, username, act }: { snap: Snapshot; seat: number; lang: Lang; username?: string; act: Act }) {
  const left = (snap.departed ?? []).filter((d) => d.seat === seat);
  if (!left.length) return null;
  const looking = lookingSeats(snap).includes(seat);
  // A stranger may take it: logged in, no part in the match, and not one of those who left it.
  const may = looking && !!username && snap.you === null && !(snap.departed ?? []).some((d) => d.username === username);
  return (
    <span class="seat-left" data-left={seat}>
      {left.map((d) => (
        <span key={d.at} class="muted" data-how={d.how}>
          {` · ${snap.seats[seat]?.username === d.username ? lw(lang, `gone.${d.how}`) : lw(lang, `left.${d.how}`, { name: d.username })}`}
        </span>
      ))}
      {looking ? <span class="looking" data-looking={seat}>{` · ${lw(lang, 'looking')}`}</span> : null}
      {may ? (
        <span class="take-seat">
          <ConfirmButton lang={lang} question={lw(lang, 'q.take', { n: seat + 1 })} data-take-seat={String(seat)} onConfirm={() => act(`/seats/${seat}/take`)}>{lw(lang, 'take')}</ConfirmButton>
        </span>
      ) : null}
    </span>
  );
}

/** The card of the ways out: the pending proposal (for everyone), then the caller's buttons. */
export function LifeCard({ snap, lang, seatNames, mySeat, act }: { snap: Snapshot; lang: Lang; seatNames: string[]; mySeat: number | null; act: Act }) {
  const can = snap.can ?? { leave: false, cancel: false, resign: false, propose: [], answer: false };
  const [kind, setKind] = useState<ProposalKind>(can.propose[0] ?? 'end');
  const chosen = can.propose.includes(kind) ? kind : can.propose[0] ?? 'end';
  const p = snap.proposal ?? null;
  const v = snap.version;
  const mine = !!p && mySeat !== null && p.by === mySeat;
  const hasButtons = can.leave || can.cancel || can.resign || can.propose.length > 0;
  const expires = snap.status === 'open' && snap.expiresAt ? lw(lang, 'expires', { when: relativeTime(snap.expiresAt, lang) }) : null;
  if (!p && !hasButtons && !expires) return null;
  const names = (seats: number[]) => seats.map((s) => seatNames[s] ?? String(s + 1)).join(', ');
  const missing = p ? snap.seats.map((s) => s.seat).filter((s) => !p.accepted.includes(s) && !(snap.bots ?? []).includes(s) && !(snap.departed ?? []).some((d) => d.seat === s)) : [];
  return (
    <div class="card" id="life">
      <h2>{lw(lang, 'title')}</h2>
      {p ? (
        <div class="proposal" id="proposal" data-kind={p.kind} role="status">
          <p><strong>{lw(lang, 'proposal', { name: seatNames[p.by] ?? String(p.by + 1), what: kindWords(lang, p.kind) })}</strong></p>
          <p class="muted">{lw(lang, 'acceptedBy', { names: names(p.accepted) })}{missing.length ? ` ${lw(lang, 'waitingFor', { names: names(missing) })}` : ''}</p>
          <p class="muted">{p.lapsesAt ? lw(lang, 'lapses', { when: relativeTime(p.lapsesAt, lang) }) : lw(lang, 'stays')}</p>
          {can.answer || mine || (mySeat !== null && p.accepted.includes(mySeat)) ? (
            <p class="life-buttons">
              {can.answer ? <ConfirmButton lang={lang} question={lw(lang, 'q.accept', { what: kindWords(lang, p.kind) })} data-life="accept"
                onConfirm={() => act('/end', { version: v, accept: true, kind: p.kind })}>{lw(lang, 'accept')}</ConfirmButton> : null}
              {can.answer ? <ConfirmButton lang={lang} question={lw(lang, 'q.refuse')} class="secondary" data-life="refuse"
                onConfirm={() => act('/end', { version: v, accept: false })}>{lw(lang, 'refuse')}</ConfirmButton> : null}
              {mine ? <ConfirmButton lang={lang} question={lw(lang, 'q.withdraw')} class="secondary" data-life="withdraw"
                onConfirm={() => act('/end', { version: v, accept: false })}>{lw(lang, 'withdraw')}</ConfirmButton> : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {expires ? <p class="muted" id="expires">{expires}</p> : null}
      {snap.status === 'active' && snap.replaceAfterMisses ? <p class="muted" id="replace-after">{lw(lang, 'replaceAfter', { n: snap.replaceAfterMisses })}</p> : null}
      {can.propose.length ? (
        <p class="life-row">
          <label for="life-kind">{lw(lang, 'proposeWhat')}</label>
          <select id="life-kind" value={chosen} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value as ProposalKind)}>
            {can.propose.map((k) => <option key={k} value={k}>{kindWords(lang, k)}</option>)}
          </select>
          <ConfirmButton lang={lang} question={lw(lang, 'q.propose', { v, what: kindWords(lang, chosen) })} data-life="propose"
            onConfirm={() => act('/end', { version: v, accept: true, kind: chosen })}>{lw(lang, 'propose')}</ConfirmButton>
        </p>
      ) : null}
      {can.leave || can.cancel || can.resign ? (
        <p class="life-buttons">
          {can.leave ? <ConfirmButton lang={lang} question={lw(lang, 'q.leave')} class="secondary" data-life="leave" onConfirm={() => act('/leave', {})}>{lw(lang, 'leave')}</ConfirmButton> : null}
          {can.cancel ? <ConfirmButton lang={lang} question={lw(lang, 'q.cancel', { v })} class="secondary" data-life="cancel" onConfirm={() => act('/cancel', { version: v })}>{lw(lang, 'cancel')}</ConfirmButton> : null}
          {can.resign ? <ConfirmButton lang={lang} question={lw(lang, 'q.resign', { v })} class="danger" data-life="resign" onConfirm={() => act('/resign', { version: v })}>{lw(lang, 'resign')}</ConfirmButton> : null}
        </p>
      ) : null}
    </div>
  );
}
