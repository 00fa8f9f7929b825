/**
 * What every capability of the match object shares: its storage, the live match (meta, state,
 * version) and who is looking. The live match changes in one place only, `commit`: the new
 * state, its log entry, its deadline, its queued index write and its notification are written in
 * one transaction, and memory is assigned only once that write succeeded (a write that throws,
 * e.g. a value over the storage limit, leaves both storage and memory as they were).
 */
import type { GameDefinition, GameEvent, GameResult, Seat } from '../engine/contract';
import type { LoggedStep } from '../engine/replay';
import { getGame } from '../games/registry';
import { visibleEvents } from '../engine/export';
import type { Env } from '../env';
import { diff, type PublicSummary } from '../notify/changes';
import { Outbox, type Hook } from '../notify/outbox';
import { D1Queue } from './d1-queue';
import { mailQueue, type MailQueue } from './mail';
import { PushQueue } from '../push/queue';
import type { MailKind } from '../mail/settings';
import { indexRow, seatRows, timerKindOf } from './index-row';
import { syncHolders, tallyDeadlines, type DeadlineTally, type Holder, type HoldersWrite } from './holders';
import { count } from '../ops/metrics';
import { migrateStorage } from './migrations';
import { queueFinish } from './finish';
import { MatchStore } from './store';
import { notePhaseStart } from './spectators';
import { eventNames } from './names';
import type { Deadline, MatchMeta, Viewer } from './types';
import { KV } from './keys';

export interface Live { meta: MatchMeta; state: unknown; version: number }

/** Every CHECKPOINT_EVERY steps the state is kept, so a replay view costs at most that many engine steps. */
export const CHECKPOINT_EVERY = 50;

export interface CommitInput {
  /** The step to log (a move, a bot move, a deadline, a referee action), applied to give `next`. */
  step?: { step: LoggedStep; events: GameEvent[] };
  /** Seat rows of the index must be rewritten (creation, a join, a replacement). */
  seatsChanged?: boolean;
  /** Other writes of the same change (the deadline, the hooks), inside the transaction. */
  also?: () => void;
  /** Deadlines the step met or missed, counted on their holders' records (holders.ts). */
  deadlines?: DeadlineTally[];
}

export class MatchCore {
  readonly store: MatchStore;
  readonly queue: D1Queue;
  readonly outbox: Outbox;
  readonly mail: MailQueue;
  readonly push: PushQueue;
  live: Live | null = null;
  /**
   * What the engine says of a live match (whose turn, the result), computed once per live match:
   * a change asks it for the deadline, the index row, the notification and every socket's update.
   * A live match is never mutated (each change makes a new one), so the cache cannot go stale.
   */
  private derived = new WeakMap<Live, { awaiting?: Seat[]; result?: GameResult | null }>();

  constructor(readonly ctx: DurableObjectState, readonly env: Env, discordIds: () => Promise<(string | null)[]>) {
    this.store = new MatchStore(ctx.storage);
    this.queue = new D1Queue(ctx.storage);
    // An object written by older code is brought up to date before anything reads it.
    if (this.store.exists()) this.upgradeStorage();
    this.mail = mailQueue(ctx.storage.sql, (seat) => {
      const id = this.live?.meta.seats[seat]?.id;
      return !!id && !!this.mailUsers()[id];
    });
    this.push = new PushQueue(ctx.storage.sql, (seat) => {
      const id = this.live?.meta.seats[seat]?.id;
      return !!id && !!this.pushUsers()[id];
    });
    this.outbox = new Outbox({
      sql: ctx.storage.sql,
      hooks: () => this.hooks(),
      updateHook: (id, patch) => this.store.put(KV.hooks, this.hooks().map((h) => (h.id === id ? { ...h, ...patch } : h))),
      discordIds,
      onFailure: (hook, reason) => count(env, 'notification_failed', { match: this.live?.meta.id, game: this.live?.meta.game, detail: `${hook.kind}: ${reason}`.slice(0, 200) }),
    });
    const meta = this.store.exists() ? this.store.get(KV.meta) : null;
    if (meta) this.live = { meta, state: this.store.get(KV.state), version: this.store.get(KV.version) ?? 0 };
  }

  /** Make or upgrade the object's tables (a new match: every step; an older object: the missing ones). */
  upgradeStorage(): void {
    const report = migrateStorage(this.ctx.storage);
    if (report.ran.length) console.log(JSON.stringify({ type: 'storage_migration', from: report.from, to: report.to, steps: report.ran }));
  }

  get meta(): MatchMeta { return this.live!.meta; }
  get state(): unknown { return this.live!.state; }
  get version(): number { return this.live!.version; }

  gameOf(meta: MatchMeta): GameDefinition {
    const game = getGame(meta.game);
    if (!game) throw new Error(`unknown game ${meta.game}`);
    return game;
  }

  get game(): GameDefinition { return this.gameOf(this.meta); }

  hooks(): Hook[] {
    return this.store.exists() ? this.store.get(KV.hooks) ?? [] : [];
  }

  // ---- who is looking ----------------------------------------------------------------------

  viewerOf(userId: string | null): Viewer {
    if (!userId || !this.live) return { seat: null, referee: false };
    const meta = this.meta;
    if (meta.referee?.id === userId) return { seat: null, referee: true };
    const i = meta.seats.findIndex((s) => s?.id === userId);
    return i < 0 ? { seat: null, referee: false, signedIn: true } : { seat: i, referee: false };
  }

  private derivedOf(live: Live) {
    let d = this.derived.get(live);
    if (!d) this.derived.set(live, (d = {}));
    return d;
  }

  awaitingIn(live: Live): Seat[] {
    const d = this.derivedOf(live);
    return (d.awaiting ??= live.meta.status === 'active' && live.state !== null ? this.gameOf(live.meta).awaiting(live.state) : []);
  }

  resultIn(live: Live): GameResult | null {
    const d = this.derivedOf(live);
    // A match ended outside its game (resigned, agreed) keeps the result of its end step.
    if (d.result === undefined) d.result = live.meta.ending ? live.meta.ending.result : live.state === null ? null : this.gameOf(live.meta).result(live.state);
    return d.result;
  }

  result(): GameResult | null { return this.resultIn(this.live!); }

  awaiting(): Seat[] { return this.awaitingIn(this.live!); }

  viewFor(v: Viewer, state: unknown = this.state): unknown {
    if (state === null) return null;
    const game = this.game;
    if (v.referee) return game.refereeView ? game.refereeView(state) : game.view(state, null);
    return game.view(state, v.seat);
  }

  /** The same rule as the export's, which `npm run verify` applies to its replay (worker/engine/export.ts). */
  visibleEvents(events: GameEvent[], v: Viewer): GameEvent[] {
    if (v.referee) return events;
    return eventNames(this, v, visibleEvents(events, v));
  }

  /** Users of this match with a verified address and mail on (told by the API; see MailQueue). */
  mailUsers(): Record<string, true> {
    return this.store.exists() ? this.store.get(KV.mailUsers) ?? {} : {};
  }

  setMailUser(userId: string, on: boolean): void {
    if (!this.store.exists()) return;
    const users = { ...this.mailUsers() };
    if (on) users[userId] = true;
    else delete users[userId];
    this.store.put(KV.mailUsers, users);
  }

  /** Users of this match with a push subscription and push on (told by the API; see PushQueue). */
  pushUsers(): Record<string, true> {
    return this.store.exists() ? this.store.get(KV.pushUsers) ?? {} : {};
  }

  setPushUser(userId: string, on: boolean): void {
    if (!this.store.exists()) return;
    const users = { ...this.pushUsers() };
    if (on) users[userId] = true;
    else delete users[userId];
    this.store.put(KV.pushUsers, users);
  }

  /** One event for a seat, on every channel (each queue keeps it only if the seat's user wants that channel). */
  notify(seat: Seat, kind: MailKind, at: number, version: number, data: Record<string, unknown> = {}): void {
    this.mail.add(seat, kind, at, version, data);
    this.push.add(seat, kind, at, version, data);
  }

  deadline(): Deadline | null { return this.store.get(KV.deadline); }

  /** The public facts of a live match: all a notification (or the index) may say. */
  publicSummary(live: Live = this.live!): PublicSummary {
    const { meta, state } = live;
    const game = this.gameOf(meta);
    return {
      matchId: meta.id, game: meta.game, gameName: game.name.en, status: meta.status, version: live.version,
      seats: meta.seats.map((s) => s?.username ?? null), awaiting: this.awaitingIn(live),
      phase: state !== null && game.phase ? game.phase(state) : null,
      deadline: this.deadline()?.at ?? null,
      result: this.resultIn(live),
      url: `${meta.origin}/match/?id=${meta.id}`,
    };
  }

  /** The seat holders' records (holders.ts), or null in an object that has none yet. */
  holders(): Holder[] | null {
    return this.store.get(KV.holders);
  }

  /**
   * Inside commit: count the step's deadlines and follow the seats on the holders' records; when
   * one changed, store them and queue their D1 rows (written by the alarm's flush, never here).
   */
  private trackHolders(before: Live | null, next: Live, deadlines: DeadlineTally[] | undefined): void {
    const stored = this.holders();
    const tallied = stored && deadlines?.length ? tallyDeadlines(stored, deadlines) : stored;
    const holders = syncHolders(tallied, before?.meta ?? null, next.meta, Date.now());
    if (!holders || holders === stored) return;
    this.store.put(KV.holders, holders);
    const payload: HoldersWrite = { matchId: next.meta.id, game: next.meta.game, timerKind: timerKindOf(next.meta), holders };
    this.queue.enqueue({ key: 'holders', kind: 'holders', payload });
  }

  // ---- the one writer ------------------------------------------------------------------------

  /**
   * Make `next` the live match: in one transaction, log the step, store meta/state/version (and a
   * checkpoint), run the other writes (deadline), queue the D1 index write and the notification.
   * Memory changes only after the transaction committed.
   */
  commit(next: Live, input: CommitInput = {}): void {
    const before = this.live;
    this.store.transaction(() => {
      if (input.step) this.store.appendStep(before!.version, input.step.step, Date.now(), input.step.events);
      if (next.meta !== before?.meta) this.store.put(KV.meta, next.meta);
      if (next.state !== before?.state) this.store.put(KV.state, next.state);
      this.store.put(KV.version, next.version);
      if (input.step && next.version % CHECKPOINT_EVERY === 0) this.store.putCheckpoint(next.version, next.state);
      // Later reads inside this transaction (deadline, summary) see the next match.
      this.live = next;
      try {
        input.also?.();
        this.queue.enqueue({ key: 'index', kind: 'index', payload: indexRow(this, next) });
        if (input.seatsChanged) this.queue.enqueue({ key: 'seats', kind: 'seats', payload: seatRows(next.meta) });
        this.trackHolders(before, next, input.deadlines);
        // The end of the match (archive, ratings): worker/match/finish.ts.
        queueFinish(this, before, next);
        const summary = this.publicSummary(next);
        const announced = this.store.get(KV.announced);
        this.store.put(KV.announced, summary);
        // Delayed spectators are shown the start of an earlier phase (spectators.ts).
        if (summary.phase !== null && summary.phase !== announced?.phase) notePhaseStart(this, next.version);
        const n = diff(announced, summary, Date.now());
        if (n) {
          this.outbox.enqueue(n);
          // The same change, told by e-mail and Web Push to each seat it concerns (sent later by the alarm).
          const seated = next.meta.seats.flatMap((s, i) => (s ? [i] : []));
          this.mail.fromNotification(n, seated, next.version);
          this.push.fromNotification(n, seated, next.version);
        }
      } catch (e) {
        this.live = before;
        throw e;
      }
    });
  }
}
