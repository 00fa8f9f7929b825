/**
 * Every key of the match object's kv table (store.ts), each spelled once, here, with the type of
 * its value. Code reads and writes a key only through its descriptor (`core.store.get(KV.deadline)`),
 * never by a string: a misspelt key or a value of the wrong shape is a type error, and
 * test/scripts/storage-keys.test.ts fails if a key string is used anywhere else.
 *
 * The names are what objects already hold on disk: never rename one (a match lives for weeks);
 * add a new key instead, and leave the old one read by code that upgrades it.
 */
import type { GameEvent } from '../engine/contract';
import type { Hook } from '../notify/outbox';
import type { PublicSummary } from '../notify/changes';
import type { Holder } from './holders';
import type { TagGenerations } from './mail-reply';
import type { WarningsSent } from './mail';
import type { SeenMark } from './seen';
import type { MatchSummary } from './summary';
import type { UserAbsences } from './absence';
import type { Deadline, MatchMeta } from './types';

/** A kv key whose value is a T (JSON). Only this module makes them. */
export interface Key<T> {
  readonly name: string;
  /** Never set: it carries T for the type checker. */
  readonly valueType?: (value: T) => T;
}

const key = <T>(name: string): Key<T> => Object.freeze({ name });

export const KV = {
  // ---- the live match (core.ts `commit` is their one writer) ---------------------------------
  meta: key<MatchMeta>('meta'),
  state: key<unknown>('state'),
  version: key<number>('version'),
  /** The last public summary announced, which the next change is compared with (core.ts). */
  announced: key<PublicSummary>('announced'),
  /** The seat holders' records (holders.ts, written by core.ts `commit`). */
  holders: key<Holder[]>('holders'),

  // ---- set up at the start (play.ts) ----------------------------------------------------------
  /** The options the game was set up with (a referee may change meta's later; the replay needs these). */
  setupOptions: key<unknown>('setupOptions'),
  /** The events of the game's setup, shown at the head of the log (history.ts). */
  setupEvents: key<GameEvent[]>('setupEvents'),

  // ---- the clock (clock.ts; a referee's pause and an absence move it too) -------------------
  deadline: key<Deadline>('deadline'),
  /** The deadline whose reminder was sent (by its key). */
  remindedKey: key<string>('remindedKey'),
  /** The version at which no bot seat could move (bot-seats.ts): not tried again until it changes. */
  botStuck: key<number>('botStuck'),
  /** The same for stand-ins of absent players (absence.ts). */
  standInStuck: key<number>('standInStuck'),

  // ---- absences (absence.ts) ------------------------------------------------------------------
  absences: key<Record<string, UserAbsences>>('absences'),
  /** Absence time spent, per user, in ms. */
  absenceUsed: key<Record<string, number>>('absenceUsed'),

  // ---- notifications ---------------------------------------------------------------------------
  /** The match's hooks (hooks.ts; the outbox marks them disabled). */
  hooks: key<Hook[]>('hooks'),
  /** Users with a verified address and mail on, as told by the API (core.ts). */
  mailUsers: key<Record<string, true>>('mailUsers'),
  /** Users with push on and a subscription, as told by the API (core.ts). */
  pushUsers: key<Record<string, true>>('pushUsers'),
  /** The deadline warnings already queued for the current deadline (mail.ts). */
  mailWarned: key<WarningsSent>('mailWarned'),
  /** Each seat's generation of reply addresses (mail-reply.ts). */
  mailTagGen: key<TagGenerations>('mailTagGen'),

  // ---- who is looking (live.ts, seen.ts, spectators.ts) --------------------------------------
  /** Ended sessions (by id or SHA-256), each with its expiry: their sockets are closed (live.ts). */
  revokedSessions: key<Record<string, number>>('revokedSessions'),
  /** Users whose every session before a given time ended (live.ts). */
  revokedUsers: key<Record<string, number>>('revokedUsers'),
  /** What each seat (and the referee) has seen (seen.ts). */
  seen: key<Record<string, SeenMark>>('seen'),
  /** The versions at which recent phases began, for delayed spectators (spectators.ts). */
  phaseStarts: key<number[]>('phaseStarts'),

  // ---- the end (summary.ts, archive.ts) -------------------------------------------------------
  summary: key<MatchSummary>('summary'),
  /** How many times the summary was built (a test proves it is built once). */
  summaryBuilt: key<number>('summaryBuilt'),
  /** The secret of the export's commitments to private moves (archive.ts). */
  commitKey: key<string>('commitKey'),
} as const;
