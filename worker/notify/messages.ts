/**
 * The shapes sent out: a Discord webhook message (an embed, mentions of linked players) and the
 * JSON body of an outgoing webhook, signed the Standard Webhooks way (webhook-id, webhook-timestamp,
 * webhook-signature: "v1,<base64 HMAC-SHA256 of id.timestamp.body>") and, for the hooks made
 * before it, the older X-Tenka-Signature too (docs/api.md "Outgoing webhooks").
 */
import type { RESTPostAPIWebhookWithTokenJSONBody } from 'discord-api-types/v10';
import type { Notification } from './changes';

const COLOURS = { 'match.started': 0x2f6fd0, turn: 0xd8a514, phase: 0x2f9a48, 'deadline.reminder': 0xd33c32, 'match.finished': 0xb22222 } as const;

function names(n: Notification, seats: number[]): string {
  return seats.map((s) => n.match.seats[s] ?? `seat ${s + 1}`).join(', ');
}

/** A Discord message for one state change; `discordIds` maps seats to linked Discord users. */
export function discordMessage(n: Notification, discordIds: (string | null)[]): RESTPostAPIWebhookWithTokenJSONBody {
  const m = n.match;
  const lines: string[] = [];
  if (n.kinds.includes('match.started')) lines.push(`The match has started: ${m.seats.filter(Boolean).join(', ')}.`);
  if (n.kinds.includes('phase')) lines.push(`Phase "${n.previousPhase}" is over; now "${m.phase}".`);
  if (n.kinds.includes('turn')) lines.push(`To play: ${names(n, n.seatsToAct)}.`);
  if (n.kinds.includes('deadline.reminder') && m.deadline) lines.push(`Deadline <t:${Math.floor(m.deadline / 1000)}:R> for ${names(n, n.seatsToAct)}.`);
  if (n.kinds.includes('match.finished') && m.result) {
    lines.push('The match is over. Final scores:');
    for (const r of m.result.ranking) lines.push(`${r.place}. ${m.seats[r.seat] ?? `seat ${r.seat + 1}`} — ${r.score}${r.tiebreak ? ` (${r.tiebreak})` : ''}`);
  }
  const mentioned = n.seatsToAct.map((s) => discordIds[s]).filter((x): x is string => !!x);
  const kind = n.kinds[n.kinds.length - 1]!;
  return {
    content: mentioned.length ? `${mentioned.map((id) => `<@${id}>`).join(' ')} ${n.kinds.includes('deadline.reminder') ? 'your deadline is near' : 'it is your turn'}.` : undefined,
    allowed_mentions: { parse: [], users: mentioned },
    embeds: [{
      title: `${m.gameName} — match ${m.matchId}`,
      url: m.url,
      description: lines.join('\n'),
      color: COLOURS[kind],
      footer: { text: `move ${m.version}` },
      timestamp: new Date(n.at).toISOString(),
    }],
  };
}

/** The JSON an outgoing webhook receives: public facts only. */
export function webhookBody(n: Notification): string {
  const m = n.match;
  return JSON.stringify({
    type: 'match.update',
    kinds: n.kinds,
    at: new Date(n.at).toISOString(),
    match: {
      id: m.matchId, game: m.game, status: m.status, version: m.version, url: m.url,
      seats: m.seats.map((username, seat) => ({ seat, username })), awaiting: m.awaiting, phase: m.phase,
      deadline: m.deadline, result: m.result,
    },
    seatsToAct: n.seatsToAct,
    previousPhase: n.previousPhase,
  });
}

export async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new webhook's secret, in the Standard Webhooks form: "whsec_" and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  let s = '';
  for (const b of crypto.getRandomValues(new Uint8Array(24))) s += String.fromCharCode(b);
  return `whsec_${btoa(s)}`;
}

/**
 * The HMAC key of a secret: a "whsec_" secret is base64 of its key; an older hook's secret (48 hex
 * digits, from before the standard) is its own UTF-8 bytes, so its standard form is
 * "whsec_" + base64 of those digits, and the receiver keeps the secret it has.
 */
function standardKey(secret: string): Uint8Array<ArrayBuffer> {
  if (secret.startsWith('whsec_')) return Uint8Array.from(atob(secret.slice('whsec_'.length)), (c) => c.charCodeAt(0));
  return Uint8Array.from(new TextEncoder().encode(secret));
}

/** The secret in the form a Standard Webhooks library takes ("whsec_…"), whatever its age. */
export function standardSecret(secret: string): string {
  return secret.startsWith('whsec_') ? secret : `whsec_${btoa(secret)}`;
}

async function hmacBase64(key: Uint8Array<ArrayBuffer>, text: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let s = '';
  for (const b of new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(text)))) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * Headers of a signed webhook delivery. Standard Webhooks: `webhook-id` (the same on every retry of
 * one message: receivers deduplicate on it), `webhook-timestamp` (seconds), `webhook-signature`
 * ("v1," and base64 of HMAC-SHA256 over "id.timestamp.body"). A hook made before the standard
 * (a hex secret) also gets X-Tenka-Timestamp and X-Tenka-Signature ("sha256=" and hex of
 * HMAC-SHA256 over "timestamp.body", key the secret's UTF-8), kept while such hooks live.
 */
export async function signedHeaders(secret: string, body: string, nowMs: number, messageId: string): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'Tenka-Webhooks/2',
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${await hmacBase64(standardKey(secret), `${messageId}.${timestamp}.${body}`)}`,
  };
  if (!secret.startsWith('whsec_')) {
    headers['X-Tenka-Timestamp'] = timestamp;
    headers['X-Tenka-Signature'] = `sha256=${await hmacHex(secret, `${timestamp}.${body}`)}`;
  }
  return headers;
}
