/**
 * One Durable Object per match. It knows no game: it loads the game definition from the
 * registry and speaks only the engine contract.
 *
 * Every accepted move is validated by the engine, applied, appended to the move log and
 * persisted (SQLite storage, one synchronous transaction) before the caller gets an answer; then
 * the D1 index is updated, each connected socket receives its own seat's view, and notifications
 * are queued in the outbox. One alarm serves the move deadline, the reminder before it and the
 * outbox; the deadline handler checks the deadline it was set for, so running it twice plays once.
 *
 * A match may have a referee: a participant who plays no seat, sees everything (the game's
 * refereeView), and can pause, extend, resolve now, preview, replace a player, change settings
 * between turns and take the game's own referee actions. Deadlines come from a move timer (reset
 * by every move) or a calendar schedule (one deadline per phase of the game).
 */
import { DurableObject } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import type { GameDefinition, GameEvent, GameResult, Move, Seat } from './engine/contract';
import { applyLogged, type LoggedBy, type LoggedStep } from './engine/replay';
import { getGame } from './games/registry';
import { matchArchive, matches, matchSeats } from './db/schema';
import { apiError, type ApiError } from './errors';
import type { Env, User } from './env';
import { diff, reminder, reminderTime, type PublicSummary } from './notify/changes';
import { Outbox, type Hook } from './notify/outbox';
import { nextDeadline, type Schedule } from './schedule';

export type { Hook } from './notify/outbox';
export type MatchStatus = 'open' | 'active' | 'finished';

interface MatchMeta {
  id: string;
  game: string;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  /** Per kind of wait (the game's timerKinds), seconds overriding moveSeconds. */
  timerPerKind: Record<string, number> | null;
  schedule: Schedule | null;
  seed: string;
  seedHash: string;
  status: MatchStatus;
  seats: (User | null)[];
  /** Plays no seat, sees everything, runs the table. */
  referee: User | null;
  creatorId: string;
  createdAt: number;
  /** The site's origin when the match was made, for links in notifications. */
  origin: string;
  /** Set while the referee has paused the match: the time left on the deadline then. */
  paused: { at: number; remainingMs: number | null } | null;
}

interface Deadline {
  at: number;
  /** The seats awaited when it was set: a seat newly awaited gets a deadline of its own. */
  seats?: Seat[];
  /** What the deadline belongs to: a version (move timer) or a phase (schedule). A deadline whose key is not current is stale. */
  key: string;
}

/** Who is looking: a seat, the referee, or a spectator (seat null, not referee). */
interface Viewer { seat: Seat | null; referee: boolean }

export interface HookSummary { id: string; kind: Hook['kind']; status: Hook['status']; reason?: string; url?: string }

export interface LogEntry {
  index: number;
  seat: Seat;
  by: LoggedBy;
  at: number;
  /** Only the mover (and the referee) sees a move before the end (moves may be secret: bids, orders); everyone sees events. */
  move?: Move;
  events: GameEvent[];
}

/** A message at the table: public (`to` null) or private to some seats (and its author). From -1: the referee. */
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
  timerPerKind: Record<string, number> | null;
  schedule: Schedule | null;
  seats: { seat: Seat; username: string | null }[];
  referee: string | null;
  you: { seat: Seat } | { seat: null; referee: true } | null;
  awaiting: Seat[];
  deadline: number | null;
  paused: boolean;
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
  timerPerKind: Record<string, number> | null;
  schedule: Schedule | null;
  seed: string;
  seedHash: string;
  creator: User;
  /** The creator referees instead of taking the first seat. */
  referee: boolean;
  origin: string;
}

export type RefereeAction =
  | { action: 'pause' } | { action: 'resume' }
  | { action: 'extend'; until: number }
  | { action: 'resolve' } | { action: 'preview' }
  | { action: 'replace'; seat: Seat; user: User }
  | { action: 'options'; options: unknown; reason: string }
  | { action: 'move'; move: Move };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (error: ApiError): Outcome<never> => ({ ok: false, error });
const NO_MATCH = () => fail(apiError('not_found', 'No such match.'));

/** Keep the bot from looping forever if a game ever kept a seat awaited. */
const MAX_BOT_MOVES_PER_DEADLINE = 200;
export const REFEREE_SEAT = -1;

export class MatchRoom extends DurableObject<Env> {
  private meta: MatchMeta | null = null;
  private state: unknown = null;
  private version = 0;
  private outbox: Outbox;

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
    this.outbox = new Outbox({
      sql,
      hooks: () => this.hooks(),
      updateHook: (id, patch) => this.writeKv('hooks', this.hooks().map((h) => (h.id === id ? { ...h, ...patch } : h))),
      discordIds: () => this.discordIds(),
    });
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

  private deleteKv(key: string): void {
    this.ctx.storage.sql.exec('DELETE FROM kv WHERE key = ?', key);
  }

  private get game(): GameDefinition {
    const game = this.meta && getGame(this.meta.game);
    if (!game) throw new Error(`unknown game ${this.meta?.game}`);
    return game;
  }

  private readMoves(limit?: number): (LoggedStep & { at: number; events: GameEvent[] })[] {
    const rows = this.ctx.storage.sql
      .exec<{ seat: number; move: string; by: string; at: number; events: string }>(
        limit === undefined ? 'SELECT * FROM moves ORDER BY idx' : 'SELECT * FROM moves ORDER BY idx LIMIT ?',
        ...(limit === undefined ? [] : [limit]),
      )
      .toArray();
    return rows.map((r) => ({ seat: r.seat, move: JSON.parse(r.move), by: r.by as LoggedBy, at: r.at, events: JSON.parse(r.events) }));
  }

  // ---- who is asking ---------------------------------------------------------------------

  private viewerOf(userId: string | null): Viewer {
    const meta = this.meta;
    if (!userId || !meta) return { seat: null, referee: false };
    if (meta.referee?.id === userId) return { seat: null, referee: true };
    const i = meta.seats.findIndex((s) => s?.id === userId);
    return { seat: i < 0 ? null : i, referee: false };
  }

  private awaiting(): Seat[] {
    return this.meta?.status === 'active' && this.state !== null ? this.game.awaiting(this.state) : [];
  }

  private viewFor(v: Viewer): unknown {
    if (this.state === null) return null;
    if (v.referee) return this.game.refereeView ? this.game.refereeView(this.state) : this.game.view(this.state, null);
    return this.game.view(this.state, v.seat);
  }

  private snapshotFor(v: Viewer): MatchSnapshot {
    const meta = this.meta!;
    const finished = meta.status === 'finished';
    const isCreator = (v.referee && meta.referee?.id === meta.creatorId) || (v.seat !== null && meta.seats[v.seat]?.id === meta.creatorId);
    return {
      id: meta.id,
      game: meta.game,
      status: meta.status,
      version: this.version,
      players: meta.players,
      options: meta.options,
      moveSeconds: meta.moveSeconds,
      timerPerKind: meta.timerPerKind ?? null,
      schedule: meta.schedule,
      seats: meta.seats.map((s, i) => ({ seat: i, username: s?.username ?? null })),
      referee: meta.referee?.username ?? null,
      you: v.referee ? { seat: null, referee: true } : v.seat === null ? null : { seat: v.seat },
      awaiting: this.awaiting(),
      deadline: this.readKv<Deadline>('deadline')?.at ?? null,
      paused: meta.paused !== null,
      view: this.viewFor(v),
      seedHash: meta.seedHash,
      ...(finished ? { seed: meta.seed } : {}),
      result: this.state === null ? null : this.game.result(this.state),
      createdAt: meta.createdAt,
      hooks: this.hookSummaries(isCreator),
    };
  }

  /** Kind and state of each hook for everyone; its URL (a secret) for the creator only. */
  private hookSummaries(withUrls: boolean): HookSummary[] {
    return this.hooks().map((h) => ({ id: h.id, kind: h.kind, status: h.status, ...(h.reason ? { reason: h.reason } : {}), ...(withUrls ? { url: h.url } : {}) }));
  }

  private visibleEvents(events: GameEvent[], v: Viewer): GameEvent[] {
    if (v.referee) return events;
    return events.filter((e) => !e.visibleTo || (v.seat !== null && e.visibleTo.includes(v.seat)));
  }

  // ---- queries ---------------------------------------------------------------------------

  /** A call that does nothing: the benchmark's baseline for a round trip into the object. */
  async ping(): Promise<{ ok: true; version: number }> {
    return { ok: true, version: this.version };
  }

  async snapshot(userId: string | null): Promise<Outcome<MatchSnapshot>> {
    if (!this.meta) return NO_MATCH();
    return ok(this.snapshotFor(this.viewerOf(userId)));
  }

  async legalMoves(userId: string): Promise<Outcome<Move[]>> {
    if (!this.meta) return NO_MATCH();
    const { seat, referee } = this.viewerOf(userId);
    if (referee) return ok([]);
    if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
    if (this.meta.status !== 'active' || this.meta.paused) return ok([]);
    const free = this.game.freeMoves ? this.game.freeMoves(this.state, seat) : [];
    return ok(this.awaiting().includes(seat) ? [...this.game.legalMoves(this.state, seat), ...free] : free);
  }

  async log(userId: string | null): Promise<Outcome<LogEntry[]>> {
    if (!this.meta) return NO_MATCH();
    const v = this.viewerOf(userId);
    const open = this.meta.status === 'finished' || v.referee;
    const entries: LogEntry[] = [];
    const setupEvents = this.readKv<GameEvent[]>('setupEvents') ?? [];
    if (setupEvents.length) entries.push({ index: -1, seat: -1, by: 'player', at: this.meta.createdAt, events: this.visibleEvents(setupEvents, v) });
    this.readMoves().forEach((r, index) => {
      entries.push({
        index, seat: r.seat, by: r.by, at: r.at,
        ...(open || (r.seat === v.seat && r.seat !== null) ? { move: r.move } : {}),
        events: open ? r.events : this.visibleEvents(r.events, v),
      });
    });
    return ok(entries);
  }

  /** The view a seat had after `step` moves (0 = the start), for the replay control and past turns. */
  async viewAt(userId: string | null, step: number): Promise<Outcome<{ step: number; version: number; view: unknown }>> {
    if (!this.meta) return NO_MATCH();
    if (this.meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet.'));
    if (!Number.isInteger(step) || step < 0 || step > this.version) {
      return fail(apiError('bad_request', `step: must be an integer from 0 to ${this.version}.`));
    }
    const v = this.viewerOf(userId);
    const state = this.replay(step);
    const view = v.referee && this.game.refereeView ? this.game.refereeView(state) : this.game.view(state, v.seat);
    return ok({ step, version: this.version, view });
  }

  private replay(step: number): unknown {
    const meta = this.meta!;
    let state = this.game.setup({ players: meta.players, options: this.readKv('setupOptions') ?? meta.options, seed: meta.seed });
    for (const r of this.readMoves(step)) {
      const res = applyLogged(this.game, state, r);
      if (!res.ok) throw new Error(`replay diverged at a logged step: ${res.rejection.message}`);
      state = res.state;
    }
    return state;
  }

  async exportMatch(): Promise<Outcome<MatchExport>> {
    if (!this.meta) return NO_MATCH();
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
      // The options the match was set up with; later referee changes are steps of the log.
      options: this.readKv('setupOptions') ?? meta.options,
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
    if (!input.referee) seats[0] = input.creator;
    this.meta = {
      id: input.id, game: input.game, players: input.players, options: input.options,
      moveSeconds: input.moveSeconds, timerPerKind: input.timerPerKind, schedule: input.schedule, seed: input.seed, seedHash: input.seedHash,
      status: 'open', seats, referee: input.referee ? input.creator : null, creatorId: input.creator.id,
      createdAt: Date.now(), origin: input.origin, paused: null,
    };
    this.writeKv('meta', this.meta);
    this.writeKv('version', 0);
    await this.syncIndex(true);
    return ok(this.snapshotFor(this.viewerOf(input.creator.id)));
  }

  async join(user: User): Promise<Outcome<MatchSnapshot>> {
    const meta = this.meta;
    if (!meta) return NO_MATCH();
    const v = this.viewerOf(user.id);
    if (v.seat !== null || v.referee) return fail(apiError('already_seated', 'You already take part in this match.'));
    if (meta.status !== 'open') return fail(apiError('not_open', 'This match has already started.'));
    const free = meta.seats.findIndex((s) => s === null);
    if (free < 0) return fail(apiError('match_full', 'Every seat is taken.'));
    meta.seats[free] = user;
    this.ctx.storage.transactionSync(() => {
      if (meta.seats.every((s) => s !== null)) this.start();
      else this.writeKv('meta', meta);
    });
    await this.afterChange([], true);
    return ok(this.snapshotFor({ seat: free, referee: false }));
  }

  /** Every seat is taken: set the game up from the seed. */
  private start(): void {
    const meta = this.meta!;
    meta.status = 'active';
    this.state = this.game.setup({ players: meta.players, options: meta.options, seed: meta.seed });
    this.writeKv('setupOptions', meta.options);
    this.writeKv('meta', meta);
    this.writeKv('state', this.state);
    // What set-up did (castles placed, cards revealed) opens the log.
    const setupEvents = this.game.setupEvents?.(this.state);
    if (setupEvents?.length) this.writeKv('setupEvents', setupEvents);
    this.resetDeadline();
  }

  async play(userId: string, move: unknown, version: number): Promise<Outcome<{ version: number; events: GameEvent[] }>> {
    const meta = this.meta;
    if (!meta) return NO_MATCH();
    const { seat } = this.viewerOf(userId);
    if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
    if (meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet: seats are still free.'));
    if (meta.status === 'finished') return fail(apiError('not_your_turn', 'The match is over.'));
    if (meta.paused) return fail(apiError('paused', 'The referee has paused the match.'));
    if (version !== this.version) {
      return fail(apiError('stale_version', `The match is at version ${this.version}, not ${version}: reload and try again.`, { version: this.version }));
    }
    // Out of turn, only the game's free moves (gifts, answers to deals) may go through to the engine.
    if (!this.awaiting().includes(seat) && !(this.game.freeMoves && this.game.freeMoves(this.state, seat).length > 0)) {
      return fail(apiError('not_your_turn', 'It is not your turn.'));
    }
    if (typeof move !== 'object' || move === null || Array.isArray(move) || typeof (move as Move).type !== 'string') {
      return fail(apiError('bad_request', 'move: must be an object with a string "type".'));
    }
    const applied = this.applyAndPersist({ seat, by: 'player', move: move as Move });
    if (!applied.ok) return applied;
    await this.afterChange(applied.value.events);
    return ok({ version: this.version, events: this.visibleEvents(applied.value.events, { seat, referee: false }) });
  }

  /** Apply one step through the engine, then log and persist it in one transaction. Nothing changes on refusal. */
  private applyAndPersist(step: LoggedStep): Outcome<{ events: GameEvent[] }> {
    let res;
    try {
      res = applyLogged(this.game, this.state, step);
    } catch (e) {
      // An engine must refuse bad input rather than throw; if one throws anyway, the state is untouched.
      return fail(apiError('illegal_move', `The engine could not apply this move: ${(e as Error).message}`));
    }
    if (!res.ok) return fail(apiError('illegal_move', res.rejection.message, { code: res.rejection.code, rule: res.rejection.rule }));
    const meta = this.meta!;
    const index = this.version;
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec('INSERT INTO moves (idx, seat, move, by, at, events) VALUES (?, ?, ?, ?, ?, ?)',
        index, step.seat, JSON.stringify(step.move), step.by, Date.now(), JSON.stringify(res.events));
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

  // ---- deadlines -------------------------------------------------------------------------

  private phaseKey(): string {
    return this.state !== null && this.game.phase ? this.game.phase(this.state) : '';
  }

  /**
   * What the current deadline must belong to: the phase (schedule), the kind of wait and phase
   * (games with timer kinds: one deadline per wait, not per step), or else the version (every move).
   */
  private deadlineKey(): string {
    if (this.meta?.schedule) return `phase:${this.phaseKey()}`;
    if (this.game.timerKind && this.state !== null) return `kind:${this.game.timerKind(this.state)}|phase:${this.phaseKey()}`;
    return `version:${this.version}`;
  }

  /** Seconds on the clock for the wait now: its kind's own timer, or the match's move timer. */
  private timerSeconds(): number | null {
    const meta = this.meta!;
    const kind = this.game.timerKind && this.state !== null ? this.game.timerKind(this.state) : null;
    return (kind && meta.timerPerKind?.[kind]) || meta.moveSeconds;
  }

  /** A deadline for whoever must act now: per move (timer), per wait (timer kinds) or per phase (schedule). */
  private resetDeadline(): void {
    const meta = this.meta!;
    const current = this.readKv<Deadline>('deadline');
    const key = this.deadlineKey();
    const seats = this.awaiting();
    const seconds = this.timerSeconds();
    const running = meta.status === 'active' && !meta.paused && seats.length > 0;
    const newSeat = seats.some((x) => !(current?.seats ?? []).includes(x));
    if (!running || (!seconds && !meta.schedule)) {
      if (!meta.paused) this.deleteKv('deadline');
    } else if (current?.key !== key || newSeat) {
      const at = meta.schedule ? nextDeadline(meta.schedule, Date.now()) : Date.now() + seconds! * 1000;
      this.writeKv('deadline', { at, key, seats } satisfies Deadline);
    }
    this.scheduleAlarm();
  }

  /** How long before a deadline the reminder goes out. */
  private reminderAt(deadline: Deadline): number {
    const span = this.timerSeconds() ?? 24 * 3600;
    return reminderTime(deadline.at, span);
  }

  /** One alarm serves three clocks: the deadline, the reminder before it, the outbox. Re-arm for the earliest. */
  private scheduleAlarm(): void {
    const times: number[] = [];
    const deadline = this.readKv<Deadline>('deadline');
    if (deadline && this.meta?.status === 'active' && !this.meta.paused) {
      times.push(deadline.at);
      if (this.readKv<string>('remindedKey') !== deadline.key) times.push(this.reminderAt(deadline));
    }
    const next = this.outbox.nextAt();
    if (next !== null) times.push(next);
    if (times.length) void this.ctx.storage.setAlarm(Math.max(Date.now(), Math.min(...times)));
    else void this.ctx.storage.deleteAlarm();
  }

  async alarm(): Promise<void> {
    if (!this.meta) return;
    // The match's clock first, then the hooks: a silent or failing hook never holds up a deadline.
    this.remindIfDue();
    await this.expireIfDue();
    // Deliveries (each with a timeout) are not awaited: the rows in flight are leased before
    // deliverDue returns, so re-arming now neither resends them nor spins, and the next deadline
    // is never queued behind a slow hook. When they settle, re-arm for what comes next.
    const delivery = this.outbox.deliverDue(Date.now(), { timeoutMs: Number(this.env.HOOK_TIMEOUT_MS) || undefined })
      .catch((e) => console.error('outbox delivery failed', e))
      .finally(() => this.scheduleAlarm());
    this.scheduleAlarm();
    this.ctx.waitUntil(delivery);
  }

  private remindIfDue(): void {
    const deadline = this.readKv<Deadline>('deadline');
    const meta = this.meta!;
    if (!deadline || meta.status !== 'active' || meta.paused || deadline.key !== this.deadlineKey()) return;
    if (this.readKv<string>('remindedKey') === deadline.key || Date.now() < this.reminderAt(deadline)) return;
    this.writeKv('remindedKey', deadline.key);
    this.outbox.enqueue(reminder(this.publicSummary(), Date.now()));
  }

  /** The deadline: after its time, and only for the version or phase it was set for. */
  private async expireIfDue(): Promise<void> {
    const deadline = this.readKv<Deadline>('deadline');
    if (!deadline || !this.meta || this.meta.status !== 'active' || this.meta.paused) return;
    // A superseded deadline or a run before its time (a retried or early alarm) does nothing:
    // so running the handler twice plays once.
    if (deadline.key !== this.deadlineKey() || Date.now() < deadline.at) return;
    const events = this.runDeadline();
    if (events.length) await this.afterChange(events);
  }

  /** Time is up for the awaited seats: the game's own deadline rule, or the bot plays their turn. */
  private runDeadline(): GameEvent[] {
    const seats = this.awaiting();
    const events: GameEvent[] = [];
    if (this.game.onDeadline) {
      const applied = this.applyAndPersist({ seat: REFEREE_SEAT, by: 'deadline', move: { type: 'deadline', seats } });
      if (applied.ok) events.push({ type: 'deadline-passed', seats, rule: 'platform/deadline' }, ...applied.value.events);
      return events;
    }
    for (const seat of seats) {
      let guard = 0;
      // The bot finishes the expired seat's turn: it moves for as long as that seat is awaited.
      while (this.meta!.status === 'active' && this.awaiting().includes(seat) && guard++ < MAX_BOT_MOVES_PER_DEADLINE) {
        const move = this.game.timeoutMove ? this.game.timeoutMove(this.state, seat) : this.game.botMove(this.state, seat, Math.random);
        if (!move) break;
        const applied = this.applyAndPersist({ seat, by: 'bot', move });
        if (!applied.ok) break;
        events.push({ type: 'bot-moved', seat, rule: 'platform/timer' }, ...applied.value.events);
      }
    }
    return events;
  }

  // ---- the referee's console ---------------------------------------------------------------

  async referee(userId: string, act: RefereeAction): Promise<Outcome<unknown>> {
    const meta = this.meta;
    if (!meta) return NO_MATCH();
    if (!this.viewerOf(userId).referee) return fail(apiError('not_referee', 'Only the referee of this match can do that.'));
    const game = this.game;
    switch (act.action) {
      case 'pause': {
        if (meta.paused) return fail(apiError('paused', 'The match is already paused.'));
        const deadline = this.readKv<Deadline>('deadline');
        meta.paused = { at: Date.now(), remainingMs: deadline ? Math.max(0, deadline.at - Date.now()) : null };
        this.writeKv('meta', meta);
        this.scheduleAlarm();
        await this.afterChange([{ type: 'paused', rule: 'platform/referee' }]);
        return ok(this.snapshotFor({ seat: null, referee: true }));
      }
      case 'resume': {
        if (!meta.paused) return fail(apiError('bad_request', 'action: the match is not paused.'));
        const deadline = this.readKv<Deadline>('deadline');
        if (deadline && meta.paused.remainingMs !== null) this.writeKv('deadline', { ...deadline, at: Date.now() + meta.paused.remainingMs });
        meta.paused = null;
        this.writeKv('meta', meta);
        this.resetDeadline();
        await this.afterChange([{ type: 'resumed', rule: 'platform/referee' }]);
        return ok(this.snapshotFor({ seat: null, referee: true }));
      }
      case 'extend': {
        const deadline = this.readKv<Deadline>('deadline');
        if (!deadline) return fail(apiError('bad_request', 'action: there is no deadline to extend.'));
        if (!(act.until > Date.now())) return fail(apiError('bad_request', 'until: must be in the future.'));
        this.writeKv('deadline', { ...deadline, at: act.until });
        if (meta.paused) meta.paused.remainingMs = act.until - Date.now();
        this.writeKv('meta', meta);
        this.deleteKv('remindedKey');
        this.scheduleAlarm();
        await this.afterChange([{ type: 'deadline-extended', until: act.until, rule: 'platform/referee' }]);
        return ok(this.snapshotFor({ seat: null, referee: true }));
      }
      case 'preview': {
        // The deadline's outcome on a copy: nothing is stored or sent.
        if (meta.status !== 'active' || !game.onDeadline) return fail(apiError('bad_request', 'action: nothing to preview.'));
        const { state, events } = game.onDeadline(structuredClone(this.state), this.awaiting());
        return ok({ view: game.refereeView ? game.refereeView(state) : game.view(state, null), events });
      }
      case 'resolve': {
        if (meta.status !== 'active') return fail(apiError('bad_request', 'action: the match is not in play.'));
        const events = this.runDeadline();
        await this.afterChange(events);
        return ok({ version: this.version, events });
      }
      case 'replace': {
        if (!Number.isInteger(act.seat) || act.seat < 0 || act.seat >= meta.players) return fail(apiError('bad_request', `seat: from 0 to ${meta.players - 1}.`));
        if (meta.seats.some((s) => s?.id === act.user.id) || meta.referee?.id === act.user.id) return fail(apiError('already_seated', `${act.user.username} already takes part in this match.`));
        const before = meta.seats[act.seat]?.username ?? null;
        meta.seats[act.seat] = act.user;
        this.writeKv('meta', meta);
        await this.env.DB.prepare('DELETE FROM match_seats WHERE match_id = ? AND seat = ?').bind(meta.id, act.seat).run();
        if (meta.status === 'open' && meta.seats.every((s) => s !== null)) this.ctx.storage.transactionSync(() => this.start());
        await this.afterChange([{ type: 'player-replaced', seat: act.seat, before, after: act.user.username, rule: 'platform/referee' }], true);
        return ok(this.snapshotFor({ seat: null, referee: true }));
      }
      case 'options': {
        const parsed = game.parseOptions(act.options, meta.players);
        if (!parsed.ok) return fail(apiError('bad_request', `options.${parsed.field}: ${parsed.message}`));
        if (meta.status === 'open') {
          meta.options = parsed.options;
          this.writeKv('meta', meta);
          await this.afterChange([]);
          return ok(this.snapshotFor({ seat: null, referee: true }));
        }
        if (!game.updateOptions) return fail(apiError('bad_request', `options: ${game.id} cannot change its settings during a match.`));
        const applied = this.applyAndPersist({ seat: REFEREE_SEAT, by: 'referee', move: { type: 'options', options: parsed.options, reason: act.reason } });
        if (!applied.ok) return applied;
        meta.options = parsed.options;
        this.writeKv('meta', meta);
        await this.afterChange([{ type: 'options-changed', reason: act.reason, rule: 'platform/referee' }, ...applied.value.events]);
        return ok(this.snapshotFor({ seat: null, referee: true }));
      }
      case 'move': {
        if (!game.applyRefereeMove) return fail(apiError('bad_request', `move: ${game.id} has no referee actions.`));
        const applied = this.applyAndPersist({ seat: REFEREE_SEAT, by: 'referee', move: act.move });
        if (!applied.ok) return applied;
        await this.afterChange(applied.value.events);
        return ok({ version: this.version, events: applied.value.events });
      }
    }
  }

  /** The referee's console data: what they may do now. */
  async refereeConsole(userId: string): Promise<Outcome<{ refereeMoves: Move[]; canPreview: boolean; canChangeOptions: boolean }>> {
    if (!this.meta) return NO_MATCH();
    if (!this.viewerOf(userId).referee) return fail(apiError('not_referee', 'Only the referee of this match can do that.'));
    const game = this.game;
    return ok({
      refereeMoves: this.state !== null && this.meta.status === 'active' && game.refereeMoves ? game.refereeMoves(this.state) : [],
      canPreview: !!game.onDeadline && this.meta.status === 'active',
      canChangeOptions: this.meta.status === 'open' || !!game.updateOptions,
    });
  }

  // ---- messages (table talk: public, or private to some seats) ----------------------------

  private messagesFor(v: Viewer): MatchMessage[] {
    return this.ctx.storage.sql.exec<{ id: number; at: number; from_seat: number; to_seats: string | null; text: string }>(
      'SELECT * FROM messages ORDER BY id').toArray()
      .map((r) => ({ id: r.id, at: r.at, from: r.from_seat, to: r.to_seats ? (JSON.parse(r.to_seats) as Seat[]) : null, text: r.text }))
      .filter((m) => v.referee || m.to === null || (v.seat !== null && (m.from === v.seat || m.to.includes(v.seat))));
  }

  async messages(userId: string | null): Promise<Outcome<MatchMessage[]>> {
    if (!this.meta) return NO_MATCH();
    return ok(this.messagesFor(this.viewerOf(userId)));
  }

  async postMessage(userId: string, text: string, to: Seat[] | null): Promise<Outcome<MatchMessage>> {
    const meta = this.meta;
    if (!meta) return NO_MATCH();
    const v = this.viewerOf(userId);
    if (v.seat === null && !v.referee) return fail(apiError('not_a_player', 'Only the players and the referee of a match can write in it.'));
    const from = v.referee ? REFEREE_SEAT : v.seat!;
    const recipients = to === null ? null : [...new Set(to)].sort((a, b) => a - b);
    if (recipients && (recipients.length === 0 || recipients.some((s) => !Number.isInteger(s) || s < 0 || s >= meta.players || s === from))) {
      return fail(apiError('bad_request', `to: seats from 0 to ${meta.players - 1}, other than your own.`));
    }
    const at = Date.now();
    this.ctx.storage.sql.exec('INSERT INTO messages (at, from_seat, to_seats, text) VALUES (?, ?, ?, ?)', at, from, recipients ? JSON.stringify(recipients) : null, text);
    const id = this.ctx.storage.sql.exec<{ id: number }>('SELECT last_insert_rowid() AS id').toArray()[0]!.id;
    const message: MatchMessage = { id, at, from, to: recipients, text };
    for (const ws of this.ctx.getWebSockets()) {
      const viewer = this.socketViewer(ws);
      if (recipients === null || viewer.referee || (viewer.seat !== null && (viewer.seat === from || recipients.includes(viewer.seat)))) {
        try { ws.send(JSON.stringify({ type: 'message', message })); } catch { /* closed */ }
      }
    }
    return ok(message);
  }

  // ---- fan-out ---------------------------------------------------------------------------

  private async afterChange(events: GameEvent[], seatsChanged = false): Promise<void> {
    await this.syncIndex(seatsChanged);
    this.broadcast(events);
    const summary = this.publicSummary();
    const before = this.readKv<PublicSummary>('announced');
    this.writeKv('announced', summary);
    const n = diff(before, summary, Date.now());
    if (n) this.outbox.enqueue(n);
    this.scheduleAlarm();
  }

  /**
   * Keep the D1 index (status, whose turn, result, archive) in step with the object. Seat rows
   * are written only when seats changed (creation, a join, a replacement), not on every move.
   */
  private async syncIndex(seatsChanged: boolean): Promise<void> {
    const meta = this.meta!;
    const db = drizzle(this.env.DB);
    const result = this.state === null ? null : this.game.result(this.state);
    const now = Date.now();
    const deadline = this.readKv<Deadline>('deadline');
    const row = {
      id: meta.id, game: meta.game, status: meta.status, players: meta.players,
      options: JSON.stringify(meta.options), moveSeconds: meta.moveSeconds, createdBy: meta.creatorId,
      createdAt: meta.createdAt, updatedAt: now, version: this.version, awaiting: JSON.stringify(this.awaiting()),
      deadline: deadline?.at ?? null, seedHash: meta.seedHash, result: result ? JSON.stringify(result) : null,
      finishedAt: meta.status === 'finished' ? now : null,
    };
    const { id: _id, createdAt: _c, createdBy: _b, ...changes } = row;
    const statements: any[] = [db.insert(matches).values(row).onConflictDoUpdate({ target: matches.id, set: changes })];
    if (seatsChanged) meta.seats.forEach((s, seat) => {
      if (s) statements.push(db.insert(matchSeats).values({ matchId: meta.id, seat, userId: s.id, username: s.username, joinedAt: now }).onConflictDoNothing());
    });
    if (seatsChanged && meta.referee) {
      statements.push(db.insert(matchSeats).values({ matchId: meta.id, seat: REFEREE_SEAT, userId: meta.referee.id, username: meta.referee.username, joinedAt: now }).onConflictDoNothing());
    }
    if (meta.status === 'finished') {
      statements.push(db.insert(matchArchive).values({ matchId: meta.id, export: JSON.stringify(this.buildExport()), finishedAt: now }).onConflictDoNothing());
    }
    await db.batch(statements as [any, ...any[]]);
  }

  private socketViewer(ws: WebSocket): Viewer {
    const a = ws.deserializeAttachment() as Partial<Viewer> | null;
    return { seat: a?.seat ?? null, referee: a?.referee ?? false };
  }

  private broadcast(events: GameEvent[]): void {
    for (const ws of this.ctx.getWebSockets()) {
      const v = this.socketViewer(ws);
      try {
        ws.send(JSON.stringify({ type: 'update', match: this.snapshotFor(v), events: this.visibleEvents(events, v) }));
      } catch {
        // A socket that closed meanwhile; the runtime drops it.
      }
    }
  }

  /** WebSocket upgrade, forwarded by the Worker with the caller's user id (or none). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    if (!this.meta) return Response.json(apiError('not_found', 'No such match.'), { status: 404 });
    const v = this.viewerOf(request.headers.get('X-Tenka-User'));
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [v.referee ? 'referee' : v.seat === null ? 'spectator' : `seat:${v.seat}`]);
    server.serializeAttachment(v);
    server.send(JSON.stringify({ type: 'hello', match: this.snapshotFor(v) }));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === 'ping') ws.send('pong');
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try { ws.close(code, reason); } catch { /* already closed */ }
  }

  // ---- notifications (Discord channels and outgoing webhooks) ---------------------------

  private hooks(): Hook[] {
    return this.readKv<Hook[]>('hooks') ?? [];
  }

  /** The public facts of the match now: all a notification may say. */
  private publicSummary(): PublicSummary {
    const meta = this.meta!;
    return {
      matchId: meta.id, game: meta.game, gameName: this.game.name.en, status: meta.status, version: this.version,
      seats: meta.seats.map((s) => s?.username ?? null), awaiting: this.awaiting(),
      phase: this.state !== null && this.game.phase ? this.game.phase(this.state) : null,
      deadline: this.readKv<Deadline>('deadline')?.at ?? null,
      result: this.state === null ? null : this.game.result(this.state),
      url: `${meta.origin}/match/?id=${meta.id}`,
    };
  }

  private async discordIds(): Promise<(string | null)[]> {
    const seats = this.meta!.seats;
    const ids = seats.filter(Boolean).map((s) => s!.id);
    if (!ids.length) return seats.map(() => null);
    const rows = await this.env.DB.prepare(`SELECT user_id, discord_user_id FROM discord_links WHERE user_id IN (${ids.map(() => '?').join(',')})`)
      .bind(...ids).all<{ user_id: string; discord_user_id: string }>();
    return seats.map((s) => rows.results.find((r) => r.user_id === s?.id)?.discord_user_id ?? null);
  }

  private isCreator(userId: string): boolean {
    return this.meta?.creatorId === userId;
  }

  async addHook(userId: string, kind: Hook['kind'], url: string): Promise<Outcome<Hook>> {
    if (!this.meta) return NO_MATCH();
    if (!this.isCreator(userId)) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    if (this.hooks().length >= 10) return fail(apiError('bad_request', 'url: at most 10 notification hooks per match.'));
    const hook: Hook = {
      id: crypto.randomUUID(), kind, url, status: 'active', createdAt: Date.now(),
      ...(kind === 'webhook' ? { secret: [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('') } : {}),
    };
    this.writeKv('hooks', [...this.hooks(), hook]);
    return ok(hook);
  }

  async listHooks(userId: string): Promise<Outcome<HookSummary[]>> {
    if (!this.meta) return NO_MATCH();
    if (!this.isCreator(userId)) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    return ok(this.hookSummaries(true));
  }

  async removeHook(userId: string, hookId: string): Promise<Outcome<{ ok: true }>> {
    if (!this.meta) return NO_MATCH();
    if (!this.isCreator(userId)) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
    if (!this.hooks().some((h) => h.id === hookId)) return fail(apiError('not_found', 'No such hook.'));
    this.writeKv('hooks', this.hooks().filter((h) => h.id !== hookId));
    this.outbox.forget(hookId);
    return ok({ ok: true });
  }

  /** The public state, for the Discord /status command. */
  async publicState(): Promise<Outcome<PublicSummary>> {
    if (!this.meta) return NO_MATCH();
    return ok(this.publicSummary());
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
  moves: { seat: Seat; move: Move; by: LoggedBy; at: number; events: GameEvent[] }[];
  result: GameResult | null;
}

/** The object's RPC methods as callers see them (the generated stub types lose the unions). */
export type MatchRoomStub = Pick<MatchRoom, 'create' | 'join' | 'snapshot' | 'legalMoves' | 'play' | 'log' | 'viewAt' | 'exportMatch' | 'ping'
  | 'addHook' | 'listHooks' | 'removeHook' | 'publicState' | 'fetch' | 'messages' | 'postMessage' | 'referee' | 'refereeConsole'>;

export function matchRoom(env: Env, id: string): MatchRoomStub {
  return env.MATCHES.get(env.MATCHES.idFromName(id)) as unknown as MatchRoomStub;
}
