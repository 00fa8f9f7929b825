/**
 * Everything that happens when a match ends (lila's Finisher): decided once, inside the commit that
 * ends it, and done after the answer by the alarm. A finished match (by its game, a resignation, or
 * an agreed end) queues its archive (R2 and D1, worker/match/archive.ts) and, when rated, its rating
 * job (worker/ratings/apply.ts, with resigned and replaced players last: rating-job.ts); the alarm
 * then builds its end-of-match summary (summary.ts) and the notifications go out from the commit's
 * announced change (`match.finished`). A cancelled or expired match has no result: nothing is
 * archived or rated, and its creator is told by lifecycle.ts.
 */
import type { Live, MatchCore } from './core';
import { ratingJob } from './rating-job';

/** The end of a match, queued in the commit that ends it (no-op for any other commit). */
export function queueFinish(core: MatchCore, before: Live | null, next: Live): void {
  if (next.meta.status !== 'finished' || before?.meta.status === 'finished') return;
  core.queue.enqueue({ key: 'archive', kind: 'archive', payload: { matchId: next.meta.id } });
  // The ratings are applied by the flush, after the answer (worker/ratings/apply.ts).
  const job = ratingJob(core, next);
  if (job) core.queue.enqueue({ key: 'ratings', kind: 'ratings', payload: job });
}
