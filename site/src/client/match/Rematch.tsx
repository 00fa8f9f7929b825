/**
 * The rematch card: on a finished match, "Offer a rematch" (the same game, seats and settings),
 * then who has accepted and a link to it; on the rematch itself while it waits, the same list and
 * the previous match. Accepting is one click on either page (the API creates the rematch once).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { ConfirmButton } from '../../board-kit';
import { api, localHref } from '../api';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';
import { colon } from '../../../../worker/engine/colon';

/** The question before declining (this card loads on its own, after the page's first draw). */
const DECLINE_Q = { en: 'Decline the rematch? It will not be played, for anyone.', fr: 'Refuser la revanche ? Elle ne sera jouée par personne.', de: 'Die Revanche ablehnen? Sie wird dann für niemanden gespielt.' } satisfies Record<Lang, string>;

type Invited = { seat: number; username: string; accepted: boolean }[];
interface RematchState { id: string; status: Snapshot['status']; invited: Invited | null }

function InvitedList({ invited, lang }: { invited: Invited; lang: Lang }) {
  return (
    <ul class="rematch-invited">
      {invited.map((p) => (
        <li key={p.seat} data-accepted={p.accepted ? 'yes' : 'no'}>
          {p.username}{colon(lang)}<span class={p.accepted ? '' : 'muted'}>{ui(lang, p.accepted ? 'rematch.accepted' : 'rematch.waiting')}</span>
        </li>
      ))}
    </ul>
  );
}

export function Rematch({ snap, lang, username, fail }: { snap: Snapshot; lang: Lang; username: string | null; fail: (body: unknown) => void }) {
  const [state, setState] = useState<RematchState | null>(null);
  const [busy, setBusy] = useState(false);
  const rid = snap.rematch?.id ?? null;
  const seated = username !== null && snap.seats.some((s) => s.username === username);

  // The rematch's state, followed while it waits for players (its own page is live; this one polls).
  useEffect(() => {
    if (!rid) return;
    let stop = false;
    const load = async () => {
      const res = await api('GET', `/api/matches/${rid}`);
      if (stop || !res.ok) return;
      setState({ id: rid, status: res.body.status, invited: res.body.invited });
      if (res.body.status === 'open') setTimeout(load, 5000);
    };
    load();
    return () => { stop = true; };
  }, [rid]);

  const ask = async () => {
    setBusy(true);
    const res = await api('POST', `/api/matches/${snap.id}/rematch`);
    setBusy(false);
    if (!res.ok) { fail(res.body); return; }
    setState({ id: res.body.id, status: res.body.status, invited: res.body.invited });
  };

  // On the rematch while it waits: who is in, and where it comes from.
  if (snap.rematchOf && snap.status === 'open' && snap.invited) {
    const mine = snap.invited.find((p) => p.username === username);
    return (
      <div class="card" id="rematch">
        <h2>{ui(lang, 'rematch.title')}</h2>
        <p><a href={localHref(`/match/?id=${snap.rematchOf}`)} id="rematch-previous">{ui(lang, 'rematch.previous')}</a></p>
        <InvitedList invited={snap.invited} lang={lang} />
        <p class="muted">{ui(lang, 'rematch.starts')}</p>
        {mine && !mine.accepted ? (
          <button type="button" id="rematch-accept" disabled={busy} onClick={async () => {
            setBusy(true);
            const res = await api('POST', `/api/matches/${snap.id}/join`, {});
            setBusy(false);
            if (!res.ok) fail(res.body);
          }}>{ui(lang, 'rematch.accept')}</button>
        ) : null}
      </div>
    );
  }
  if (snap.status !== 'finished' || (!seated && !rid)) return null;
  // null: declined by a player whose name this spectator may not read.
  const declinedBy = snap.rematch?.declinedBy === null ? ui(lang, 'match.aPlayer') : snap.rematch?.declinedBy;
  if (declinedBy) {
    return (
      <div class="card" id="rematch">
        <h2>{ui(lang, 'rematch.title')}</h2>
        <p id="rematch-declined">{ui(lang, 'rematch.declined').replace('{name}', declinedBy)}</p>
      </div>
    );
  }
  const decline = async () => {
    setBusy(true);
    const res = await api('POST', `/api/matches/${snap.id}/rematch/decline`);
    setBusy(false);
    if (!res.ok) fail(res.body);
  };
  const shown = state ?? (rid ? { id: rid, status: 'open' as const, invited: null } : null);
  const mine = shown?.invited?.find((p) => p.username === username);
  return (
    <div class="card" id="rematch">
      <h2>{ui(lang, 'rematch.title')}</h2>
      {!shown ? (
        <p>
          <button type="button" id="rematch-offer" disabled={busy} onClick={ask}>{ui(lang, 'rematch.offer')}</button>
        </p>
      ) : (
        <>
          {shown.invited ? <InvitedList invited={shown.invited} lang={lang} /> : null}
          <p class="muted" id="rematch-state">{ui(lang, shown.status === 'open' ? 'rematch.starts' : 'rematch.started')}</p>
          {mine && !mine.accepted ? <p><button type="button" id="rematch-accept" disabled={busy} onClick={ask}>{ui(lang, 'rematch.accept')}</button>{' '}
            <ConfirmButton lang={lang} question={DECLINE_Q[lang]} class="secondary" id="rematch-decline" disabled={busy} onConfirm={decline}>{ui(lang, 'rematch.decline')}</ConfirmButton></p> : null}
          <p><a href={localHref(`/match/?id=${shown.id}`)} id="rematch-link">{ui(lang, 'rematch.go')}</a></p>
        </>
      )}
    </div>
  );
}
