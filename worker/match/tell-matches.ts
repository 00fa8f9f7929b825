/**
 * Telling each match object of a user something (their absences, whether to queue mail or pushes
 * for them). A user may sit in many matches and one object may be stuck (overloaded, or its
 * machine gone): each call gets a time limit and at most TELL_CONCURRENCY run at once, so one
 * slow object neither holds the request past its limit nor makes hundreds of calls at once.
 * A match not told now learns it at its next call (the revision it holds is older), or, for what
 * a match cannot learn later on its own (a logout: a move's path never asks D1), from the retries
 * of `tellWithRetries`.
 */
export const TELL_TIMEOUT_MS = 3_000;
export const TELL_CONCURRENCY = 8;

export interface TellResult { told: number; failed: number; failedIds: string[] }

/** Run `call` for every id, bounded in time and concurrency; failures and timeouts are counted, not thrown. */
export async function tellMatches(ids: string[], call: (id: string) => Promise<unknown>, opts: { timeoutMs?: number; concurrency?: number } = {}): Promise<TellResult> {
  const timeoutMs = opts.timeoutMs ?? TELL_TIMEOUT_MS;
  const queue = [...ids];
  let told = 0;
  const failedIds: string[] = [];
  const one = async (id: string) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`match ${id} did not answer in ${timeoutMs} ms`)), timeoutMs); });
    try {
      await Promise.race([call(id), late]);
      told++;
    } catch (e) {
      failedIds.push(id);
      console.error('tell matches:', (e as Error).message);
    } finally {
      clearTimeout(timer);
    }
  };
  const workers = Array.from({ length: Math.min(opts.concurrency ?? TELL_CONCURRENCY, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await one(id);
  });
  await Promise.all(workers);
  return { told, failed: failedIds.length, failedIds };
}

/**
 * `tellMatches`, then the matches that failed told again after each delay in turn (an object
 * resetting or overloaded for a moment answers a few seconds later). The result of the last pass.
 */
export async function tellWithRetries(ids: string[], call: (id: string) => Promise<unknown>, delaysMs: number[], opts: { timeoutMs?: number; concurrency?: number } = {}): Promise<TellResult> {
  let result = await tellMatches(ids, call, opts);
  let told = result.told;
  for (const delay of delaysMs) {
    if (!result.failed) break;
    await new Promise((r) => setTimeout(r, delay));
    result = await tellMatches(result.failedIds, call, opts);
    told += result.told;
  }
  return { told, failed: result.failed, failedIds: result.failedIds };
}
