/**
 * Play by mail, the match object's side: the choices a turn mail lists (numbered, paged), the
 * reply tag's generation per seat (bumped to revoke a seat's tags; a seat that changed hands gets
 * a new one by itself), and an answered mail applied: its tag's generation and turn checked,
 * each line read as a number of the list, a move in the game's own words (`describeMove`), or
 * MORE; every move through `MatchRoom.play`, the API's own path (same checks, same engine, same
 * counters); a mail delivered twice (same Message-ID) applied once. The answer goes to the seat's
 * verified address, never to the sender: nothing of a mail reaches anyone but the seat's player.
 */
import { describePlatformEvent, leaversOf } from '../engine/platform-words/all';
import type { GameEvent, Lang, Move, Seat } from '../engine/contract';
import type { Mail } from '../mail/mailer';
import { makeTag, replyAddress, type ReplyTag } from '../mail/reply-tag';
import { MORE_WORDS, rw } from '../mail/reply-words';
import { refusalReason } from '../mail/refusal-words';
import { asLang, pagePath } from '../mail/text';
import { textToHtml } from '../mail/html';
import type { MatchCore } from './core';
import { legalMovesFor } from './snapshot';
import { fail, ok, type Outcome } from './types';
import { apiError } from '../errors';
import { KV } from './keys';

/** Choices per page of a mail. */
export const PAGE_SIZE = 30;
/** At most this many lines of a reply are acted on. */
const MAX_COMMANDS = 20;
/** Answered mails remembered this long (a provider's redelivery comes within days). */
const KEEP_KEYS_MS = 30 * 24 * 3600_000;

export type TagGenerations = Record<string, { gen: number; user: string }>;

/** The seat's current tag generation; a seat whose player changed starts a new one (the old player's tags die). */
export function tagGeneration(core: MatchCore, seat: Seat): number {
  const user = core.meta.seats[seat]?.id ?? '';
  const gens = core.store.get(KV.mailTagGen) ?? {};
  const had = gens[seat];
  if (had && had.user === user) return had.gen;
  const gen = had ? had.gen + 1 : 0;
  core.store.put(KV.mailTagGen, { ...gens, [seat]: { gen, user } });
  return gen;
}

/** Every tag of the seat sent so far stops working. */
export function revokeTags(core: MatchCore, seat: Seat): number {
  const gens = core.store.get(KV.mailTagGen) ?? {};
  const gen = (gens[seat]?.gen ?? 0) + 1;
  core.store.put(KV.mailTagGen, { ...gens, [seat]: { gen, user: core.meta.seats[seat]?.id ?? '' } });
  return gen;
}

/** POST …/mail-tags/revoke: the caller's seat's reply addresses sent so far stop working. */
export function revokeCallerTags(core: MatchCore, user: Outcome<string | null>): Outcome<{ generation: number }> {
  if (!user.ok) return user;
  const seat = user.value && core.live ? core.viewerOf(user.value).seat : null;
  return seat === null ? fail(apiError('not_a_player', 'You have no seat in this match.')) : ok({ generation: revokeTags(core, seat) });
}

export interface TagEnv { DB: D1Database; MAIL_REPLY_SECRET?: string; MAIL_REPLY_DOMAIN?: string; MAIL_FROM?: string }

/** The reply address of the seat's next mail (null: no domain known to receive on). */
export async function seatReplyAddress(core: MatchCore, env: TagEnv, db: D1Database, seat: Seat, moves = legalMovesFor(core, seat)): Promise<string | null> {
  const local = await makeTag(db, env.MAIL_REPLY_SECRET, { match: core.meta.id, seat, gen: tagGeneration(core, seat), turn: choicesFingerprint(core.game, moves) });
  return replyAddress(local, env);
}

/**
 * The turn a mail was written for, as a 31-bit fingerprint (FNV-1a) of the seat's choices (each
 * move and its English words): a reply's numbers are read only against the very same list.
 */
export function choicesFingerprint(game: Pick<MatchCore['game'], 'describeMove'>, moves: Move[]): number {
  let h = 0x811c9dc5;
  for (const m of moves) {
    const s = `${JSON.stringify(m)}\u0000${game.describeMove(m, 'en')}\u0001`;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}

/** The numbered choices of the seat, page `page` (1-based), in the mail's words; [] when it has none. */
export function choiceLines(core: MatchCore, seat: Seat, lang: Lang, page = 1, moves = legalMovesFor(core, seat)): string[] {
  if (!moves.length) return [];
  const pages = Math.ceil(moves.length / PAGE_SIZE);
  const p = Math.min(Math.max(1, page), pages);
  const from = (p - 1) * PAGE_SIZE;
  const shown = moves.slice(from, from + PAGE_SIZE);
  const out = [rw(lang, 'replyHow'), rw(lang, 'replyWords'), '', rw(lang, 'choices', { from: from + 1, to: from + shown.length, n: moves.length })];
  shown.forEach((m, i) => out.push(`${from + i + 1}. ${core.game.describeMove(m, lang)}`));
  if (p < pages) out.push('', rw(lang, 'morePage', { page: p + 1 }));
  return out;
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();

/** The legal move a line names in words, if exactly one does. */
function moveInWords(core: MatchCore, moves: Move[], line: string, lang: Lang): Move | null {
  const want = fold(line);
  if (!want) return null;
  const hits = moves.filter((m) => fold(core.game.describeMove(m, lang)) === want);
  return hits.length === 1 ? hits[0]! : null;
}

/** The game's own words for why `move` is refused now, in `lang` (null: it has none, or they failed). */
function gameRefusal(core: MatchCore, seat: Seat, move: Move, lang: Lang): string | null {
  if (!core.live || !core.game.refusalWords) return null;
  try { return core.game.refusalWords(core.live.state, seat, move, lang); } catch { return null; }
}

export interface MailReplyInput { tag: ReplyTag; messageKey: string; messageId: string | null; lines: string[] }
export type MailReplyResult =
  | { status: 'ignored'; why: 'no_match' | 'no_seat' | 'revoked' | 'no_address' }
  | { status: 'duplicate' }
  | { status: 'answered'; applied: number; refused: number; stale: boolean };

export interface ReplyHost {
  db: D1Database;
  /** ASSETS: the site's files, where the rules' titles in each language are read for a refusal's reason. */
  env: TagEnv & { SITE_ORIGIN?: string; ASSETS?: Fetcher };
  play(userId: string, move: unknown, version: number): Promise<Outcome<{ version: number; events: GameEvent[] }>>;
  send(mail: Mail): Promise<void>;
}

function remember(core: MatchCore, key: string, now: number): boolean {
  const sql = core.ctx.storage.sql;
  sql.exec('CREATE TABLE IF NOT EXISTS mail_replies (key TEXT PRIMARY KEY, at INTEGER NOT NULL)');
  if (sql.exec('SELECT 1 FROM mail_replies WHERE key = ?', key).toArray().length) return false;
  sql.exec('DELETE FROM mail_replies WHERE at < ?', now - KEEP_KEYS_MS);
  sql.exec('INSERT INTO mail_replies (key, at) VALUES (?, ?)', key, now);
  return true;
}

/**
 * A whole turn written in the game's command language: every line is read first (each unreadable
 * line is told with its number and reason, and nothing is played); then the orders are played one
 * after another through the same path as the API, stopping at the first refused. Returns the refusals.
 */
async function playWrittenOrders(core: MatchCore, host: ReplyHost, userId: string, seat: Seat, text: string, lang: Lang, body: string[], understood: string[], events: GameEvent[]): Promise<number> {
  const read = core.game.writtenOrders!.read(text, lang)!;
  if ('errors' in read) {
    // Lines are counted as the player wrote them, blank lines left out (as the reply's lines are read).
    const lines = text.split('\n');
    for (const e of read.errors.slice(0, 20)) body.push(rw(lang, 'orderLineRefused', { line: e.line, text: (lines[e.line - 1] ?? '').slice(0, 80), reason: e.reason }));
    body.push(rw(lang, 'ordersNotPlayed'), '');
    return read.errors.length;
  }
  for (const [i, move] of read.moves.entries()) {
    const said = core.game.describeMove(move, lang);
    const res = await host.play(userId, move, core.version);
    if (res.ok) { understood.push(said); events.push(...res.value.events); continue; }
    body.push(rw(lang, 'refusedLine', { line: said.slice(0, 120), reason: await refusalReason(lang, res.error, host.env.ASSETS, gameRefusal(core, seat, move, lang)) }));
    if (i < read.moves.length - 1) body.push(rw(lang, 'notRead'));
    body.push('');
    break;
  }
  if (understood.length) body.unshift(rw(lang, 'understood'), ...understood.map((u) => `- ${u}`), '');
  return understood.length < read.moves.length ? 1 : 0;
}

/** Apply an answered turn mail and send the answer (see the file's comment). */
export async function handleMailReply(core: MatchCore, host: ReplyHost, input: MailReplyInput, now = Date.now()): Promise<MailReplyResult> {
  if (!core.live || core.meta.id !== input.tag.match) return { status: 'ignored', why: 'no_match' };
  const seat = input.tag.seat;
  const user = core.meta.seats[seat];
  if (!user || user.id.startsWith('bot:') || seat >= core.meta.players) return { status: 'ignored', why: 'no_seat' };
  if (tagGeneration(core, seat) !== input.tag.gen) return { status: 'ignored', why: 'revoked' };
  // Before any await: a second delivery of the same mail, arriving meanwhile, finds the key.
  if (!remember(core, input.messageKey, now)) return { status: 'duplicate' };
  const to = await host.db.prepare('SELECT email, verified_at, lang, deleted_at FROM user_mail WHERE user_id = ?').bind(user.id)
    .first<{ email: string | null; verified_at: number | null; lang: string; deleted_at: number | null }>();
  if (!to?.email || !to.verified_at || to.deleted_at) return { status: 'ignored', why: 'no_address' };
  const lang = asLang(to.lang);
  const game = core.game;
  const body: string[] = [];
  const understood: string[] = [];
  const events: GameEvent[] = [];
  let refused = 0;
  let page = 1;
  const stale = input.tag.turn !== choicesFingerprint(game, legalMovesFor(core, seat));
  const active = core.meta.status === 'active' && !core.meta.paused;
  if (stale) body.push(rw(lang, 'stale'), '');
  else if (!active) body.push(rw(lang, 'notActive'), '');
  else if (game.writtenOrders?.read(input.lines.join('\n'), lang)) {
    refused = await playWrittenOrders(core, host, user.id, seat, input.lines.join('\n'), lang, body, understood, events);
  } else {
    const lines = input.lines.slice(0, MAX_COMMANDS);
    for (const line of lines) {
      const more = MORE_WORDS.exec(line);
      if (more) { page = more[2] ? Number(more[2]) : 2; continue; }
      const moves = legalMovesFor(core, seat);
      const num = /^#?(\d{1,6})[.)]?$/.exec(line);
      let move: Move | null = null;
      let why: string | null = null;
      if (num) {
        if (understood.length) why = rw(lang, 'numberAfterMove');
        else move = moves[Number(num[1]) - 1] ?? null;
        if (!move && !why) why = rw(lang, 'noSuchNumber');
      } else {
        move = moveInWords(core, moves, line, lang);
        if (!move) why = rw(lang, 'unknownLine');
      }
      if (move) {
        const said = game.describeMove(move, lang);
        const res = await host.play(user.id, move, core.version);
        if (res.ok) { understood.push(said); events.push(...res.value.events); continue; }
        why = await refusalReason(lang, res.error, host.env.ASSETS, gameRefusal(core, seat, move, lang));
      }
      refused++;
      body.push(rw(lang, 'refusedLine', { line: line.slice(0, 80), reason: why ?? '' }));
      if (line !== lines[lines.length - 1]) body.push(rw(lang, 'notRead'));
      break;
    }
    if (!understood.length && !refused && page === 1) body.push(rw(lang, 'nothingRead'));
    if (refused) body.push('');
    if (understood.length) body.unshift(rw(lang, 'understood'), ...understood.map((u) => `- ${u}`), '');
  }
  // A game with a command language writes the seat's orders back, ready to be sent again (issue 31).
  const written = core.live && game.writtenOrders && !stale ? game.writtenOrders.write(core.live.state, seat, lang) : '';
  if (written) body.push(rw(lang, 'ordersNow'), '', written, '');
  const names = core.meta.seats.map((s, i) => s?.username ?? `#${i + 1}`);
  const told = events.map((e) => describePlatformEvent(e, lang, names, leaversOf(core.meta)) ?? game.describeEvent(e, lang, names)).filter((x): x is string => typeof x === 'string' && !!x.trim());
  if (told.length) body.push(rw(lang, 'happened'), ...told.slice(-40).map((l) => `- ${l}`), '');
  if (core.meta.status === 'finished') body.push(rw(lang, 'over'), '');
  else if (core.awaiting().includes(seat)) body.push(rw(lang, 'yourTurn'), '', ...choiceLines(core, seat, lang, page), '');
  else if (core.awaiting().length) body.push(rw(lang, 'waiting', { who: core.awaiting().map((s) => names[s]).join(', ') }), '');
  const origin = host.env.SITE_ORIGIN ?? core.meta.origin;
  body.push(rw(lang, 'openSite', { link: `${origin}${pagePath(lang, '/match/')}?id=${core.meta.id}` }));
  const gameName = (game.name as Record<string, string>)[lang] ?? game.name.en;
  const replyTo = core.meta.status === 'active' ? await seatReplyAddress(core, host.env, host.db, seat) : null;
  await host.send({
    to: to.email, subject: rw(lang, 'answerSubject', { game: gameName }), text: body.join('\n'), html: textToHtml(body.join('\n'), lang),
    headers: {
      'Auto-Submitted': 'auto-replied',
      ...(replyTo ? { 'Reply-To': replyTo } : {}),
      ...(input.messageId ? { 'In-Reply-To': input.messageId.slice(0, 300) } : {}),
    },
    idempotencyKey: `mail-reply:${input.messageKey}`,
  });
  return { status: 'answered', applied: understood.length, refused, stale };
}
