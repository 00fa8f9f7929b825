/**
 * Correction sets over HTTP (docs/games.md, "Correction sets"): a logged-in player saves a set for a game
 * (validated by the game's own spec, worker/engine/corrections.ts), anyone reads it by its id (the
 * link a group shares), and a game's sets are listed newest first. A set is never edited: fixing
 * one is saving a new one, so a match and a link always mean the data they were made with.
 *
 *   POST /api/corrections          {game, set:{title, description?, changes:[…]}} → 201 {id, game, title, set, author, createdAt}
 *   GET  /api/corrections/:id      → {id, game, title, set, author, createdAt, shipped:[value per change]}
 *   GET  /api/corrections?game=<id> → {sets:[{id, game, title, changes, author, createdAt}]} (at most 50)
 *   DELETE /api/corrections/:id    (its author) → {deleted: id}; the matches made with it keep their copy
 *
 * One account keeps at most MAX_SETS_PER_USER sets (409 correction_limit beyond; deleting one
 * makes room), and saves at most 5 a minute (worker/http/rate-limit.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { randomHex } from '../auth';
import { parseCorrectionSet, type CorrectionSet } from '../engine/corrections';
import { apiError, errorResponse } from '../errors';
import { getGame } from '../games/registry';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';
import type { User } from '../env';
import { nameShown, readerOf, type Visibility } from '../profiles/privacy';

const ID = /^[0-9a-f]{16}$/;

/** Correction sets one account keeps (each up to 64 KB, kept until its author deletes it). */
export const MAX_SETS_PER_USER = 20;

const correctionLimit = () => apiError('correction_limit',
  `You have ${MAX_SETS_PER_USER} correction sets: delete one you no longer share (DELETE /api/corrections/<id>) before saving another.`,
  { maxSets: MAX_SETS_PER_USER });

interface Row { id: string; game: string; title: string; body: string; author: string | null; created_at: number; author_id: string | null; profile_visibility: Visibility | null }

/** The author is named as their profile's visibility lets the reader see them (worker/profiles/privacy.ts), else null. */
const publicSet = (r: Row, reader: User | null) => ({
  id: r.id, game: r.game, title: r.title, set: JSON.parse(r.body) as CorrectionSet, createdAt: r.created_at,
  author: r.author !== null && r.author_id !== null && nameShown({ id: r.author_id, profile_visibility: r.profile_visibility ?? 'hidden', profile_ratings: 0 }, reader) ? r.author : null,
});

/** A saved set by id (for a match's creation), or null when there is none. */
export async function loadCorrectionSet(d1: D1Database, id: string): Promise<{ game: string; set: CorrectionSet } | null> {
  if (!ID.test(id)) return null;
  const row = await d1.prepare('SELECT game, body FROM correction_sets WHERE id = ?').bind(id).first<{ game: string; body: string }>();
  return row ? { game: row.game, set: JSON.parse(row.body) as CorrectionSet } : null;
}

const SELECT = 'SELECT c.id, c.game, c.title, c.body, c.created_at, u.username AS author, u.id AS author_id, u.profile_visibility FROM correction_sets c LEFT JOIN users u ON u.id = c.author_id';

export function correctionsApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post('/corrections', validate(z.object({ game: z.string().min(1).max(40), set: z.unknown() }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    const game = getGame(body.game);
    if (!game) return c.json(apiError('bad_request', `game: unknown game "${body.game}".`), 400);
    const parsed = parseCorrectionSet(game.corrections, body.set);
    if (!parsed.ok) return c.json(apiError('bad_request', `${parsed.field.replace(/^corrections/, 'set')}: ${parsed.message}`), 400);
    const id = randomHex(8);
    const now = Date.now();
    // The count is checked in the write itself, so sets saved at the same instant cannot pass it together.
    const res = await c.env.DB.prepare(`INSERT INTO correction_sets (id, game, title, body, author_id, created_at)
      SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM correction_sets WHERE author_id = ?) < ?`)
      .bind(id, game.id, parsed.set.title, JSON.stringify(parsed.set), user.id, now, user.id, MAX_SETS_PER_USER).run();
    if (!res.meta.changes) return errorResponse(correctionLimit());
    return c.json({ id, game: game.id, title: parsed.set.title, set: parsed.set, author: user.username, createdAt: now }, 201);
  });

  api.get('/corrections/:id', async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id)) return c.json(apiError('not_found', 'No correction set with this id.'), 404);
    const row = await c.env.DB.prepare(`${SELECT} WHERE c.id = ?`).bind(id).first<Row>();
    if (!row) return c.json(apiError('not_found', 'No correction set with this id.'), 404);
    const out = publicSet(row, await readerOf(c));
    // The shipped value next to each change, so a reader sees what the group corrected.
    const spec = getGame(row.game)?.corrections;
    return c.json({ ...out, shipped: out.set.changes.map((ch) => spec?.shipped(ch.component, ch.id, ch.field) ?? null) });
  });

  api.delete('/corrections/:id', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const id = c.req.param('id');
    const gone = ID.test(id) && await c.env.DB.prepare('DELETE FROM correction_sets WHERE id = ? AND author_id = ? RETURNING id').bind(id, user.id).first<{ id: string }>();
    if (!gone) return c.json(apiError('not_found', 'No correction set of yours with this id.'), 404);
    return c.json({ deleted: gone.id });
  });

  api.get('/corrections', async (c) => {
    const gameId = c.req.query('game') ?? '';
    const game = getGame(gameId);
    if (!game) return c.json(apiError('bad_request', `game: unknown game "${gameId.slice(0, 40)}".`), 400);
    const rows = await c.env.DB.prepare(`${SELECT} WHERE c.game = ? ORDER BY c.created_at DESC LIMIT 50`).bind(game.id).all<Row>();
    const reader = rows.results.length ? await readerOf(c) : null;
    return c.json({ sets: rows.results.map((r) => { const s = publicSet(r, reader); return { id: s.id, game: s.game, title: s.title, changes: s.set.changes.length, author: s.author, createdAt: s.createdAt }; }) });
  });

  return api;
}
