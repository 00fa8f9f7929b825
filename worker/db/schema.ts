/**
 * D1: accounts, sessions, the match index and the archive. The live state of a match lives in
 * its Durable Object; D1 holds what must be queried across matches and what outlives the object.
 */
import { sqliteTable, text, integer, real, primaryKey, index } from 'drizzle-orm/sqlite-core';
import { LANGS } from '../engine/contract';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  /** As typed by the user, for display. */
  username: text('username').notNull(),
  /** Lower-cased, unique: "Alice" and "alice" are the same account. */
  usernameKey: text('username_key').notNull().unique(),
  /** What the name looks like (worker/accounts/username-skeleton.ts), unique: no look-alike of an existing account registers. Set by every registration; NULL only for rows the migration has not reached. */
  usernameSkeleton: text('username_skeleton').unique(),
  /** PBKDF2-SHA256, base64; see worker/auth.ts for the parameters. */
  passwordHash: text('password_hash').notNull(),
  salt: text('salt').notNull(),
  iterations: integer('iterations').notNull(),
  createdAt: integer('created_at').notNull(),
  /** Who may read the profile (worker/profiles/): public, users (logged in) or hidden; and what it shows. */
  profileVisibility: text('profile_visibility', { enum: ['public', 'users', 'hidden'] }).notNull().default('public'),
  profileRatings: integer('profile_ratings', { mode: 'boolean' }).notNull().default(true),
  profileHistory: integer('profile_history', { mode: 'boolean' }).notNull().default(true),
  /** JSON array of game ids the user likes, shown on their profile. */
  favouriteGames: text('favourite_games').notNull().default('[]'),
  /** Every session issued before this instant has ended (a password reset): worker/auth.ts Revocations. */
  sessionsEndedBefore: integer('sessions_ended_before'),
  /** When the account declared itself a bot (POST /api/me/bot, migration 0019); null for a person. Never undone. */
  botSince: integer('bot_since'),
});

export const sessions = sqliteTable('sessions', {
  /** SHA-256 of the session token: a leaked database does not leak live sessions. */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  /** Set by a logout; the row is kept until it expires, so matches seating the user later refuse it. */
  endedAt: integer('ended_at'),
}, (t) => [index('sessions_user').on(t.userId)]);

export const matches = sqliteTable('matches', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  status: text('status', { enum: ['open', 'active', 'finished'] }).notNull(),
  players: integer('players').notNull(),
  /** The game's own options, JSON. */
  options: text('options').notNull(),
  /** Seconds a seat has to move before the bot moves for it; null for no timer. */
  moveSeconds: integer('move_seconds'),
  createdBy: text('created_by').notNull().references(() => users.id),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  version: integer('version').notNull().default(0),
  /** JSON array of the seats that must act now. */
  awaiting: text('awaiting').notNull().default('[]'),
  /** Epoch ms of the current move deadline, when a timer runs. */
  deadline: integer('deadline'),
  seedHash: text('seed_hash').notNull(),
  /** JSON GameResult once finished. */
  result: text('result'),
  finishedAt: integer('finished_at'),
  /** Listed in the lobby while open (migrations/0007_lobby.sql). */
  public: integer('public', { mode: 'boolean' }).notNull().default(false),
  rated: integer('rated', { mode: 'boolean' }).notNull().default(false),
  /** The language the creator chose for the table: en, fr or de. */
  tableLang: text('table_lang', { enum: LANGS }).notNull().default('en'),
  timerKind: text('timer_kind', { enum: ['moves', 'calendar', 'none'] }).notNull().default('none'),
  /** Seats the built-in bot plays, JSON array (migrations/0010_watch_and_bots.sql). */
  botSeats: text('bot_seats').notNull().default('[]'),
  /** Seats a player left, offered to a replacement while the bot plays them (worker/match/lifecycle.ts), JSON. */
  vacantSeats: text('vacant_seats').notNull().default('[]'),
}, (t) => [index('matches_status').on(t.status)]);

export const matchSeats = sqliteTable('match_seats', {
  matchId: text('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
  seat: integer('seat').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  username: text('username').notNull(),
  joinedAt: integer('joined_at').notNull(),
}, (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_seats_user').on(t.userId)]);

/**
 * Where the export of a finished match (options, seed, moves, result) is kept, so history outlives
 * the object: gzip JSON in R2 (`r2Key`), since a long match's export does not fit a D1 value.
 * `export` is the inline JSON of archives written before R2 was used.
 */
export const matchArchive = sqliteTable('match_archive', {
  matchId: text('match_id').primaryKey().references(() => matches.id, { onDelete: 'cascade' }),
  export: text('export'),
  r2Key: text('r2_key'),
  /** Size of the gzip object, and of the JSON it holds. */
  gzipBytes: integer('gzip_bytes'),
  jsonBytes: integer('json_bytes'),
  finishedAt: integer('finished_at').notNull(),
});

/** Keys the Worker makes for itself (the session-signing key when SESSION_SECRET is not set). */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** A site account linked to a Discord user (by `/link code:<code>` in Discord). */
export const discordLinks = sqliteTable('discord_links', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  discordUserId: text('discord_user_id').notNull().unique(),
  linkedAt: integer('linked_at').notNull(),
  /** When Discord refused a direct message to this user (50007); DMs stop until they link again. */
  dmBlockedAt: integer('dm_blocked_at'),
});

/** One-time codes that link an account to Discord; stored as SHA-256, valid 15 minutes. */
export const discordLinkCodes = sqliteTable('discord_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * E-mail of an account (worker/mail/): one address per user, verified by a mailed link; the
 * language mails are written in; the notification settings (JSON, see worker/mail/settings.ts).
 * A deleted account keeps its row (its username stays reserved, its seats' history intact) with
 * no password, no e-mail and `deletedAt` set.
 */
export const userMail = sqliteTable('user_mail', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** As typed (trimmed); null when none. */
  email: text('email'),
  /** Lower-cased, for "forgot password" lookups (not unique: two accounts may share a mailbox). */
  emailKey: text('email_key'),
  verifiedAt: integer('verified_at'),
  lang: text('lang', { enum: LANGS }).notNull().default('en'),
  /** JSON NotifySettings; null for the defaults. */
  settings: text('settings'),
  deletedAt: integer('deleted_at'),
  /** The last mail refused for good, or given up on after a day of outage: when, and the provider's reason (migration 0012). */
  mailFailedAt: integer('mail_failed_at'),
  mailFailure: text('mail_failure'),
}, (t) => [index('user_mail_email').on(t.emailKey)]);

/** Per-match overrides of a user's notification settings (JSON, partial NotifySettings). */
export const matchMailOverrides = sqliteTable('match_mail_overrides', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  matchId: text('match_id').notNull(),
  settings: text('settings').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.matchId] })]);

/**
 * One-time tokens mailed for verifying an address (24 h) and resetting a password (1 h):
 * stored as SHA-256, single use (`usedAt`), expiring.
 */
export const mailTokens = sqliteTable('mail_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
  /** The address a verification token is for (a later change of address voids it). */
  email: text('email'),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
}, (t) => [index('mail_tokens_user').on(t.userId)]);

/** The local mail capture (MAIL_CAPTURE=1: `npm start` and the tests): what would have been sent. */
export const mailCapture = sqliteTable('mail_capture', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part beside the text (worker/mail/html.ts), if the mail has one. */
  html: text('html'),
  /** JSON object of the extra headers (List-Unsubscribe, …). */
  headers: text('headers').notNull(),
  /** The sender's idempotency key: a retry after an unclear failure is not stored twice. */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: integer('created_at').notNull(),
});

/**
 * A user's Glicko-2 rating in one game (worker/ratings/). `version` and `lastMatchId` are the
 * optimistic check of worker/ratings/apply.ts: a match's batch updates a row only at the version
 * it read, and proves the row is now its own write by `lastMatchId`.
 */
export const ratings = sqliteTable('ratings', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  rating: real('rating').notNull(),
  rd: real('rd').notNull(),
  volatility: real('volatility').notNull(),
  games: integer('games').notNull(),
  version: integer('version').notNull(),
  lastMatchId: text('last_match_id').notNull(),
  updatedAt: integer('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.game] }), index('ratings_game_rating').on(t.game, t.rating)]);

/** Each rated match's change of each seat's rating (for profiles and charts). */
export const ratingHistory = sqliteTable('rating_history', {
  matchId: text('match_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  seat: integer('seat').notNull(),
  ratingBefore: real('rating_before').notNull(),
  rdBefore: real('rd_before').notNull(),
  ratingAfter: real('rating_after').notNull(),
  rdAfter: real('rd_after').notNull(),
  /** The seat's pairwise points in this match divided by its pairs (1 = beat everyone). */
  score: real('score').notNull(),
  /** 1 when the seat left (abandoned, or its timer gave its last turn to the bot). */
  left: integer('left').notNull(),
  at: integer('at').notNull(),
}, (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('rating_history_user').on(t.userId, t.game, t.at)]);

/** The matches whose result is in the ratings: a match is applied at most once (its primary key). */
export const ratedMatches = sqliteTable('rated_matches', {
  matchId: text('match_id').primaryKey(),
  game: text('game').notNull(),
  appliedAt: integer('applied_at').notNull(),
});

/**
 * A player's declared absence (worker/absences.ts): away from the start of `fromDate` to the end
 * of `toDate` in `timeZone` (kept as typed, for editing), as instants `startsAt`/`endsAt`. During
 * it their seats' deadlines are extended within each match's allowance (`extend`), or their seat
 * is played by the timeout policy (`standin`). Only the window's end and mode are shown to others.
 */
export const absences = sqliteTable('absences', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at').notNull(),
  mode: text('mode', { enum: ['extend', 'standin'] }).notNull(),
  fromDate: text('from_date').notNull(),
  toDate: text('to_date').notNull(),
  timeZone: text('time_zone').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('absences_user_end').on(t.userId, t.endsAt)]);

/**
 * Web Push subscriptions (worker/push/): one row per browser (endpoint), several per user. The
 * keys are the browser's: p256dh (its P-256 public key) and auth (16 random bytes), base64url.
 */
export const pushSubscriptions = sqliteTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('push_subscriptions_user').on(t.userId)]);

/** A correction set: a group's edition of a game's component data (worker/corrections/), immutable, shared by id. */
export const correctionSets = sqliteTable('correction_sets', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  title: text('title').notNull(),
  /** The validated set, JSON (at most 64 KB). */
  body: text('body').notNull(),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: integer('created_at').notNull(),
});

/**
 * A match being opened holds a place among its creator's open public matches (at most 10) or open
 * private ones (at most 30, worker/lobby/create.ts) until its row is in `matches`: the count and the
 * claim are one statement. Hand-written (migrations/0015_limits.sql and 0020_private_open_cap.sql,
 * with the partial indexes matches_open_by_creator and matches_open_private_by_creator).
 */
export const openMatchClaims = sqliteTable('open_match_claims', {
  matchId: text('match_id').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: integer('created_at').notNull(),
  public: integer('public').notNull().default(1),
}, (t) => [index('open_match_claims_user').on(t.userId, t.createdAt)]);
