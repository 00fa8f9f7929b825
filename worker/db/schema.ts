/**
 * D1: accounts, sessions, the match index and the archive. The live state of a match lives in
 * its Durable Object; D1 holds what must be queried across matches and what outlives the object.
 */
import { sqliteTable, text, integer, primaryKey, index } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  /** As typed by the user, for display. */
  username: text('username').notNull(),
  /** Lower-cased, unique: "Alice" and "alice" are the same account. */
  usernameKey: text('username_key').notNull().unique(),
  /** PBKDF2-SHA256, base64; see worker/auth.ts for the parameters. */
  passwordHash: text('password_hash').notNull(),
  salt: text('salt').notNull(),
  iterations: integer('iterations').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const sessions = sqliteTable('sessions', {
  /** SHA-256 of the session token: a leaked database does not leak live sessions. */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
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
});

/** One-time codes that link an account to Discord; stored as SHA-256, valid 15 minutes. */
export const discordLinkCodes = sqliteTable('discord_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
});
