/**
 * MatchRoom: one Durable Object per match. It knows no game (it speaks the engine contract) and
 * does little itself: it wires the capabilities below, the way lichess's round composes small
 * parts. Every command follows one path: check → engine → `commit` (one transaction: step, state,
 * deadline, queued index write, queued notification) → answer → live deltas to the sockets. D1,
 * R2 and hooks are written later by the alarm, from the durable queues, never on a move's path.
 *
 *   core.ts      the live match and its one writer      store.ts    the object's SQLite
 *   play.ts      create, seats, moves                   clock.ts    deadlines, reminders, the alarm
 *   live.ts      sockets, deltas, revoked sessions      history.ts  paged log, replay views
 *   archive.ts   export, checkpoints, R2 archive        referee.ts  the referee's console
 *   chat.ts      table talk                             hooks.ts    notification hooks
 *   d1-queue.ts  the durable queue of D1 writes         index-row.ts the D1 index rows
 *   spectators.ts who may watch, delayed views           rematch.ts  the next match
 *   bot-seats.ts the creator's bot seats                  absence.ts  absences, stand-ins
 *   lifecycle.ts leave, cancel, resign, end, replacements  alarm.ts    the alarm, the queue's writes
 *   holders.ts   each seat holder's record (reliability)  names.ts    privacy of names
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameEvent, Move, Seat } from '../engine/contract';
import { apiError } from '../errors';
import { count } from '../ops/metrics';
import type { Env, User } from '../env';
import { d1Stats, guardD1 } from '../db/guard';
import type { Hook } from '../notify/outbox';
import { buildExport } from './archive';
import { scheduleAlarm } from './clock';
import { applyQueuedWrites, runAlarm } from './alarm';
import { extendForAbsences, storeAbsences, type AbsenceWindow } from './absence';
import { markSeen, type SeenMark } from './seen';
import { MatchCore } from './core';
import { messagesFor, postMessage } from './chat';
import { logPage, viewAt, viewAtAs } from './history';
import { deliverMail } from './mail';
import { handleMailReply, revokeCallerTags, seatReplyAddress, type MailReplyInput, type MailReplyResult } from './mail-reply';
import { deliverPush } from '../push/deliver';
import { mailerFor, type Mailer } from '../mail/mailer';
import { addHook, discordIds, listHooks, publicState, removeHook } from './hooks';
import { indexRow } from './index-row';
import { accept, broadcast, isRevoked, learnRevocations, resync, revokeSession, revokeUser, tagOf, userRevoked } from './live';
import type { Revocations } from '../auth';
import { isSpectator, tellWatching } from './spectators';
import { runLifecycle, takeSeat, type LifecycleAction } from './lifecycle';
import { privacyRead, refreshPrivacy, setPrivacy } from './names';
import type { Visibility } from '../profiles/privacy';
import { fillWithBot, handOver } from './bot-seats';
import { abandonSeat } from './abandon';
import { summaryOf, type MatchSummary } from './summary';
import { applyStep, checkPlay, create, join, NO_MATCH } from './play';
import { refereeAct, refereeConsole } from './referee';
import { acceptRematch, declineRematch, planRematch, type RematchPlan } from './rematch';
import { legalMovesFor, snapshotFor } from './snapshot';
import { fail, ok, type CreateInput, type LogEntry, type MatchExport, type MatchMessage, type MatchPage, type MatchSnapshot, type Outcome, type RefereeAction, type Viewer } from './types';

export * from './types';

/**
 * Who is calling: the user and the session their token belongs to (null for anonymous). A route
 * that grants a seat checks the session in D1 first and brings the user's `revocations` along.
 */
export interface Caller { userId: string | null; sessionId?: string | null; sessionHash?: string | null; expiresAt?: number | null; revocations?: Revocations }

export class MatchRoom extends DurableObject<Env> {
  private core!: MatchCore;
  private readonly db: D1Database;
  private flushing: Promise<void> | null = null;
  private mailing: Promise<{ sent: number }> | null = null;
  private pushing: Promise<Awaited<ReturnType<typeof deliverPush>>> | null = null;
  /** Tests may stand in a failing provider here. */
  mailer: Mailer | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = guardD1(env.DB, Number(env.D1_EXTRA_LATENCY_MS ?? 0));
    // Nothing reaches the object before its storage is upgraded (MatchCore runs the migrations);
    // a step that fails resets the object, and every call meanwhile gets the step's error.
    ctx.blockConcurrencyWhile(async () => {
      this.core = new MatchCore(ctx, env, () => discordIds(this.core, this.db));
      // Every wake re-arms from what storage holds: an alarm set under other settings (or lost)
      // never leaves a queued index write or a deadline waiting longer than it should.
      if (this.core.live) scheduleAlarm(this.core);
    }).catch((e: Error) => console.error(JSON.stringify({ type: 'storage_migration', error: e.message })));
  }

  /** The caller's user id; a session revoked by a logout is refused here, without asking D1. */
  private userOf(caller: Caller | string | null): Outcome<string | null> {
    const c = typeof caller === 'string' ? { userId: caller } : caller;
    if (!c?.userId) return ok(null);
    if (c.sessionId && this.core.live && isRevoked(this.core, c.sessionId, c.sessionHash)) return fail(apiError('unauthenticated', 'This session has ended (logged out): log in again.'));
    if (c.sessionId && this.core.live && userRevoked(this.core, c.userId, c.expiresAt)) return fail(apiError('unauthenticated', 'This session has ended (password reset or account deleted): log in again.'));
    return ok(c.userId);
  }

  /**
   * Before a spectator's read: the people's privacy choices known (names.ts), read from D1 at most
   * once a minute. D1 unreachable: the read still answers, naming nobody it is unsure of.
   */
  private async namesFor(caller: Caller | string | null, force = false): Promise<void> {
    const user = this.userOf(caller);
    if (!user.ok || !this.core.live || (!force && !isSpectator(this.core.viewerOf(user.value)))) return;
    try { await refreshPrivacy(this.core, this.db, force); } catch (e) { console.error('match names:', (e as Error).message); }
  }

  /** After a change: the sockets get their deltas, and the alarm is set for whatever comes next. */
  private publish(fromVersion: number, events: GameEvent[]): void {
    broadcast(this.core, fromVersion, events);
    scheduleAlarm(this.core);
  }

  // ---- queries ---------------------------------------------------------------------------

  /** A call that does nothing: the benchmark's baseline for a round trip into the object. */
  async ping(): Promise<{ ok: true; version: number }> {
    return { ok: true, version: this.core.live?.version ?? 0 };
  }

  /** D1 round trips counted in this isolate (bench; the same counters as the Worker's when they share one). */
  async d1Stats(): Promise<typeof d1Stats & { queued: number }> {
    return { ...d1Stats, queued: this.core.live ? this.core.queue.pending() : 0 };
  }

  /**
   * Every command that changes the match without the engine's step of a player (seats, rematches,
   * the lifecycle): the caller's session checked, the act, the D1 index flushed when seats may have
   * changed ("My matches" and the lobby follow at once; never on a move's path), the pages told.
   */
  private async command<T>(caller: Caller | string | null, act: (userId: string | null) => Outcome<T> | Promise<Outcome<T>>, flush = true): Promise<Outcome<T>> {
    const user = this.userOf(caller);
    if (!user.ok) return user;
    const from = this.core.live?.version ?? 0;
    const res = await act(user.value);
    if (!res.ok) return res;
    if (flush) await this.flushQueue();
    this.publish(from, []);
    return res;
  }

  /** A call for the caller: their session checked, then `act` with their user id. */
  private withUser<T>(caller: Caller | string | null, act: (userId: string | null) => T): T | Outcome<never> {
    const user = this.userOf(caller);
    return user.ok ? act(user.value) : user;
  }

  /** A read for the caller: their session checked, the match there, then `read` with their viewer and user id. */
  private query<T>(caller: Caller | string | null, read: (v: Viewer, userId: string | null) => Outcome<T>): Outcome<T> {
    const user = this.userOf(caller);
    if (!user.ok) return user;
    if (!this.core.live) return NO_MATCH();
    return read(this.core.viewerOf(user.value), user.value);
  }

  async snapshot(caller: Caller | string | null): Promise<Outcome<MatchSnapshot>> {
    await this.namesFor(caller);
    return this.query(caller, (v) => ok(snapshotFor(this.core, v)));
  }

  async legalMoves(caller: Caller | string): Promise<Outcome<Move[]>> {
    return this.query(caller, ({ seat, referee }) => {
      if (referee) return ok([]);
      if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
      return ok(legalMovesFor(this.core, seat));
    });
  }

  async log(caller: Caller | string | null, after: number | null = null, limit: number | null = null): Promise<Outcome<LogEntry[]>> {
    await this.namesFor(caller);
    return this.query(caller, (v) => logPage(this.core, v, after, limit));
  }

  /** The caller's view after `step` steps; `as` a seat: that seat's own view (after the end, or for itself). */
  async viewAt(caller: Caller | string | null, step: number, as: number | null = null): Promise<Outcome<{ step: number; version: number; view: unknown }>> {
    return this.query(caller, (v) => (as === null ? viewAt(this.core, v, step) : viewAtAs(this.core, v, step, as)));
  }

  async exportMatch(caller: Caller | string | null = null): Promise<Outcome<MatchExport>> {
    await this.namesFor(caller);
    return this.query(caller, (v) => {
      if (this.core.meta.status !== 'finished') return fail(apiError('not_finished', 'The export (with the seed) is available once the match is over.'));
      return ok(buildExport(this.core, v));
    });
  }

  async messages(caller: Caller | string | null, after: number | null = null, limit: number | null = null): Promise<Outcome<MatchMessage[]>> {
    return this.withUser(caller, (id) => messagesFor(this.core, id, after, limit));
  }

  async publicState() { return publicState(this.core); }

  /**
   * Everything the match page needs to draw, in one round trip: the snapshot, the log, the
   * messages, the caller's legal moves and (for the referee) the console. Each part is exactly
   * what its own route answers for this caller.
   */
  async page(caller: Caller | string | null): Promise<Outcome<MatchPage>> {
    await this.namesFor(caller);
    const user = this.userOf(caller);
    if (!user.ok) return user;
    if (!this.core.live) return NO_MATCH();
    const viewer = this.core.viewerOf(user.value);
    const log = logPage(this.core, viewer, null, null);
    const messages = messagesFor(this.core, user.value, null, null);
    const desk = viewer.referee ? refereeConsole(this.core, user.value ?? '') : null;
    return ok({
      match: snapshotFor(this.core, viewer),
      log: log.ok ? log.value : [],
      messages: messages.ok ? messages.value : [],
      legal: viewer.seat !== null && !viewer.referee && this.core.meta.status === 'active' ? legalMovesFor(this.core, viewer.seat) : [],
      referee: desk && desk.ok ? desk.value : null,
    });
  }

  // ---- commands --------------------------------------------------------------------------

  async create(input: CreateInput, absences?: UserAbsencePush, revocations?: Revocations): Promise<Outcome<MatchSnapshot>> {
    const made = create(this.core, input);
    if (!made.ok) return made;
    learnRevocations(this.core, input.creator.id, revocations);
    if (absences) storeAbsences(this.core, input.creator.id, absences.windows, absences.rev);
    if (input.creatorMail) this.core.setMailUser(input.creator.id, true);
    if (input.creatorPush) this.core.setPushUser(input.creator.id, true);
    // The index row is written before the creator is answered, so "My matches" lists it at once.
    await this.flushQueue();
    scheduleAlarm(this.core);
    return ok(snapshotFor(this.core, this.core.viewerOf(input.creator.id)));
  }

  /**
   * Take a free seat (`seat` absent), or a named seat left by its player (a replacement: lifecycle.ts
   * takeSeat). `reliability`: the joiner's share of deadlines met, read from D1 by the Worker (null:
   * too little history; absent: unknown, refused where the table asks for a minimum).
   */
  async join(user: User, caller?: Caller, mailOn = false, pushOn = false, absences?: UserAbsencePush, seatWanted?: number, reliability?: number | null): Promise<Outcome<MatchSnapshot>> {
    learnRevocations(this.core, user.id, caller?.revocations);
    const who = this.userOf(caller ?? { userId: user.id });
    if (!who.ok) return who;
    if (mailOn) this.core.setMailUser(user.id, true);
    if (pushOn) this.core.setPushUser(user.id, true);
    // Read before the seat is taken, so the first deadline (the match may start now) already knows them.
    if (absences && this.core.live && this.core.meta.status === 'open') storeAbsences(this.core, user.id, absences.windows, absences.rev);
    // A table that refuses bot accounts (docs/bots.md "Bot accounts"): checked on joining and on taking a seat.
    if (user.bot && this.core.live && this.core.meta.noBotAccounts) return fail(apiError('bots_refused', 'This table does not seat bot accounts.'));
    const seat = seatWanted === undefined ? join(this.core, user, reliability) : takeSeat(this.core, user, seatWanted, reliability);
    if (!seat.ok) return seat;
    // Spectators watching: the new player's privacy choice is read before they are told of the seat.
    if (privacyRead(this.core)) await this.namesFor(user.id, true);
    // Seats are not on a move's path: "My matches" of the new player lists the match at once.
    await this.flushQueue();
    this.publish(this.core.version, []);
    return ok(snapshotFor(this.core, { seat: seat.value, referee: false }));
  }

  /**
   * The way out of a match (lifecycle.ts): leave an open match, cancel, resign, or propose, accept
   * or refuse an end. One path for each: the caller's session checked, the act, the index flushed
   * (My matches and the lobby change at once), the pages told; the caller gets the new snapshot.
   */
  async lifecycle(caller: Caller, act: LifecycleAction): Promise<Outcome<MatchSnapshot>> {
    const core = this.core;
    return this.command(caller, (userId) => {
      const res = runLifecycle(core, userId, act);
      return res.ok ? ok(snapshotFor(core, core.viewerOf(userId))) : res;
    });
  }

  /** On a finished match: record its rematch (once) and say what it is (worker/match/rematch.ts). */
  async planRematch(caller: Caller | string): Promise<Outcome<RematchPlan>> {
    // The other players' pages learn of the offer at once.
    return this.command(caller, (userId) => planRematch(this.core, userId), false);
  }

  /** On a finished match: a player declines its rematch (worker/match/rematch.ts); the others' pages learn it at once. */
  async declineRematch(caller: Caller | string): Promise<Outcome<{ declinedBy: string }>> {
    return this.command(caller, (userId) => declineRematch(this.core, userId), false);
  }

  /** On the rematch: create it (first call) or take the caller's kept seat. */
  async acceptRematch(plan: RematchPlan, user: User, caller: Caller, fresh: { seed: string; seedHash: string }, mailOn = false): Promise<Outcome<MatchSnapshot>> {
    const who = this.userOf(caller);
    if (!who.ok) return who;
    const res = acceptRematch(this.core, plan, user, fresh);
    if (!res.ok) return res;
    learnRevocations(this.core, user.id, caller.revocations);
    if (mailOn) this.core.setMailUser(user.id, true);
    if (res.value !== 'already') {
      await this.flushQueue();
      this.publish(this.core.version, []);
    }
    return ok(snapshotFor(this.core, this.core.viewerOf(user.id)));
  }

  async play(caller: Caller | string, move: unknown, version: number): Promise<Outcome<{ version: number; events: GameEvent[] }>> {
    const user = this.userOf(caller);
    if (!user.ok) return user;
    const checked = checkPlay(this.core, user.value ?? '', move, version);
    if (!checked.ok) return checked;
    const from = this.core.version;
    const applied = applyStep(this.core, { seat: checked.value, by: 'player', move: move as Move });
    if (!applied.ok) return applied;
    count(this.env, 'move', { match: this.core.meta.id, game: this.core.meta.game });
    this.publish(from, applied.value.events);
    return ok({ version: this.core.version, events: this.core.visibleEvents(applied.value.events, { seat: checked.value, referee: false }) });
  }

  /** The creator seats the bot in a free seat (`bot`), or hands a bot's seat to a person (`handover`): bot-seats.ts. */
  async botSeat(caller: Caller | string, action: 'bot' | 'handover', seat: number): Promise<Outcome<MatchSnapshot>> {
    if (typeof caller === 'object' && caller.userId) learnRevocations(this.core, caller.userId, caller.revocations);
    return this.command(caller, (userId) => {
      const res = action === 'bot' ? fillWithBot(this.core, userId, seat) : handOver(this.core, userId, seat);
      return res.ok ? ok(snapshotFor(this.core, this.core.viewerOf(userId))) : res;
    });
  }

  async referee(caller: Caller | string, act: RefereeAction): Promise<Outcome<unknown>> {
    const user = this.userOf(caller);
    if (!user.ok) return user;
    const from = this.core.live?.version ?? 0;
    const res = refereeAct(this.core, user.value ?? '', act);
    if (!res.ok) return res;
    if (act.action === 'replace') learnRevocations(this.core, act.user.id, act.revocations);
    if (act.action !== 'preview') this.publish(from, res.value.events);
    return ok(res.value.value);
  }

  async refereeConsole(caller: Caller | string) {
    return this.withUser(caller, (id) => refereeConsole(this.core, id ?? ''));
  }

  async postMessage(caller: Caller | string, text: string, to: Seat[] | null): Promise<Outcome<MatchMessage>> {
    const user = this.userOf(caller);
    if (!user.ok) return user;
    const res = postMessage(this.core, user.value ?? '', text, to);
    if (res.ok) scheduleAlarm(this.core);
    return res;
  }

  /** The caller's page showed everything up to this version and message: kept for their other devices. */
  async markSeen(caller: Caller | string, mark: SeenMark): Promise<Outcome<SeenMark>> {
    return this.withUser(caller, (id) => markSeen(this.core, id, mark));
  }

  async addHook(caller: Caller | string, kind: Hook['kind'], url: string) {
    return this.withUser(caller, (id) => addHook(this.core, id ?? '', kind, url));
  }

  async listHooks(caller: Caller | string) {
    return this.withUser(caller, (id) => listHooks(this.core, id ?? ''));
  }

  async removeHook(caller: Caller | string, hookId: string) {
    return this.withUser(caller, (id) => removeHook(this.core, id ?? '', hookId));
  }

  /** A logout: this match refuses the session from now on and closes its sockets. */
  async revokeSession(sessionId: string, expiresAt: number): Promise<{ closed: number }> {
    return { closed: revokeSession(this.core, sessionId, expiresAt) };
  }

  /** The API tells each match of a user whether they have a verified address with mail on. */
  /** A user changed their profile's visibility (PATCH /api/me/profile): spectators' names follow at once, open pages too. */
  async setPrivacy(userId: string, visibility: Visibility): Promise<void> {
    if (!this.core.live || !privacyRead(this.core)) return;
    setPrivacy(this.core, userId, visibility);
    broadcast(this.core, this.core.version, []);
  }

  async setMailUser(userId: string, on: boolean): Promise<void> { if (this.core.live) this.core.setMailUser(userId, on); }

  /**
   * The API tells each match of a user their absences (declared, edited or cancelled): stored here,
   * the current deadline re-extended (or given back), the index and the open pages told.
   */
  async setAbsences(userId: string, push: UserAbsencePush): Promise<{ stored: boolean }> {
    const core = this.core;
    if (!core.live) return { stored: false };
    let stored = false;
    core.store.transaction(() => {
      stored = storeAbsences(core, userId, push.windows, push.rev);
      if (!stored || core.meta.status !== 'active') return;
      extendForAbsences(core);
      core.queue.enqueue({ key: 'index', kind: 'index', payload: indexRow(core, core.live!) });
    });
    if (stored) this.publish(core.version, []);
    return { stored };
  }

  /** The API tells each match of a user whether they have a subscribed browser with push on. */
  async setPushUser(userId: string, on: boolean): Promise<void> { if (this.core.live) this.core.setPushUser(userId, on); }

  /** A password reset or a deleted account: every session of the user issued before `before` ends here, and the tokens' sessions given (live.ts). */
  async revokeUser(userId: string, before: number, tokens: Record<string, number> = {}): Promise<{ closed: number }> { return { closed: revokeUser(this.core, userId, before, tokens) }; }

  // ---- sockets ---------------------------------------------------------------------------

  /** WebSocket upgrade, forwarded by the Worker with the caller's user and session (or none). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    if (!this.core.live) return Response.json(apiError('not_found', 'No such match.'), { status: 404 });
    const sessionId = request.headers.get('X-Tenka-Session');
    const sessionHash = request.headers.get('X-Tenka-Session-Hash');
    const user = this.userOf({ userId: request.headers.get('X-Tenka-User'), sessionId, sessionHash, expiresAt: Number(request.headers.get('X-Tenka-Session-Expires')) || null });
    if (!user.ok) return Response.json(user.error, { status: 401 });
    const expires = Number(request.headers.get('X-Tenka-Session-Expires'));
    await this.namesFor(user.value);
    return accept(this.core, { userId: user.value, sessionId: user.value ? sessionId : null, sessionHash: user.value ? sessionHash : null, expiresAt: user.value && expires > 0 ? expires : null, ...(new URL(request.url).searchParams.get('patch') === '1' ? { patches: true } : {}) });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === 'ping') ws.send('pong');
    else if (message === '{"type":"resync"}' && this.core.live) resync(this.core, ws); // a patch that did not apply (live-patch.ts)
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try { ws.close(code, reason); } catch { /* already closed */ }
    if (this.core.live && isSpectator(this.core.viewerOf(tagOf(ws).userId))) tellWatching(this.core, ws);
  }

  // ---- the alarm: deadline first, then the queues ------------------------------------------

  async alarm(): Promise<void> {
    await runAlarm(this.core, this.ctx, this.env, {
      flush: () => this.flushQueue(), deliverMail: () => this.deliverMail(), deliverPush: () => this.deliverPush(),
    });
  }

  /**
   * Send the e-mail notifications due at `now` (the alarm; tests pass a later `now` to stand in
   * for the passing of time). One delivery at a time: a call waits for the one in flight.
   */
  async deliverMail(now = Date.now()): Promise<{ sent: number }> {
    while (this.mailing) await this.mailing.catch(() => {});
    this.mailing = deliverMail(this.core, {
      db: this.db, mailer: this.mailer ?? mailerFor(this.env, this.db), sessionSecret: this.env.SESSION_SECRET, siteOrigin: this.env.SITE_ORIGIN, replyTo: (seat, moves) => seatReplyAddress(this.core, this.env, this.db, seat, moves),
      onFailure: (reason) => count(this.env, 'notification_failed', { match: this.core.live?.meta.id, game: this.core.live?.meta.game, detail: `mail: ${reason}`.slice(0, 200) }),
      onDropped: (kind, reason) => count(this.env, kind, { match: this.core.live?.meta.id, game: this.core.live?.meta.game, detail: reason.slice(0, 200) }),
    }, now);
    try { return await this.mailing; } finally { this.mailing = null; }
  }

  /** An answered turn mail (mail/inbound.ts) through `play`; `revokeMailTags`: the seat's tags sent so far die. */
  async mailReply(input: MailReplyInput): Promise<MailReplyResult> {
    const mailer = this.mailer ?? mailerFor(this.env, this.db);
    return handleMailReply(this.core, { db: this.db, env: this.env, play: (u, m, v) => this.play(u, m, v), send: (m) => mailer.send(m) }, input);
  }
  async revokeMailTags(caller: Caller | string): Promise<Outcome<{ generation: number }>> { return revokeCallerTags(this.core, this.userOf(caller)); }

  /** Send the Web Push notifications due at `now` (the alarm; tests pass a later `now`), one delivery at a time. */
  async deliverPush(now = Date.now()): Promise<Awaited<ReturnType<typeof deliverPush>>> {
    while (this.pushing) await this.pushing.catch(() => {});
    this.pushing = deliverPush(this.core, { db: this.db, env: this.env, siteOrigin: this.env.SITE_ORIGIN }, now);
    try { return await this.pushing; } finally { this.pushing = null; }
  }

  /** Queued pushes (tests). */
  async pushPending(): Promise<{ events: number; out: number; tries: number }> {
    return this.core.push.pending();
  }

  /** The account behind a seat was deleted (worker/match/abandon.ts): the match, its log and messages stay. */
  async abandonSeat(userId: string, before: number): Promise<{ seats: number[] }> {
    const from = this.core.live?.version ?? 0;
    const res = abandonSeat(this.core, userId, before);
    if (res.freed) await this.flushQueue();
    if (res.changed) this.publish(from, []);
    return { seats: res.seats };
  }

  /** The end-of-match summary (worker/match/summary.ts): built once, from the log, after the end. */
  async summary(caller: Caller | string | null): Promise<Outcome<MatchSummary>> {
    return this.query(caller, () => summaryOf(this.core));
  }

  /** Write the queued D1 rows (and the R2 archive) in one batch; one flush at a time. */
  private async flushQueue(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      try {
        await this.core.queue.flush({ apply: (writes) => applyQueuedWrites(this.core, this.db, writes) });
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }
}

/** The object's RPC methods as callers see them (the generated stub types lose the unions). */
export type MatchRoomStub = Pick<MatchRoom, 'create' | 'join' | 'snapshot' | 'legalMoves' | 'play' | 'log' | 'viewAt' | 'exportMatch' | 'ping'
  | 'addHook' | 'listHooks' | 'removeHook' | 'publicState' | 'fetch' | 'messages' | 'postMessage' | 'referee' | 'refereeConsole'
  | 'revokeSession' | 'page' | 'd1Stats' | 'revokeUser' | 'abandonSeat' | 'deliverMail' | 'setMailUser' | 'planRematch' | 'acceptRematch' | 'setAbsences'
  | 'declineRematch' | 'deliverPush' | 'setPushUser' | 'pushPending' | 'markSeen' | 'botSeat' | 'summary' | 'setPrivacy' | 'lifecycle' | 'mailReply' | 'revokeMailTags'>;

/** A user's windows as the API pushes them, with the revision that orders racing pushes. */
export interface UserAbsencePush { windows: AbsenceWindow[]; rev: number }

export function matchRoom(env: Env, id: string): MatchRoomStub {
  return env.MATCHES.get(env.MATCHES.idFromName(id)) as unknown as MatchRoomStub;
}
