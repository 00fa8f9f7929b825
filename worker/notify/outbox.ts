/**
 * The match object's outbox: notifications queued in its SQLite storage after a state change and
 * delivered by its alarm, so a move's answer never waits on Discord or a bot's server.
 * Each hook is its own ordered queue; hooks are delivered concurrently, so a slow hook never
 * delays another. Every request has a timeout (5 s by default) and never follows a redirect (a 3xx
 * is a failure). A row being sent is leased (not due again until its timeout has passed), so an
 * alarm that runs meanwhile neither sends it twice nor spins.
 * 429: wait as long as Retry-After says. 404/401 (403 for Discord): the webhook is gone, disable
 * it. Other failures: back off exponentially (30 s doubling), give up after 8 tries.
 */
import type { Notification } from './changes';
import { discordMessage, signedHeaders, webhookBody } from './messages';

/** A Discord channel webhook or an outgoing (signed) webhook that hears of this match's changes. */
export interface Hook {
  id: string;
  kind: 'discord' | 'webhook';
  url: string;
  /** HMAC secret of an outgoing webhook (shown once, at creation): "whsec_…", or 48 hex digits for hooks made before Standard Webhooks. */
  secret?: string;
  status: 'active' | 'disabled';
  /** Why it was disabled, or the last delivery error. */
  reason?: string;
  createdAt: number;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
export const RETRY_BASE_MS = 30_000;
/** How long one hook request may take (connect to last byte of the answer's head). */
export const HOOK_TIMEOUT_MS = 5_000;
/** At most this many messages of one hook per delivery run. */
const BATCH_PER_HOOK = 20;

type Row = { id: number; hook_id: string; body: string; attempts: number; next_at: number };

export interface OutboxHost {
  sql: SqlStorage;
  hooks(): Hook[];
  updateHook(id: string, patch: Partial<Hook>): void;
  /** Linked Discord user per seat, for mentions (looked up at delivery time). */
  discordIds(): Promise<(string | null)[]>;
  /** A delivery failed (counted for the operator); the row is retried, dropped or the hook disabled as below. */
  onFailure?(hook: Hook, reason: string): void;
}

export interface DeliveryOptions {
  /** Per-request timeout in ms (default HOOK_TIMEOUT_MS). */
  timeoutMs?: number;
}

export class Outbox {
  /** The `outbox` table is made by the match object's storage migrations (worker/match/migrations.ts). */
  constructor(private host: OutboxHost) {}

  enqueue(n: Notification): void {
    for (const h of this.host.hooks().filter((x) => x.status === 'active')) {
      this.host.sql.exec('INSERT INTO outbox (hook_id, body, next_at) VALUES (?, ?, ?)', h.id, JSON.stringify(n), n.at);
    }
  }

  forget(hookId: string): void {
    this.host.sql.exec('DELETE FROM outbox WHERE hook_id = ?', hookId);
  }

  /**
   * When the next delivery is due, if any: the earliest of each hook's head row. Rows queued behind
   * a head that waits for a retry (or is being sent) are not due, however old they are.
   */
  nextAt(): number | null {
    const t = this.host.sql.exec<{ t: number | null }>(
      `SELECT MIN(o.next_at) AS t FROM outbox o
       WHERE o.id = (SELECT MIN(i.id) FROM outbox i WHERE i.hook_id = o.hook_id)`,
    ).toArray()[0]?.t;
    return typeof t === 'number' ? t : null;
  }

  /**
   * Sends what is due, every hook at once, each hook's messages in order. The rows to send are
   * chosen and leased synchronously, before the first await: a caller may re-arm its alarm right
   * after calling this and the in-flight rows will not count as due.
   */
  deliverDue(now = Date.now(), opts: DeliveryOptions = {}): Promise<void> {
    const timeoutMs = opts.timeoutMs && opts.timeoutMs > 0 ? opts.timeoutMs : HOOK_TIMEOUT_MS;
    const sql = this.host.sql;
    const hooks = new Map(this.host.hooks().map((h) => [h.id, h]));
    const runs: { hook: Hook; rows: Row[] }[] = [];
    const hookIds = sql.exec<{ hook_id: string }>('SELECT DISTINCT hook_id FROM outbox').toArray().map((r) => r.hook_id);
    for (const hookId of hookIds) {
      const hook = hooks.get(hookId);
      if (!hook || hook.status !== 'active') { this.forget(hookId); continue; }
      const rows = sql.exec<Row>('SELECT * FROM outbox WHERE hook_id = ? ORDER BY id LIMIT ?', hookId, BATCH_PER_HOOK).toArray();
      // Only the head decides: a head waiting for a retry (or in flight) holds the rest in order.
      if (!rows.length || rows[0]!.next_at > now) continue;
      // (Rows behind the head may carry any next_at: an old lease, their enqueue time.)
      // The lease: a run started by another alarm meanwhile will see these rows as not due.
      const lease = now + timeoutMs + 1000;
      sql.exec('UPDATE outbox SET next_at = ? WHERE hook_id = ? AND id <= ?', lease, hookId, rows[rows.length - 1]!.id);
      runs.push({ hook, rows });
    }
    if (!runs.length) return Promise.resolve();
    let discordIds: Promise<(string | null)[]> | null = null;
    const ids = () => (discordIds ??= this.host.discordIds().catch(() => []));
    return Promise.all(runs.map((r) => this.deliverHook(r.hook, r.rows, timeoutMs, ids))).then(() => undefined);
  }

  /** One hook's leased rows, in order; the first failure stops the run (the rest wait behind it). */
  private async deliverHook(hook: Hook, rows: Row[], timeoutMs: number, discordIds: () => Promise<(string | null)[]>): Promise<void> {
    const sql = this.host.sql;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const n = JSON.parse(row.body) as Notification;
      let res: Response | null = null;
      let error = '';
      try {
        const init: RequestInit = { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) };
        if (hook.kind === 'discord') {
          res = await fetch(hook.url, { ...init, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(discordMessage(n, await discordIds())) });
        } else {
          const body = webhookBody(n);
          res = await fetch(hook.url, { ...init, headers: await signedHeaders(hook.secret!, body, Date.now(), `msg_${hook.id}_${row.id}`), body });
        }
      } catch (e) {
        const err = e as Error;
        error = err.name === 'TimeoutError' || err.name === 'AbortError' ? `no answer within ${timeoutMs} ms` : err.message;
      }
      if (res && res.status >= 200 && res.status < 300) {
        res.body?.cancel().catch(() => {});
        sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        continue;
      }
      // Failed: this row stays the head, and only the head's next_at counts (the leased rows
      // behind it wait for it, whatever their own next_at says).
      this.host.onFailure?.(hook, error || `HTTP ${res?.status}`);
      if (res && (res.status === 404 || res.status === 401 || (hook.kind === 'discord' && res.status === 403))) {
        res.body?.cancel().catch(() => {});
        this.host.updateHook(hook.id, { status: 'disabled', reason: `the webhook answered HTTP ${res.status}; it is disabled` });
        this.forget(hook.id);
        return;
      }
      if (res?.status === 429) {
        const header = Number(res.headers.get('Retry-After'));
        let wait = Number.isFinite(header) && header > 0 ? header : NaN;
        if (!Number.isFinite(wait)) wait = Number(((await res.json().catch(() => ({}))) as { retry_after?: number }).retry_after) || 5;
        const at = Date.now() + Math.ceil(Math.min(wait, 3600) * 1000);
        sql.exec('UPDATE outbox SET next_at = ?, attempts = attempts + 1 WHERE id = ?', at, row.id);
        return;
      }
      res?.body?.cancel().catch(() => {});
      const attempts = row.attempts + 1;
      const reason = error || (res && res.status >= 300 && res.status < 400 ? `HTTP ${res.status} (redirects are not followed)` : `HTTP ${res?.status}`);
      if (attempts >= MAX_DELIVERY_ATTEMPTS) {
        sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        this.host.updateHook(hook.id, { reason: `a notification was dropped after ${attempts} failed tries (${reason})` });
        continue; // the next message gets its own tries
      }
      const at = Date.now() + RETRY_BASE_MS * 2 ** (attempts - 1);
      sql.exec('UPDATE outbox SET next_at = ?, attempts = ? WHERE id = ?', at, attempts, row.id);
      return;
    }
  }
}
