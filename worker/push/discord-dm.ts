/**
 * Discord direct messages: the third notification channel, for users who linked their Discord
 * account (`/link`). A DM travels through the match's push queue (worker/push/queue.ts) as one
 * more "device" of the user, whose endpoint is `discord:<discord user id>`, so it gets the push
 * rules for free: the user's kinds, per-match overrides, quiet hours, the 10-minute rate rule, a
 * "your turn" dropped once played, leases (nothing sent twice) and retries with backoff.
 *
 * Sending is two calls to Discord's REST API with the bot token: open (or find) the DM channel
 * with the user, then post the message there. What Discord's answers mean here:
 *   2xx          sent
 *   403 + 50007  "Cannot send messages to this user" (DMs closed, or no server shared with the bot):
 *                gone: DMs to this user stop until they link again (D1 discord_links.dm_blocked_at)
 *   404          unknown user or channel: gone as well
 *   429, 5xx, timeout, network error: retry later with the same message
 *   other 4xx    this message will never be accepted: dropped
 */
import type { Env } from '../env';
import type { PushOutcome, PushPayload } from './send';

export const DISCORD_ENDPOINT_PREFIX = 'discord:';
export const DM_TIMEOUT_MS = 5_000;

export type DiscordDmEnv = Pick<Env, 'DISCORD_BOT_TOKEN' | 'DISCORD_API_BASE' | 'PUSH_TIMEOUT_MS'>;

export const discordDmConfigured = (env: DiscordDmEnv) => !!env.DISCORD_BOT_TOKEN;

export const isDiscordEndpoint = (endpoint: string) => endpoint.startsWith(DISCORD_ENDPOINT_PREFIX);

export const discordEndpoint = (discordUserId: string) => `${DISCORD_ENDPOINT_PREFIX}${discordUserId}`;

const apiBase = (env: DiscordDmEnv) => (env.DISCORD_API_BASE ?? 'https://discord.com/api/v10').replace(/\/+$/, '');

/** The message: an embed with the push's title and body, and a link button to the match. Nothing in it can ping anyone. */
export function dmMessage(payload: PushPayload, openLabel: string) {
  return {
    embeds: [{ title: payload.title.slice(0, 256), description: payload.body.slice(0, 4096), url: payload.url, color: 0xb0413e }],
    components: [{ type: 1, components: [{ type: 2, style: 5, label: openLabel.slice(0, 80), url: payload.url }] }],
    allowed_mentions: { parse: [] as string[] },
  };
}

type Answer = { outcome: PushOutcome; status: number | null; detail?: string };

async function discordCall(env: DiscordDmEnv, path: string, body: unknown): Promise<{ res: Response | null; error?: string }> {
  try {
    const res = await fetch(`${apiBase(env)}${path}`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(Number(env.PUSH_TIMEOUT_MS) || DM_TIMEOUT_MS),
      headers: { Authorization: `Bot ${env.DISCORD_BOT_TOKEN}`, 'Content-Type': 'application/json', 'User-Agent': 'DiscordBot (https://tenka.invalid, 1)' },
      body: JSON.stringify(body),
    });
    return { res };
  } catch (e) {
    return { res: null, error: (e as Error).message };
  }
}

async function meaning(res: Response): Promise<Answer> {
  if (res.status >= 200 && res.status < 300) return { outcome: 'sent', status: res.status };
  const text = await res.text().catch(() => '');
  let code: number | undefined;
  try { code = (JSON.parse(text) as { code?: number }).code; } catch { /* not JSON */ }
  if ((res.status === 403 && code === 50007) || res.status === 404) return { outcome: 'gone', status: res.status, detail: text.slice(0, 200) };
  if (res.status === 429 || res.status >= 500) return { outcome: 'retry', status: res.status, detail: text.slice(0, 200) };
  return { outcome: 'rejected', status: res.status, detail: text.slice(0, 200) };
}

/** Send one DM (the payload is the push's JSON, fixed at fan-out). */
export async function sendDiscordDm(env: DiscordDmEnv, endpoint: string, payloadJson: string): Promise<Answer> {
  if (!discordDmConfigured(env)) return { outcome: 'rejected', status: null, detail: 'DISCORD_BOT_TOKEN is not set' };
  const recipient = endpoint.slice(DISCORD_ENDPOINT_PREFIX.length);
  if (!/^\d{1,25}$/.test(recipient)) return { outcome: 'rejected', status: null, detail: 'not a Discord user id' };
  let payload: PushPayload & { open?: string };
  try { payload = JSON.parse(payloadJson) as PushPayload & { open?: string }; } catch { return { outcome: 'rejected', status: null, detail: 'bad payload' }; }
  const open = await discordCall(env, '/users/@me/channels', { recipient_id: recipient });
  if (!open.res) return { outcome: 'retry', status: null, detail: open.error };
  const opened = await meaning(open.res.clone());
  if (opened.outcome !== 'sent') { open.res.body?.cancel().catch(() => {}); return opened; }
  // Discord answers the same channel for the same user every time: no cache is needed for correctness.
  const channel = ((await open.res.json().catch(() => null)) as { id?: unknown } | null)?.id;
  if (typeof channel !== 'string' || !/^[\w-]{1,40}$/.test(channel)) return { outcome: 'retry', status: open.res.status, detail: 'no channel id in the answer' };
  const sent = await discordCall(env, `/channels/${channel}/messages`, dmMessage(payload, payload.open ?? 'Open'));
  if (!sent.res) return { outcome: 'retry', status: null, detail: sent.error };
  const answer = await meaning(sent.res);
  if (answer.outcome === 'sent') sent.res.body?.cancel().catch(() => {});
  return answer;
}
