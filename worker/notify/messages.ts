/**
 * The shapes sent out: a Discord webhook message (an embed, mentions of linked players) and the
 * JSON body of an outgoing webhook, signed with HMAC-SHA256 over "timestamp.body".
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

/** Headers of a signed webhook delivery: X-Tenka-Timestamp and X-Tenka-Signature (sha256=hex of HMAC over "timestamp.body"). */
export async function signedHeaders(secret: string, body: string, nowMs: number): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Tenka-Webhooks/1',
    'X-Tenka-Timestamp': timestamp,
    'X-Tenka-Signature': `sha256=${await hmacHex(secret, `${timestamp}.${body}`)}`,
  };
}
