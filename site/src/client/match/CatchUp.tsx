/**
 * Catch-up for a player back after days: what happened since their last move (the log lines this
 * seat may read, which is all the page ever gets), the messages they have not read, and the
 * deadline. "Read" is kept per match in this browser (localStorage): the last version and the last
 * message id the page showed while visible.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameEvent, Lang } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';
import { localTime, relativeTime } from '../time';
import type { LogEntry, Message, Snapshot } from './types';

export interface Seen { version: number; message: number }

const key = (id: string) => `tenka:seen:${id}`;

export function readSeen(id: string): Seen | null {
  try {
    const raw = localStorage.getItem(key(id));
    const v = raw ? JSON.parse(raw) : null;
    return v && Number.isInteger(v.version) && Number.isInteger(v.message) ? v : null;
  } catch { return null; }
}

function writeSeen(id: string, seen: Seen): void {
  try { localStorage.setItem(key(id), JSON.stringify(seen)); } catch { /* private mode: nothing kept */ }
}

/**
 * What this page had shown before this visit (read once), and the page marking everything read
 * while it is visible. The marks of this visit stay until the next one.
 */
export function useSeen(id: string, ready: boolean, version: number, lastMessage: number): Seen | null {
  const [before] = useState(() => readSeen(id));
  useEffect(() => {
    const mark = () => { if (ready && document.visibilityState === 'visible') writeSeen(id, { version, message: lastMessage }); };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, ready, version, lastMessage]);
  return before;
}

/** The log entries after this seat's own last move. */
export function sinceLastMove(log: LogEntry[], seat: number): LogEntry[] {
  let last = -1;
  log.forEach((e, i) => { if (e.seat === seat && e.by === 'player') last = i; });
  return last < 0 ? [] : log.slice(last + 1);
}

export function CatchUp({ snap, lang, log, messages, mySeat, seen, describe }: {
  snap: Snapshot; lang: Lang; log: LogEntry[]; messages: Message[]; mySeat: number; seen: Seen | null;
  describe: (e: GameEvent) => string;
}) {
  const since = sinceLastMove(log, mySeat);
  const lines = since.flatMap((e) => e.events.map((ev, i) => ({ key: `${e.index}:${i}`, text: describe(ev), at: e.at })));
  const unread = seen ? messages.filter((m) => m.id > seen.message && m.from !== mySeat).length : 0;
  if (!lines.length && !unread) return null;
  const shown = lines.slice(-12);
  return (
    <section class="card catch-up" id="catch-up" aria-labelledby="catch-up-title">
      <h2 id="catch-up-title">{ui(lang, 'catchup.title')}</h2>
      {lines.length ? (
        <>
          {lines.length > shown.length ? <p class="muted">{ui(lang, 'catchup.more').replace('{n}', String(lines.length - shown.length))}</p> : null}
          <ul>{shown.map((l) => <li key={l.key}>{l.text} <time class="when" dateTime={new Date(l.at).toISOString()} title={localTime(l.at, lang)}>{relativeTime(l.at, lang)}</time></li>)}</ul>
        </>
      ) : null}
      {unread ? <p id="catch-up-unread"><a href="#messages">{ui(lang, 'catchup.unread').replace('{n}', String(unread))}</a></p> : null}
      {snap.deadline && snap.status === 'active' ? <p class="muted">{ui(lang, 'match.deadline')}: {relativeTime(snap.deadline, lang)}</p> : null}
    </section>
  );
}
