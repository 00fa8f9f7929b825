/**
 * Catch-up for a player back after days: what happened since their last move (the log lines this
 * seat may read, which is all the page ever gets), the messages they have not read, and the
 * deadline. "Read" is the last version and the last message id the page showed while visible,
 * kept by the server per seat (POST …/seen, so another device knows it) and in this browser
 * (localStorage, for spectators and older servers); the later of the two counts.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent, Lang } from '../../../../worker/engine/contract';
import { plural } from '../../../../worker/engine/plural';
import { t as ui } from '../../i18n/match';
import { localTime, relativeTime } from '../time';
import type { LogEntry, Message, Snapshot } from './types';
import { colon } from '../../../../worker/engine/colon';
import { sinceLastMove } from './catch-up-lines';

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

/** The later of two marks (each part on its own). */
function later(a: Seen | null, b: Seen | null | undefined): Seen | null {
  if (!a || !b) return a ?? b ?? null;
  return { version: Math.max(a.version, b.version), message: Math.max(a.message, b.message) };
}

/**
 * What this reader had seen before this visit (read once, when the page's data is there: the
 * server's mark for the seat and this browser's), and the page marking everything read while it is
 * visible, here and on the server (`post`, for seated players and the referee). The marks of this
 * visit stay until the next one.
 */
export function useSeen(id: string, ready: boolean, version: number, lastMessage: number, serverSeen: Seen | null | undefined, post: ((s: Seen) => void) | null): Seen | null {
  const before = useRef<Seen | null | undefined>(undefined);
  if (ready && before.current === undefined) before.current = later(readSeen(id), serverSeen);
  // What the server holds already (its mark at load, then what this page sent): only news is sent.
  const sent = useRef<Seen | null | undefined>(undefined);
  if (ready && sent.current === undefined) sent.current = serverSeen ?? null;
  useEffect(() => {
    const mark = () => {
      if (!ready || document.visibilityState !== 'visible') return;
      const s = { version, message: lastMessage };
      writeSeen(id, s);
      const known = sent.current;
      if (post && (!known || s.version > known.version || s.message > known.message)) { sent.current = later(known ?? null, s); post(s); }
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, ready, version, lastMessage, !!post]);
  return before.current ?? null;
}

/**
 * `titled`: the board has drawn (index.tsx `useDrawn`). Only then do the lines carry their times
 * (relative, with the local date and time in the tooltip) and the deadline its distance: the first
 * date formatter a page makes (`Intl.RelativeTimeFormat`, `Intl.DateTimeFormat`) costs a slow phone
 * ~0.1 s, and the card is drawn with the board, above it (issue 32). The <time> elements are there
 * from the first draw, with their machine-readable dates.
 */
export function CatchUp({ snap, lang, log, messages, mySeat, seen, describe, titled = true }: {
  snap: Snapshot; lang: Lang; log: LogEntry[]; messages: Message[]; mySeat: number; seen: Seen | null;
  describe: (e: GameEvent, step: LogEntry) => string; titled?: boolean;
}) {
  const since = sinceLastMove(log, mySeat, seen?.version ?? null);
  const lines = since.flatMap((e) => e.events.map((ev, i) => ({ key: `${e.index}:${i}`, text: describe(ev, e), at: e.at })));
  const unread = seen ? messages.filter((m) => m.id > seen.message && m.from !== mySeat).length : 0;
  if (!lines.length && !unread) return null;
  const shown = lines.slice(-12);
  return (
    <section class="card catch-up" id="catch-up" aria-labelledby="catch-up-title">
      <h2 id="catch-up-title">{ui(lang, 'catchup.title')}</h2>
      {lines.length ? (
        <>
          {lines.length > shown.length ? <p class="muted">{ui(lang, 'catchup.more').replace('{n}', String(lines.length - shown.length))}</p> : null}
          <ul>{shown.map((l) => <li key={l.key}>{l.text} <time class="when" dateTime={new Date(l.at).toISOString()} title={titled ? localTime(l.at, lang) : undefined}>{titled ? relativeTime(l.at, lang) : ''}</time></li>)}</ul>
        </>
      ) : null}
      {unread ? <p id="catch-up-unread"><a href="#messages">{plural(lang, unread, ui(lang, 'catchup.unread'))}</a></p> : null}
      {snap.deadline && snap.status === 'active' ? <p class="muted">{ui(lang, 'match.deadline')}{colon(lang)}<time dateTime={new Date(snap.deadline).toISOString()}>{titled ? relativeTime(snap.deadline, lang) : ''}</time></p> : null}
    </section>
  );
}
