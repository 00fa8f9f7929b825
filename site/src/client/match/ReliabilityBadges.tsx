/**
 * Each seat's reliability beside its name (GET /api/matches/:id/reliability, fetched once when the
 * page opens: the answer is private, max-age=60), and the table's minimum for an open match.
 * Loaded after the first draw with Extras.tsx, drawn by Seats.tsx.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';

// The words load on first use: a static import would add their file to the list the match page's
// first chunk preloads (scripts/check-bundle.mjs counts it).
type Words = typeof import('../../i18n/reliability');
let wordsP: Promise<Words> | null = null;
const words = () => (wordsP ??= import('../../i18n/reliability'));
import type { Snapshot } from './types';

interface SeatFigures { seat: number; share: number | null; deadlinesDue: number; completion: number | null }

/**
 * One request for all the seats when the page opens; again only when the seats taken
 * changed (someone joined): then past the browser's cache, a moment later and up to three times,
 * since the seat reaches the index with the match's queue.
 */
const asked = new Map<string, Promise<SeatFigures[]>>();
const get = (id: string, fresh: boolean) => fetch(`/api/matches/${id}/reliability`, { credentials: 'same-origin', cache: fresh ? 'no-cache' : 'default' })
  .then((r) => (r.ok ? r.json() : { seats: [] })).then((b: { seats: SeatFigures[] }) => b.seats).catch(() => [] as SeatFigures[]);
const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
function figuresOf(id: string, taken: number[]): Promise<SeatFigures[]> {
  const key = `${id}:${taken.join()}`;
  if (!asked.has(key)) {
    const first = ![...asked.keys()].some((k) => k.startsWith(`${id}:`));
    asked.set(key, first ? get(id, false) : (async () => {
      let seats: SeatFigures[] = [];
      for (let i = 0; i < 3 && !taken.every((t) => seats.some((f) => f.seat === t)); i++) { await pause(1500 * (i + 1)); seats = await get(id, true); }
      return seats;
    })());
  }
  return asked.get(key)!;
}

const badge = 'margin-left:.35rem;padding:0 .4rem;border-radius:.6rem;font-size:.8em;background:#eee6d8;color:#3b3630;white-space:nowrap';

/** With `seat`: that seat's badge ("92 %", or "new" with too little history; nothing when not shown). Without: the table's minimum ("Needs reliability ≥ 80 %") while open. */
export function Badge({ snap, lang, seat }: { snap: Snapshot; lang: Lang; seat?: number }) {
  const [seats, setSeats] = useState<SeatFigures[] | null>(null);
  const [w, setWords] = useState<Words | null>(null);
  const taken = snap.seats.filter((s) => s.username !== null && !snap.bots?.includes(s.seat)).map((s) => s.seat);
  useEffect(() => { words().then(setWords); }, []);
  useEffect(() => { if (seat !== undefined && snap.seats[seat]?.username) figuresOf(snap.id, taken).then(setSeats); }, [snap.id, seat, taken.join()]);
  if (!w) return null;
  const { pct, rw } = w;
  if (seat === undefined) {
    const min = snap.minReliability;
    return snap.status === 'open' && min ? <p class="muted" id="min-reliability" data-min={min}>{rw(lang, 'rel.needs').replace('{min}', pct(min))}</p> : null;
  }
  const f = snap.seats[seat]?.username ? seats?.find((x) => x.seat === seat) : null;
  if (!f || snap.bots?.includes(seat)) return null;
  const title = f.share === null ? rw(lang, 'rel.newTitle')
    : `${rw(lang, 'rel.badge').replace('{share}', pct(f.share)).replace('{due}', String(f.deadlinesDue))}${f.completion === null ? '' : `, ${rw(lang, 'rel.badgeCompletion').replace('{share}', pct(f.completion))}`}`;
  return <span class="rel-badge" style={badge} data-reliability={f.share ?? 'new'} title={title}>{f.share === null ? rw(lang, 'rel.new') : rw(lang, 'rel.lobby').replace('{share}', pct(f.share))}</span>;
}
