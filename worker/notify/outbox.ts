/**
 * The match object's outbox: notifications queued in its SQLite storage after a state change and
 * delivered by its alarm, so a move's answer never waits on Discord or a bot's server.
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
  /** HMAC secret of an outgoing webhook (shown once, at creation). */
  secret?: string;
  status: 'active' | 'disabled';
  /** Why it was disabled, or the last delivery error. */
  reason?: string;
  createdAt: number;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
export const RETRY_BASE_MS = 30_000;

type Row = { id: number; hook_id: string; body: string; attempts: number; next_at: number };

export interface OutboxHost {
  sql: SqlStorage;
  hooks(): Hook[];
  updateHook(id: string, patch: Partial<Hook>): void;
  /** Linked Discord user per seat, for mentions (looked up at delivery time). */
  discordIds(): Promise<(string | null)[]>;
}

export class Outbox {
  constructor(private host: OutboxHost) {
    host.sql.exec(`CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT, hook_id TEXT NOT NULL, body TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL)`);
  }

  enqueue(n: Notification): void {
    for (const h of this.host.hooks().filter((x) => x.status === 'active')) {
      this.host.sql.exec('INSERT INTO outbox (hook_id, body, next_at) VALUES (?, ?, ?)', h.id, JSON.stringify(n), n.at);
    }
  }

  forget(hookId: string): void {
    this.host.sql.exec('DELETE FROM outbox WHERE hook_id = ?', hookId);
  }

  /** When the next delivery is due, if any. */
  nextAt(): number | null {
    const t = this.host.sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM outbox').toArray()[0]?.t;
    return typeof t === 'number' ? t : null;
  }

  async deliverDue(now = Date.now()): Promise<void> {
    const sql = this.host.sql;
    const rows = sql.exec<Row>('SELECT * FROM outbox ORDER BY id LIMIT 50').toArray();
    const blocked = new Set<string>(); // a hook waiting on a retry keeps its later messages in order
    let discordIds: (string | null)[] | null = null;
    for (const row of rows) {
      const hook = this.host.hooks().find((h) => h.id === row.hook_id);
      if (!hook || hook.status !== 'active') { sql.exec('DELETE FROM outbox WHERE id = ?', row.id); continue; }
      if (blocked.has(hook.id) || row.next_at > now) { blocked.add(hook.id); continue; }
      const n = JSON.parse(row.body) as Notification;
      let res: Response | null = null;
      let error = '';
      try {
        if (hook.kind === 'discord') {
          discordIds ??= await this.host.discordIds();
          res = await fetch(hook.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(discordMessage(n, discordIds)) });
        } else {
          const body = webhookBody(n);
          res = await fetch(hook.url, { method: 'POST', headers: await signedHeaders(hook.secret!, body, Date.now()), body });
        }
      } catch (e) {
        error = (e as Error).message;
      }
      if (res?.ok) { sql.exec('DELETE FROM outbox WHERE id = ?', row.id); continue; }
      blocked.add(hook.id);
      if (res && (res.status === 404 || res.status === 401 || (hook.kind === 'discord' && res.status === 403))) {
        this.host.updateHook(hook.id, { status: 'disabled', reason: `the webhook answered HTTP ${res.status}; it is disabled` });
        this.forget(hook.id);
        continue;
      }
      if (res?.status === 429) {
        const header = Number(res.headers.get('Retry-After'));
        let wait = Number.isFinite(header) && header > 0 ? header : NaN;
        if (!Number.isFinite(wait)) wait = Number(((await res.json().catch(() => ({}))) as { retry_after?: number }).retry_after) || 5;
        sql.exec('UPDATE outbox SET next_at = ?, attempts = attempts + 1 WHERE id = ?', Date.now() + Math.ceil(wait * 1000), row.id);
        continue;
      }
      const attempts = row.attempts + 1;
      const reason = error || `HTTP ${res?.status}`;
      if (attempts >= MAX_DELIVERY_ATTEMPTS) {
        sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        this.host.updateHook(hook.id, { reason: `a notification was dropped after ${attempts} failed tries (${reason})` });
      } else {
        sql.exec('UPDATE outbox SET next_at = ?, attempts = ? WHERE id = ?', Date.now() + RETRY_BASE_MS * 2 ** (attempts - 1), attempts, row.id);
      }
    }
  }
}
