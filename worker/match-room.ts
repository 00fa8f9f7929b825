/**
 * One Durable Object per match. It knows no game: it loads the game definition from the
 * registry and speaks only the engine contract.
 *
 * Every accepted move is validated by the engine, applied, appended to the move log and
 * persisted (SQLite storage, one synchronous transaction) before the caller gets an answer; then
 * the D1 index is updated and each connected socket receives its own seat's view. Deadlines are
 * a single alarm; the alarm handler checks the deadline it was set for, so running it twice plays
 * once.
 */
import { DurableObject } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import type { GameDefinition, GameEvent, GameResult, Move, Seat } from './engine/contract';
import { getGame } from './games/registry';
import { matchArchive, matches, matchSeats } from './db/schema';
import { apiError, type ApiError } from './errors';
import type { Env, User } from './env';
import { diff, reminder, reminderTime, type Notification, type PublicSummary } from './notify/changes';
import { discordMessage, signedHeaders, webhookBody } from './notify/messages';

export type MatchStatus = 'open' | 'active' | 'finished';

interface MatchMeta {
  id: string;
  game: string;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  seed: string;
  seedHash: string;
  status: MatchStatus;
  seats: (User | null)[];
  createdAt: number;
  /** The site's origin when the match was made, for links in notifications. */
  origin: string;
}

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

export interface HookSummary { id: string; kind: Hook['kind']; status: Hook['status']; reason?: string; url?: string }

interface Deadline {
  at: number;
  /** The version the deadline was set at: a deadline for an older version is stale. */
  version: number;
  seats: Seat[];
}

export interface LogEntry {
  index: number;
  seat: Seat;
  by: 'player' | 'bot';
  at: number;
  /** Only the mover sees their own move (moves may be secret, e.g. bids); everyone sees events. */
  move?: Move;
  events: GameEvent[];
}

/** A message at the table: public (`to` null) or private to some seats (and its author). */
export interface MatchMessage {
  id: number;
  at: number;
  from: Seat;
  to: Seat[] | null;
  text: string;
}

export interface MatchSnapshot {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  seats: ({ seat: Seat; username: string } | { seat: Seat; username: null })[];
  you: { seat: Seat } | null;
  awaiting: Seat[];
  deadline: number | null;
  view: unknown;
  seedHash: string;
  /** Revealed only once the match is finished. */
  seed?: string;
  result: GameResult | null;
  createdAt: number;
  /** Notification hooks: kind and status for everyone, the URL for the creator only. */
  hooks: HookSummary[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface CreateInput {
  id: string;
  game: string;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  seed: string;
  seedHash: string;
  creator: User;
  origin: string;
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (error: ApiError): Outcome<never> => ({ ok: false, error });

/** Keep the bot from looping forever if a game ever kept a seat awaited. */
const MAX_BOT_MOVES_PER_DEADLINE = 200;
const MAX_DELIVERY_ATTEMPTS = 8;
/** First retry of a failed delivery after 30 s, then doubling. */
const RETRY_BASE_MS = 30_000;

export class MatchRoom extends DurableObject<Env> {
  private meta: MatchMeta | null = null;
  private state: unknown = null;
  private version = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS moves (
      idx INTEGER PRIMARY KEY, seat INTEGER NOT NULL, move TEXT NOT NULL, by TEXT NOT NULL,
      at INTEGER NOT NULL, events TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, from_seat INTEGER NOT NULL,
      to_seats TEXT, text TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT, hook_id TEXT NOT NULL, body TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL)`);
    this.meta = this.readKv<MatchMeta>('meta');
    this.state = this.readKv('state');
    this.version = this.readKv<number>('version') ?? 0;
  }

  // ---- storage ---------------------------------------------------------------------------

  private readKv<T>(key: string): T | null {
    const row = this.ctx.storage.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : null;
  }

  private writeKv(key: string, value: unknown): void {
    this.ctx.storage.sql.exec('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', key, JSON.stringify(value));
  }

  private get game(): GameDefinition {
    const game = this.meta && getGame(this.meta.game);
    if (!game) throw new Error(`unknown game ${this.meta?.game}`);
    return game;
  }

  private readMoves(limit?: number): { seat: Seat; move: Move; by: 'player' | 'bot'; at: number; events: GameEvent[] }[] {
    const rows = this.ctx.storage.sql
      .exec<{ seat: number; move: string; by: string; at: number; events: string }>(
        limit === undefined ? 'SELECT * FROM moves ORDER BY idx' : 'SELECT * FROM moves ORDER BY idx LIMIT ?',
        ...(limit === undefined ? [] : [limit]),
      )
      .toArray();
    return rows.map((r) => ({ seat: r.seat, move: JSON.parse(r.move), by: r.by as 'player' | 'bot', at: r.at, events: JSON.parse(r.events) }));
  }

  // ---- queries ---------------------------------------------------------------------------

  private seatOf(userId: string | null): Seat | null {
    if (!userId || !this.meta) return null;
    const i = this.meta.seats.findIndex((s) => s?.id === userId);
    return i < 0 ? null : i;
  }

  private awaiting(): Seat[] {
    return this.meta?.status === 'active' && this.state !== null ? this.game.awaiting(this.state) : [];
  }

  private snapshotFor(seat: Seat | null): MatchSnapshot {
    const meta = this.meta!;
    const finished = meta.status === 'finished';
    return {
      id: meta.id,
      game: meta.game,
      status: meta.status,
      version: this.version,
      players: meta.players,
      options: meta.options,
      moveSeconds: meta.moveSeconds,
      seats: meta.seats.map((s, i) => ({ seat: i, username: s?.username ?? null })),
      you: seat === null ? null : { seat },
      awaiting: this.awaiting(),
      deadline: this.readKv<Deadline>('deadline')?.at ?? null,
      view: this.state === null ? null : this.game.view(this.state, seat),
      seedHash: meta.seedHash,
      ...(finished ? { seed: meta.seed } : {}),
      result: this.state === null ? null : this.game.result(this.state),
      createdAt: meta.createdAt,
      hooks: this.hooks().map((h) => ({ id: h.id, kind: h.kind, status: h.status, ...(h.reason ? { reason: h.reason } : {}), ...(seat === 0 ? { url: h.url } : {}) })),
    };
  }

  /** A call that does nothing: the benchmark's baseline for a round trip into the object. */
  async ping(): Promise<{ ok: true; version: number }> {
    return { ok: true, version: this.version };
  }

  async snapshot(userId: string | null): Promise<Outcome<MatchSnapshot>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    return ok(this.snapshotFor(this.seatOf(userId)));
  }

  async legalMoves(userId: string): Promise<Outcome<Move[]>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    const seat = this.seatOf(userId);
    if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
    if (this.meta.status !== 'active' || !this.awaiting().includes(seat)) return ok([]);
    return ok(this.game.legalMoves(this.state, seat));
  }

  private visibleEvents(events: GameEvent[], seat: Seat | null): GameEvent[] {
    return events.filter((e) => !e.visibleTo || (seat !== null && e.visibleTo.includes(seat)));
  }

  // ---- messages (table talk: public, or private to some seats) ----------------------------

  private messagesFor(seat: Seat | null): MatchMessage[] {
    return this.ctx.storage.sql.exec<{ id: number; at: number; from_seat: number; to_seats: string | null; text: string }>(
      'SELECT * FROM messages ORDER BY id').toArray()
      .map((r) => ({ id: r.id, at: r.at, from: r.from_seat, to: r.to_seats ? (JSON.parse(r.to_seats) as Seat[]) : null, text: r.text }))
      .filter((m) => m.to === null || (seat !== null && (m.from === seat || m.to.includes(seat))));
  }

  async messages(userId: string | null): Promise<Outcome<MatchMessage[]>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    return ok(this.messagesFor(this.seatOf(userId)));
  }

  async postMessage(userId: string, text: string, to: Seat[] | null): Promise<Outcome<MatchMessage>> {
    const meta = this.meta;
    if (!meta) return fail(apiError('not_found', 'No such match.'));
    const seat = this.seatOf(userId);
    if (seat === null) return fail(apiError('not_a_player', 'Only the players of a match can write in it.'));
    const recipients = to === null ? null : [...new Set(to)].sort((a, b) => a - b);
    if (recipients && (recipients.length === 0 || recipients.some((s) => !Number.isInteger(s) || s < 0 || s >= meta.players || s === seat))) {
      return fail(apiError('bad_request', `to: seats from 0 to ${meta.players - 1}, other than your own.`));
    }
    const at = Date.now();
    this.ctx.storage.sql.exec('INSERT INTO messages (at, from_seat, to_seats, text) VALUES (?, ?, ?, ?)', at, seat, recipients ? JSON.stringify(recipients) : null, text);
    const id = this.ctx.storage.sql.exec<{ id: number }>('SELECT last_insert_rowid() AS id').toArray()[0]!.id;
    const message: MatchMessage = { id, at, from: seat, to: recipients, text };
    for (const ws of this.ctx.getWebSockets()) {
      const viewer = (ws.deserializeAttachment() as { seat: Seat | null } | null)?.seat ?? null;
      if (recipients === null || (viewer !== null && (viewer === seat || recipients.includes(viewer)))) {
        try { ws.send(JSON.stringify({ type: 'message', message })); } catch { /* closed */ }
      }
    }
    return ok(message);
  }

  async log(userId: string | null): Promise<Outcome<LogEntry[]>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    const seat = this.seatOf(userId);
    const finished = this.meta.status === 'finished';
    const rows = this.readMoves();
    const setupEvents = this.readKv<GameEvent[]>('setupEvents') ?? [];
    const entries: LogEntry[] = [];
    if (setupEvents.length) entries.push({ index: -1, seat: -1, by: 'player', at: this.meta.createdAt, events: this.visibleEvents(setupEvents, seat) });
    rows.forEach((r, index) => {
      entries.push({
        index, seat: r.seat, by: r.by, at: r.at,
        ...(finished || r.seat === seat ? { move: r.move } : {}),
        events: finished ? r.events : this.visibleEvents(r.events, seat),
      });
    });
    return ok(entries);
  }

  /** The view a seat had after `step` moves (0 = the start), for the replay control. */
  async viewAt(userId: string | null, step: number): Promise<Outcome<{ step: number; version: number; view: unknown }>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    if (this.meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet.'));
    if (!Number.isInteger(step) || step < 0 || step > this.version) {
      return fail(apiError('bad_request', `step: must be an integer from 0 to ${this.version}.`));
    }
    const seat = this.seatOf(userId);
    const state = this.replay(step);
    return ok({ step, version: this.version, view: this.game.view(state, seat) });
  }

  private replay(step: number): unknown {
    const meta = this.meta!;
    let state = this.game.setup({ players: meta.players, options: meta.options, seed: meta.seed });
    for (const r of this.readMoves(step)) {
      const res = this.game.applyMove(state, r.seat, r.move);
      if (!res.ok) throw new Error(`replay diverged at a logged move: ${res.rejection.message}`);
      state = res.state;
    }
    return state;
  }

  async exportMatch(): Promise<Outcome<MatchExport>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    if (this.meta.status !== 'finished') return fail(apiError('not_finished', 'The export (with the seed) is available once the match is over.'));
    return ok(this.buildExport());
  }

  private buildExport(): MatchExport {
    const meta = this.meta!;
    return {
      format: 'tenka-match-export/1',
      id: meta.id,
      game: meta.game,
      players: meta.players,
      options: meta.options,
      seats: meta.seats.map((s) => s?.username ?? null),
      seed: meta.seed,
      seedHash: meta.seedHash,
      moves: this.readMoves().map((r) => ({ seat: r.seat, move: r.move, by: r.by, at: r.at, events: r.events })),
      result: this.state === null ? null : this.game.result(this.state),
    };
  }

  // ---- commands --------------------------------------------------------------------------

  async create(input: CreateInput): Promise<Outcome<MatchSnapshot>> {
    if (this.meta) return fail(apiError('bad_request', 'This match already exists.'));
    const seats: (User | null)[] = Array.from({ length: input.players }, () => null);
    seats[0] = input.creator;
    this.meta = {
      id: input.id, game: input.game, players: input.players, options: input.options,
      moveSeconds: input.moveSeconds, seed: input.seed, seedHash: input.seedHash,
      status: 'open', seats, createdAt: Date.now(), origin: input.origin,
    };
    this.writeKv('meta', this.meta);
    this.writeKv('version', 0);
    if (input.players === 1) this.start();
    await this.syncIndex();
    return ok(this.snapshotFor(0));
  }

  async join(user: User): Promise<Outcome<MatchSnapshot>> {
    const meta = this.meta;
    if (!meta) return fail(apiError('not_found', 'No such match.'));
    if (this.seatOf(user.id) !== null) return fail(apiError('already_seated', 'You already have a seat in this match.'));
    if (meta.status !== 'open') return fail(apiError('not_open', 'This match has already started.'));
    const free = meta.seats.findIndex((s) => s === null);
    if (free < 0) return fail(apiError('match_full', 'Every seat is taken.'));
    meta.seats[free] = user;
    const full = meta.seats.every((s) => s !== null);
    this.ctx.storage.transactionSync(() => {
      if (full) this.start();
      else this.writeKv('meta', meta);
    });
    await this.env.DB.prepare('INSERT OR IGNORE INTO match_seats (match_id, seat, user_id, username, joined_at) VALUES (?, ?, ?, ?, ?)')
      .bind(meta.id, free, user.id, user.username, Date.now()).run();
    await this.afterChange([]);
    return ok(this.snapshotFor(free));
  }

  /** Every seat is taken: set the game up from the seed. */
  private start(): void {
    const meta = this.meta!;
    meta.status = 'active';
    this.state = this.game.setup({ players: meta.players, options: meta.options, seed: meta.seed });
    this.writeKv('meta', meta);
    this.writeKv('state', this.state);
    // What set-up did (castles placed, cards revealed) opens the log.
    const setupEvents = this.game.setupEvents?.(this.state);
    if (setupEvents?.length) this.writeKv('setupEvents', setupEvents);
    this.resetDeadline();
  }

  async play(userId: string, move: unknown, version: number): Promise<Outcome<{ version: number; events: GameEvent[] }>> {
    const meta = this.meta;
    if (!meta) return fail(apiError('not_found', 'No such match.'));
    const seat = this.seatOf(userId);
    if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
    if (meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet: seats are still free.'));
    if (meta.status === 'finished') return fail(apiError('not_your_turn', 'The match is over.'));
    if (version !== this.version) {
      return fail(apiError('stale_version', `The match is at version ${this.version}, not ${version}: reload and try again.`, { version: this.version }));
    }
    if (!this.awaiting().includes(seat)) return fail(apiError('not_your_turn', 'It is not your turn.'));
    const applied = this.applyAndPersist(seat, move as Move, 'player');
    if (!applied.ok) return applied;
    await this.afterChange(applied.value.events);
    return ok({ version: this.version, events: this.visibleEvents(applied.value.events, seat) });
  }

  /** Validate with the engine, then log and persist in one transaction. Nothing changes on refusal. */
  private applyAndPersist(seat: Seat, move: Move, by: 'player' | 'bot'): Outcome<{ events: GameEvent[] }> {
    if (typeof move !== 'object' || move === null || Array.isArray(move) || typeof (move as Move).type !== 'string') {
      return fail(apiError('bad_request', 'move: must be an object with a string "type".'));
    }
    let res;
    try {
      res = this.game.applyMove(this.state, seat, move);
    } catch (e) {
      // An engine must refuse bad input rather than throw; if one throws anyway, the state is untouched.
      return fail(apiError('illegal_move', `The engine could not apply this move: ${(e as Error).message}`));
    }
    if (!res.ok) return fail(apiError('illegal_move', res.rejection.message, { code: res.rejection.code, rule: res.rejection.rule }));
    const meta = this.meta!;
    const index = this.version;
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec('INSERT INTO moves (idx, seat, move, by, at, events) VALUES (?, ?, ?, ?, ?, ?)',
        index, seat, JSON.stringify(move), by, Date.now(), JSON.stringify(res.events));
      this.state = res.state;
      this.version = index + 1;
      if (this.game.result(this.state)) meta.status = 'finished';
      this.writeKv('state', this.state);
      this.writeKv('version', this.version);
      this.writeKv('meta', meta);
      this.resetDeadline();
    });
    return ok({ events: res.events });
  }

  /** A new deadline for whoever must act now (or none). One alarm per match. */
  private resetDeadline(): void {
    const meta = this.meta!;
    const seats = this.awaiting();
    if (meta.moveSeconds && meta.status === 'active' && seats.length > 0) {
      const deadline: Deadline = { at: Date.now() + meta.moveSeconds * 1000, version: this.version, seats };
      this.writeKv('deadline', deadline);
    } else {
      this.ctx.storage.sql.exec("DELETE FROM kv WHERE key = 'deadline'");
    }
    this.scheduleAlarm();
  }

  /**
   * One alarm serves three clocks: the move deadline, the reminder before it, and the delivery of
   * queued notifications. It always re-arms for the earliest of them.
   */
  private scheduleAlarm(): void {
    const times: number[] = [];
    const deadline = this.readKv<Deadline>('deadline');
    if (deadline && this.meta?.status === 'active') {
      times.push(deadline.at);
      if (this.readKv<number>('remindedVersion') !== deadline.version && this.meta.moveSeconds) {
        times.push(reminderTime(deadline.at, this.meta.moveSeconds));
      }
    }
    const next = this.ctx.storage.sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM outbox').toArray()[0]?.t;
    if (typeof next === 'number') times.push(next);
    if (times.length) void this.ctx.storage.setAlarm(Math.max(Date.now(), Math.min(...times)));
    else void this.ctx.storage.deleteAlarm();
  }

  async alarm(): Promise<void> {
    if (!this.meta) return;
    await this.deliverDue();
    this.remindIfDue();
    await this.expireIfDue();
    await this.deliverDue();
    this.scheduleAlarm();
  }

  private remindIfDue(): void {
    const deadline = this.readKv<Deadline>('deadline');
    const meta = this.meta!;
    if (!deadline || meta.status !== 'active' || !meta.moveSeconds || deadline.version !== this.version) return;
    if (this.readKv<number>('remindedVersion') === deadline.version || Date.now() < reminderTime(deadline.at, meta.moveSeconds)) return;
    this.writeKv('remindedVersion', deadline.version);
    this.enqueue(reminder(this.publicSummary(), Date.now()));
  }

  /** The move deadline: after its time, and only for the version it was set at. */
  private async expireIfDue(): Promise<void> {
    const deadline = this.readKv<Deadline>('deadline');
    if (!deadline || !this.meta || this.meta.status !== 'active') return;
    // A deadline set for an older version was superseded by a move; a run before the deadline
    // (a retried or early alarm) does nothing. So running the handler twice plays once.
    if (deadline.version !== this.version || Date.now() < deadline.at) return;
    const events: GameEvent[] = [];
    for (const seat of deadline.seats) {
      let guard = 0;
      // The bot finishes the expired seat's turn: it moves for as long as that seat is awaited.
      while (this.meta.status === 'active' && this.awaiting().includes(seat) && guard++ < MAX_BOT_MOVES_PER_DEADLINE) {
        const move = this.game.botMove(this.state, seat, Math.random);
        const applied = this.applyAndPersist(seat, move, 'bot');
        if (!applied.ok) break;
        events.push({ type: 'bot-moved', seat, rule: 'platform/timer' }, ...applied.value.events);
      }
    }
    if (events.length) await this.afterChange(events);
  }

  // ---- fan-out ---------------------------------------------------------------------------

  private async afterChange(events: GameEvent[]): Promise<void> {
    await this.syncIndex();
    this.broadcast(events);
    this.notifyChange();
    this.scheduleAlarm();
  }

  // ---- notifications (Discord channels and outgoing webhooks) ---------------------------

  private hooks(): Hook[] {
    return this.readKv<Hook[]>('hooks') ?? [];
  }

  /** The public facts of the match now: all a notification may say. */
  private publicSummary(): PublicSummary {
    const meta = this.meta!;
    const game = this.game;
    return {
      matchId: meta.id, game: meta.game, gameName: game.name.en, status: meta.status, version: this.version,
      seats: meta.seats.map((s) => s?.username ?? null), awaiting: this.awaiting(),
      phase: this.state !== null && game.phase ? game.phase(this.state) : null,
      deadline: this.readKv<Deadline>('deadline')?.at ?? null,
      result: this.state === null ? null : game.result(this.state),
      url: `${meta.origin}/match/?id=${meta.id}`,
    };
  }

  /** Compare with what was last announced; queue one notification for this state change, if any. */
  private notifyChange(): void {
    const summary = this.publicSummary();
    const before = this.readKv<PublicSummary>('announced');
    this.writeKv('announced', summary);
    const n = diff(before, summary, Date.now());
    if (n) this.enqueue(n);
  }

  private enqueue(n: Notification): void {
    const hooks = this.hooks().filter((h) => h.status === 'active');
    if (!hooks.length) return;
    // Discord mentions need the seats' linked Discord users: looked up at delivery time.
    for (const h of hooks) {
      this.ctx.storage.sql.exec('INSERT INTO outbox (hook_id, body, next_at) VALUES (?, ?, ?)', h.id, JSON.stringify(n), Date.now());
    }
  }

  private async discordIds(): Promise<(string | null)[]> {
    const seats = this.meta!.seats;
    const ids = seats.filter(Boolean).map((s) => s!.id);
    if (!ids.length) return seats.map(() => null);
    const rows = await this.env.DB.prepare(`SELECT user_id, discord_user_id FROM discord_links WHERE user_id IN (${ids.map(() => '?').join(',')})`)
      .bind(...ids).all<{ user_id: string; discord_user_id: string }>();
    return seats.map((s) => rows.results.find((r) => r.user_id === s?.id)?.discord_user_id ?? null);
  }

  /**
   * Send what is due, in order per hook. 429: wait as long as Retry-After says. 404/401 (403):
   * the webhook is gone, disable it. Other failures: back off exponentially, give up after 8 tries.
   */
  private async deliverDue(): Promise<void> {
    const due = this.ctx.storage.sql.exec<{ id: number; hook_id: string; body: string; attempts: number; next_at: number }>(
      'SELECT * FROM outbox ORDER BY id LIMIT 50').toArray();
    if (!due.length) return;
    const blocked = new Set<string>();
    let discordIds: (string | null)[] | null = null;
    for (const row of due) {
      const hooks = this.hooks();
      const hook = hooks.find((h) => h.id === row.hook_id);
      if (!hook || hook.status !== 'active') { this.ctx.storage.sql.exec('DELETE FROM outbox WHERE id = ?', row.id); continue; }
      if (blocked.has(hook.id) || row.next_at > Date.now()) { blocked.add(hook.id); continue; }
      const n = JSON.parse(row.body) as Notification;
      let res: Response | null = null;
      let error = '';
      try {
        if (hook.kind === 'discord') {
          discordIds ??= await this.discordIds();
          res = await fetch(hook.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(discordMessage(n, discordIds)) });
        } else {
          const body = webhookBody(n);
          res = await fetch(hook.url, { method: 'POST', headers: await signedHeaders(hook.secret!, body, Date.now()), body });
        }
      } catch (e) {
        error = (e as Error).message;
      }
      if (res?.ok) {
        this.ctx.storage.sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        continue;
      }
      blocked.add(hook.id);
      if (res && (res.status === 404 || res.status === 401 || (hook.kind === 'discord' && res.status === 403))) {
        this.updateHook(hook.id, { status: 'disabled', reason: `the webhook answered HTTP ${res.status}; it is disabled` });
        this.ctx.storage.sql.exec('DELETE FROM outbox WHERE hook_id = ?', hook.id);
        continue;
      }
      if (res && res.status === 429) {
        const header = Number(res.headers.get('Retry-After'));
        let wait = Number.isFinite(header) && header > 0 ? header : NaN;
        if (!Number.isFinite(wait)) wait = Number(((await res.json().catch(() => ({}))) as { retry_after?: number }).retry_after) || 5;
        this.ctx.storage.sql.exec('UPDATE outbox SET next_at = ?, attempts = attempts + 1 WHERE id = ?', Date.now() + Math.ceil(wait * 1000), row.id);
        continue;
      }
      const attempts = row.attempts + 1;
      const reason = error || `HTTP ${res?.status}`;
      if (attempts >= MAX_DELIVERY_ATTEMPTS) {
        this.ctx.storage.sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        this.updateHook(hook.id, { reason: `a notification was dropped after ${attempts} failed tries (${reason})` });
      } else {
        this.ctx.storage.sql.exec('UPDATE outbox SET next_at = ?, attempts = ? WHERE id = ?', Date.now() + RETRY_BASE_MS * 2 ** (attempts - 1), attempts, row.id);
      }
    }
  }

  private updateHook(id: string, patch: Partial<Hook>): void {
    this.writeKv('hooks', this.hooks().map((h) => (h.id === id ? { ...h, ...patch } : h)));
  }

  async addHook(userId: string, kind: Hook['kind'], url: string): Promise<Outcome<Hook>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    if (this.seatOf(userId) !== 0) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    if (this.hooks().length >= 10) return fail(apiError('bad_request', 'url: at most 10 notification hooks per match.'));
    const hook: Hook = {
      id: crypto.randomUUID(), kind, url, status: 'active', createdAt: Date.now(),
      ...(kind === 'webhook' ? { secret: [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('') } : {}),
    };
    this.writeKv('hooks', [...this.hooks(), hook]);
    return ok(hook);
  }

  async listHooks(userId: string): Promise<Outcome<HookSummary[]>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    if (this.seatOf(userId) !== 0) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    return ok(this.snapshotFor(0).hooks);
  }

  async removeHook(userId: string, hookId: string): Promise<Outcome<{ ok: true }>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    if (this.seatOf(userId) !== 0) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    if (!this.hooks().some((h) => h.id === hookId)) return fail(apiError('not_found', 'No such hook.'));
    this.writeKv('hooks', this.hooks().filter((h) => h.id !== hookId));
    this.ctx.storage.sql.exec('DELETE FROM outbox WHERE hook_id = ?', hookId);
    return ok({ ok: true });
  }

  /** The public state, for the Discord /status command. */
  async publicState(): Promise<Outcome<PublicSummary>> {
    if (!this.meta) return fail(apiError('not_found', 'No such match.'));
    return ok(this.publicSummary());
  }

  /** Keep the D1 index (status, whose turn, result, archive) in step with the object. */
  private async syncIndex(): Promise<void> {
    const meta = this.meta!;
    const db = drizzle(this.env.DB);
    const result = this.state === null ? null : this.game.result(this.state);
    const now = Date.now();
    const deadline = this.readKv<Deadline>('deadline');
    const row = {
      id: meta.id, game: meta.game, status: meta.status, players: meta.players,
      options: JSON.stringify(meta.options), moveSeconds: meta.moveSeconds, createdBy: meta.seats[0]!.id,
      createdAt: meta.createdAt, updatedAt: now, version: this.version, awaiting: JSON.stringify(this.awaiting()),
      deadline: deadline?.at ?? null, seedHash: meta.seedHash, result: result ? JSON.stringify(result) : null,
      finishedAt: meta.status === 'finished' ? now : null,
    };
    const statements: any[] = [
      db.insert(matches).values(row).onConflictDoUpdate({ target: matches.id, set: { ...row, id: undefined, createdAt: undefined, createdBy: undefined } as any }),
    ];
    meta.seats.forEach((s, seat) => {
      if (s) statements.push(db.insert(matchSeats).values({ matchId: meta.id, seat, userId: s.id, username: s.username, joinedAt: now }).onConflictDoNothing());
    });
    if (meta.status === 'finished') {
      statements.push(db.insert(matchArchive).values({ matchId: meta.id, export: JSON.stringify(this.buildExport()), finishedAt: now }).onConflictDoNothing());
    }
    await db.batch(statements as [any, ...any[]]);
  }

  private broadcast(events: GameEvent[]): void {
    for (const ws of this.ctx.getWebSockets()) {
      const seat = (ws.deserializeAttachment() as { seat: Seat | null } | null)?.seat ?? null;
      try {
        ws.send(JSON.stringify({ type: 'update', match: this.snapshotFor(seat), events: this.visibleEvents(events, seat) }));
      } catch {
        // A socket that closed meanwhile; the runtime drops it.
      }
    }
  }

  /** WebSocket upgrade, forwarded by the Worker with the caller's user id (or none). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    if (!this.meta) return Response.json(apiError('not_found', 'No such match.'), { status: 404 });
    const userId = request.headers.get('X-Tenka-User');
    const seat = this.seatOf(userId);
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [seat === null ? 'spectator' : `seat:${seat}`]);
    server.serializeAttachment({ seat });
    server.send(JSON.stringify({ type: 'hello', match: this.snapshotFor(seat) }));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === 'ping') ws.send('pong');
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try { ws.close(code, reason); } catch { /* already closed */ }
  }
}

export interface MatchExport {
  format: 'tenka-match-export/1';
  id: string;
  game: string;
  players: number;
  options: unknown;
  seats: (string | null)[];
  seed: string;
  seedHash: string;
  moves: { seat: Seat; move: Move; by: 'player' | 'bot'; at: number; events: GameEvent[] }[];
  result: GameResult | null;
}

/** The object's RPC methods as callers see them (the generated stub types lose the unions). */
export type MatchRoomStub = Pick<MatchRoom, 'create' | 'join' | 'snapshot' | 'legalMoves' | 'play' | 'log' | 'viewAt' | 'exportMatch' | 'ping'
  | 'addHook' | 'listHooks' | 'removeHook' | 'publicState' | 'fetch' | 'messages' | 'postMessage'>;

export function matchRoom(env: Env, id: string): MatchRoomStub {
  return env.MATCHES.get(env.MATCHES.idFromName(id)) as unknown as MatchRoomStub;
}
