/**
 * Counters for the operator: moves, deadlines applied, notification failures, mails dropped, errors. Each is one
 * data point in Workers Analytics Engine (binding METRICS, dataset "tenka_metrics"; a no-op in
 * `npm start` and the tests) and one JSON log line, so Workers Logs can count them too.
 *
 * Data point: index1 = the counter, blob1 = the counter, blob2 = match id, blob3 = game,
 * blob4 = route or detail, double1 = how many (sum it: a point may be sampled).
 */

/**
 * `mail_refused`: a mail the provider refused for good (4xx other than 408/429, MAIL_FROM not set),
 * tried once; `mail_gave_up`: a mail given up after a day of outage. `detail` holds the reason.
 */
/** `mail_in`: an inbound mail (worker/mail/inbound.ts); `detail` says what became of it (answered, ignored: why). */
export type Counter = 'move' | 'deadline' | 'notification_failed' | 'mail_refused' | 'mail_gave_up' | 'mail_in' | 'error';

export interface CounterFields { match?: string; game?: string; route?: string; detail?: string }

/** Tests stand in a recorder here to see what was counted. */
export const counted: { sink: ((what: Counter, fields: CounterFields, n: number) => void) | null } = { sink: null };

export function count(env: { METRICS?: AnalyticsEngineDataset } | undefined, what: Counter, fields: CounterFields = {}, n = 1): void {
  counted.sink?.(what, fields, n);
  console.log(JSON.stringify({ type: 'count', counter: what, n, ...fields }));
  try {
    env?.METRICS?.writeDataPoint({
      indexes: [what],
      blobs: [what, fields.match ?? '', fields.game ?? '', fields.route ?? fields.detail ?? ''],
      doubles: [n],
    });
  } catch (e) {
    // Counting must never break the request it counts.
    console.error(JSON.stringify({ type: 'metrics_failed', counter: what, error: (e as Error).message }));
  }
}
