/**
 * Discord slash commands over HTTP (POST /api/discord/interactions).
 *
 * Every request is verified with the application's Ed25519 public key (X-Signature-Ed25519 over
 * X-Signature-Timestamp + body, by discord-interactions on WebCrypto); a forged signature or a
 * timestamp more than 5 minutes off gets 401. Commands:
 *   /link code:<code>      link this Discord user to a site account (code from the Account page)
 *   /matches               my matches, and where it is my turn (ephemeral)
 *   /status match:<id>     the public state of a match in words; a public answer in a channel, so
 *                          it names only players whose profile is public ("a player" otherwise:
 *                          worker/profiles/privacy.ts, read as by an anonymous reader)
 *   /play match:<id>       my legal moves as buttons when they are few (ephemeral); a button plays one
 * Answers come within the 3 seconds Discord allows: after DISCORD_DEFER_AFTER_MS (2.5 s) the answer
 * is "deferred" and the result follows by editing the original response. A deferred answer is as
 * visible as the same answer given at once (/status stays public).
 */
import { Hono, type Context } from 'hono';
import { InteractionResponseFlags, InteractionResponseType, InteractionType, verifyKey } from 'discord-interactions';
import type { APIInteraction, APIApplicationCommandInteractionDataOption, APIActionRowComponent, APIButtonComponent } from 'discord-api-types/v10';
import { drizzle } from 'drizzle-orm/d1';
import { and, eq, gt } from 'drizzle-orm';
import { discordLinkCodes, discordLinks, users } from '../db/schema';
import { syncPush } from '../push/api';
import { sha256Hex } from '../auth';
import { getGame } from '../games/registry';
import { listMatchesFor } from '../matches/index-queries';
import type { Env, User } from '../env';
import type { Move } from '../engine/contract';
import { matchRoom } from '../match/room';

export const MAX_SKEW_SECONDS = 300;
/** At most this many legal moves are offered as buttons (Discord allows 5 rows of 5). */
export const MAX_BUTTONS = 10;

type Reply = { type: number; data?: Record<string, unknown> };

const ephemeral = (content: string, extra: Record<string, unknown> = {}): Reply =>
  ({ type: InteractionResponseType.CHANNEL_MESSAGE_WITH_SOURCE, data: { content, flags: InteractionResponseFlags.EPHEMERAL, allowed_mentions: { parse: [] }, ...extra } });
const publicReply = (content: string): Reply =>
  ({ type: InteractionResponseType.CHANNEL_MESSAGE_WITH_SOURCE, data: { content, allowed_mentions: { parse: [] } } });
const isEphemeral = (reply: Reply): boolean => ((Number(reply.data?.flags ?? 0)) & InteractionResponseFlags.EPHEMERAL) !== 0;

/**
 * Commands whose answer everyone in the channel sees. A deferred answer's visibility is fixed when
 * it is deferred (an edit cannot change it), before the answer exists: it is chosen from this.
 */
const PUBLIC_COMMANDS = new Set(['status']);

function option(options: APIApplicationCommandInteractionDataOption[] | undefined, name: string): string | null {
  const o = options?.find((x) => x.name === name) as { value?: unknown } | undefined;
  return typeof o?.value === 'string' ? o.value.trim() : null;
}

function discordUserId(i: APIInteraction): string | null {
  return (i.member?.user?.id ?? i.user?.id) ?? null;
}

async function linkedUser(env: Env, discordId: string): Promise<User | null> {
  const row = await drizzle(env.DB).select({ id: users.id, username: users.username }).from(discordLinks)
    .innerJoin(users, eq(users.id, discordLinks.userId)).where(eq(discordLinks.discordUserId, discordId)).get();
  return row ?? null;
}

const NOT_LINKED = 'Your Discord account is not linked yet: on the site, open Account → "Link Discord", then use `/link code:<code>`.';

const room = matchRoom;

async function matchExists(env: Env, id: string): Promise<boolean> {
  return /^[0-9a-f]{16}$/.test(id) && !!(await env.DB.prepare('SELECT id FROM matches WHERE id = ?').bind(id).first());
}

async function handleCommand(env: Env, i: APIInteraction): Promise<Reply> {
  const data = (i as { data?: { name?: string; options?: APIApplicationCommandInteractionDataOption[] } }).data;
  const discordId = discordUserId(i);
  if (!discordId) return ephemeral('Unknown Discord user.');
  switch (data?.name) {
    case 'link': {
      const code = option(data.options, 'code')?.toUpperCase() ?? '';
      const db = drizzle(env.DB);
      const row = await db.select().from(discordLinkCodes)
        .where(and(eq(discordLinkCodes.codeHash, await sha256Hex(code)), gt(discordLinkCodes.expiresAt, Date.now()))).get();
      if (!row) return ephemeral('That code is unknown or expired. Get a new one on the Account page.');
      await db.delete(discordLinkCodes).where(eq(discordLinkCodes.codeHash, row.codeHash));
      await db.delete(discordLinks).where(eq(discordLinks.discordUserId, discordId));
      await db.insert(discordLinks).values({ userId: row.userId, discordUserId: discordId, linkedAt: Date.now() })
        .onConflictDoUpdate({ target: discordLinks.userId, set: { discordUserId: discordId, linkedAt: Date.now(), dmBlockedAt: null } });
      // Linking again is how a user whose DMs Discord refused turns them back on.
      await syncPush(env, row.userId);
      const user = await db.select({ username: users.username }).from(users).where(eq(users.id, row.userId)).get();
      return ephemeral(`Linked to the Tenka account **${user?.username}**. You will be mentioned when it is your turn, and get direct messages if this bot may write to you (choose on the Account page).`);
    }
    case 'matches': {
      const user = await linkedUser(env, discordId);
      if (!user) return ephemeral(NOT_LINKED);
      const list = await listMatchesFor(env.DB, user.id);
      if (!list.length) return ephemeral('You have no match yet.');
      const lines = list.slice(0, 20).map((m) => {
        const name = getGame(m.game)?.name.en ?? m.game;
        const state = m.status === 'active' ? (m.yourTurn ? '**your turn**' : 'waiting for others') : m.status === 'open' ? 'waiting for players' : 'finished';
        return `\`${m.id}\` ${name} — ${state}`;
      });
      return ephemeral(lines.join('\n'));
    }
    case 'status': {
      const id = option(data.options, 'match') ?? '';
      if (!(await matchExists(env, id))) return ephemeral(`No match \`${id}\`.`);
      const res = await room(env, id).publicState();
      if (!res.ok) return ephemeral(res.error.message);
      const unnamed = new Set((await env.DB.prepare(
        `SELECT s.seat FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = ? AND s.seat >= 0 AND u.profile_visibility <> 'public'`,
      ).bind(id).all<{ seat: number }>()).results.map((r) => r.seat));
      const m = { ...res.value, seats: res.value.seats.map((s, i) => (s !== null && unnamed.has(i) ? 'a player' : s)) };
      const who = m.awaiting.map((s) => m.seats[s] ?? `seat ${s + 1}`).join(', ');
      const lines = [`**${m.gameName}** — match \`${m.matchId}\` (${m.url})`,
        `Players: ${m.seats.map((s) => s ?? '(free seat)').join(', ')}`,
        m.status === 'open' ? 'Waiting for players to take the free seats.' : m.status === 'active' ? `Move ${m.version}${m.phase ? `, phase ${m.phase}` : ''}. To play: ${who}.` : 'The match is over.'];
      if (m.deadline && m.status === 'active') lines.push(`Deadline <t:${Math.floor(m.deadline / 1000)}:R>.`);
      if (m.result) for (const r of m.result.ranking) lines.push(`${r.place}. ${m.seats[r.seat]} — ${r.score}`);
      return publicReply(lines.join('\n'));
    }
    case 'play': {
      const user = await linkedUser(env, discordId);
      if (!user) return ephemeral(NOT_LINKED);
      const id = option(data.options, 'match') ?? '';
      if (!(await matchExists(env, id))) return ephemeral(`No match \`${id}\`.`);
      return playButtons(env, user, id);
    }
    default:
      return ephemeral(`Unknown command ${data?.name ?? ''}.`);
  }
}

/** The seat's legal moves as buttons, when there are few; the engine's own list, so none is illegal. */
async function playButtons(env: Env, user: User, id: string): Promise<Reply> {
  const stub = room(env, id);
  const snap = await stub.snapshot(user.id);
  if (!snap.ok) return ephemeral(snap.error.message);
  const legal = await stub.legalMoves(user.id);
  if (!legal.ok) return ephemeral(legal.error.message);
  const moves = legal.value as Move[];
  if (!moves.length) return ephemeral(`It is not your turn in \`${id}\`.`);
  const game = getGame(snap.value.game)!;
  if (moves.length > MAX_BUTTONS) return ephemeral(`You have ${moves.length} choices in \`${id}\`: too many for buttons, play on the site.`);
  const buttons: APIButtonComponent[] = moves.map((m, i) => ({ type: 2, style: 1, label: game.describeMove(m, 'en').slice(0, 80), custom_id: `play:${id}:${snap.value.version}:${i}` }));
  const rows: APIActionRowComponent<APIButtonComponent>[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ type: 1, components: buttons.slice(i, i + 5) });
  return ephemeral(`Your move in \`${id}\` (move ${snap.value.version}):`, { components: rows });
}

async function handleButton(env: Env, i: APIInteraction): Promise<Reply> {
  const discordId = discordUserId(i);
  const customId = (i as { data?: { custom_id?: string } }).data?.custom_id ?? '';
  const m = customId.match(/^play:([0-9a-f]{16}):(\d+):(\d+)$/);
  const update = (content: string): Reply => ({ type: InteractionResponseType.UPDATE_MESSAGE, data: { content, components: [], allowed_mentions: { parse: [] } } });
  if (!m || !discordId) return update('Unknown button.');
  const user = await linkedUser(env, discordId);
  if (!user) return update(NOT_LINKED);
  const [, id, version, index] = m as unknown as [string, string, string, string];
  if (!(await matchExists(env, id))) return update(`No match \`${id}\`.`);
  const stub = room(env, id);
  const legal = await stub.legalMoves(user.id);
  const snap = await stub.snapshot(user.id);
  if (!legal.ok || !snap.ok) return update('This match cannot be played from here.');
  if (snap.value.version !== Number(version)) return update('The match has moved on since these buttons were made: use `/play` again.');
  const move = (legal.value as Move[])[Number(index)];
  if (!move) return update('That choice is no longer available.');
  const res = await stub.play(user.id, move, Number(version));
  const game = getGame(snap.value.game)!;
  if (!res.ok) return update(`Refused: ${res.error.message}`);
  return update(`Played: ${game.describeMove(move, 'en')}.`);
}

async function dispatch(env: Env, i: APIInteraction): Promise<Reply> {
  const type = i.type as number;
  if (type === InteractionType.PING) return { type: InteractionResponseType.PONG };
  if (type === InteractionType.APPLICATION_COMMAND) return handleCommand(env, i);
  if (type === InteractionType.MESSAGE_COMPONENT) return handleButton(env, i);
  return ephemeral('Unsupported interaction.');
}

export function interactionsApp() {
  const app = new Hono<{ Bindings: Env }>();
  app.post('/', async (c) => {
    const key = c.env.DISCORD_PUBLIC_KEY;
    if (!key) return c.json({ error: 'not_found', message: 'Discord is not configured on this server (DISCORD_PUBLIC_KEY).' }, 404);
    const signature = c.req.header('X-Signature-Ed25519') ?? '';
    const timestamp = c.req.header('X-Signature-Timestamp') ?? '';
    const body = await c.req.text();
    const skew = Math.abs(Date.now() / 1000 - Number(timestamp));
    let valid = false;
    try { valid = /^[0-9a-f]{128}$/i.test(signature) && Number.isFinite(skew) && skew <= MAX_SKEW_SECONDS && await verifyKey(body, signature, timestamp, key); } catch { valid = false; }
    if (!valid) return c.json({ error: 'unauthenticated', message: 'Invalid or stale request signature.' }, 401);
    let interaction: APIInteraction;
    try { interaction = JSON.parse(body); } catch { return c.json({ error: 'bad_request', message: 'body: malformed JSON' }, 400); }
    return answerInTime(c, interaction);
  });
  return app;
}

/** Answer within Discord's 3 seconds: if the work is slower, defer and edit the answer later. */
async function answerInTime(c: Context<{ Bindings: Env }>, interaction: APIInteraction): Promise<Response> {
  // A PING (Discord checking the endpoint URL) is answered PONG at once, never deferred: Discord
  // refuses an endpoint whose PING gets anything else, whatever DISCORD_DEFER_AFTER_MS says.
  if ((interaction.type as number) === InteractionType.PING) return c.json({ type: InteractionResponseType.PONG });
  const work = dispatch(c.env, interaction);
  const limit = Number(c.env.DISCORD_DEFER_AFTER_MS ?? 2500);
  // (A limit of 0 defers at once: the configuration for testing the deferred path.)
  const first = limit > 0 ? await Promise.race([work, new Promise<null>((r) => setTimeout(() => r(null), limit))]) : null;
  if (first) return c.json(first);
  const isButton = (interaction.type as number) === InteractionType.MESSAGE_COMPONENT;
  const commandName = (interaction.type as number) === InteractionType.APPLICATION_COMMAND ? (interaction.data as { name?: string } | undefined)?.name : undefined;
  const deferredEphemeral = !isButton && !PUBLIC_COMMANDS.has(commandName ?? '');
  const webhook = `${c.env.DISCORD_API_BASE ?? 'https://discord.com/api/v10'}/webhooks/${interaction.application_id}/${interaction.token}`;
  // Discord's token is valid 15 minutes, but a follow-up that hangs must not hold the Worker.
  const send = (path: string, method: string, body?: unknown) => fetch(`${webhook}${path}`, {
    method, signal: AbortSignal.timeout(10_000),
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  c.executionCtx.waitUntil(work.then(async (reply) => {
    if (isButton || isEphemeral(reply) === deferredEphemeral) {
      await send('/messages/@original', 'PATCH', reply.data ?? {});
      return;
    }
    // The answer's visibility differs from the deferral's (a public /status that failed: its
    // error is for the caller only): drop the placeholder, answer with a follow-up that has its own.
    await send('/messages/@original', 'DELETE');
    await send('', 'POST', reply.data ?? {});
  }).catch((e) => console.error('deferred interaction failed', e)));
  return c.json(isButton
    ? { type: InteractionResponseType.DEFERRED_UPDATE_MESSAGE }
    : { type: InteractionResponseType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, data: deferredEphemeral ? { flags: InteractionResponseFlags.EPHEMERAL } : {} });
}

export { COMMANDS } from './commands';
