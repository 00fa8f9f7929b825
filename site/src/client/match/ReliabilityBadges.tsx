/**
 * Each seat's reliability beside its name (GET /api/matches/:id/reliability, fetched once when the
 * page opens: the answer is private, max-age=60), and the table's minimum for an open match.
 * Loaded after the first draw by Reliability.tsx.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { api } from '../api';
import { pct, rw } from '../../i18n/reliability';
import type { Snapshot } from './types';

interface SeatFigures { seat: number; share: number | null; deadlinesDue: number; completion: number | null }

/** One request for all the seats, again only when the number of seats taken changed (someone joined). */
const asked = new Map<string, Promise<SeatFigures[]>>();
function figuresOf(id: string, taken: number): Promise<SeatFigures[]> {
  const key = `${id}:${taken}`;
  if (!asked.has(key)) asked.set(key, api<{ seats: SeatFigures[] }>('GET', `/api/matches/${id}/reliability`).then((r) => (r.ok ? r.body.seats : [])).catch(() => []));
  return asked.get(key)!;
}

const badge = 'margin-left:.35rem;padding:0 .4rem;border-radius:.6rem;font-size:.8em;background:#eee6d8;color:#3b3630;white-space:nowrap';

/** With `seat`: that seat's badge ("92 %", or "new" with too little history; nothing when not shown). Without: the table's minimum ("Needs reliability ≥ 80 %") while open. */
export function Badge({ snap, lang, seat }: { snap: Snapshot; lang: Lang; seat?: number }) {
  const [seats, setSeats] = useState<SeatFigures[] | null>(null);
  const taken = snap.seats.filter((s) => s.username !== null).length;
  useEffect(() => { if (seat !== undefined && snap.seats[seat]?.username) figuresOf(snap.id, taken).then(setSeats); }, [snap.id, seat, taken]);
  if (seat === undefined) {
    const min = snap.minReliability;
    return snap.status === 'open' && min ? <p class="muted" id="min-reliability" data-min={min}>{rw(lang, 'rel.needs').replace('{min}', pct(min))}</p> : null;
  }
  const f = seats?.find((x) => x.seat === seat);
  if (!f || snap.bots?.includes(seat)) return null;
  const title = f.share === null ? rw(lang, 'rel.newTitle')
    : `${rw(lang, 'rel.badge').replace('{share}', pct(f.share)).replace('{due}', String(f.deadlinesDue))}${f.completion === null ? '' : `, ${rw(lang, 'rel.badgeCompletion').replace('{share}', pct(f.completion))}`}`;
  return <span class="rel-badge" style={badge} data-reliability={f.share ?? 'new'} title={title} aria-label={title}>{f.share === null ? rw(lang, 'rel.new') : pct(f.share)}</span>;
}
