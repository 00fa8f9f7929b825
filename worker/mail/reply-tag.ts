/**
 * The reply address of a turn mail: `play+<tag>@<mail domain>`, one per seat, match and turn.
 * The tag is the only proof an inbound mail carries (Cloudflare hands the Worker no SPF/DKIM
 * verdict, so From proves nothing): match id, seat, the seat's tag generation and the turn the
 * mail was written for (`turn`: a fingerprint of the seat's choices it listed, so a number answered
 * means the same move or nothing, while the other seats' moves that leave them as they were, as
 * the simultaneous orders of NIHON do, do not make the mail stale), signed with HMAC-SHA-256 (80 bits kept) under MAIL_REPLY_SECRET, else a
 * random key made once and kept in D1 (app_secrets 'mail-reply-hmac'), as SESSION_SECRET is.
 *
 * Lower case only (some relays fold the local part's case), at most 64 characters in all.
 * A seat's tags are revoked by bumping its generation (worker/match/mail-reply.ts).
 */
import { randomHex, toHex } from '../auth';

export interface ReplyTag { match: string; seat: number; gen: number; turn: number }

const enc = new TextEncoder();
/** The local part's prefix: mail to any other local part of the domain is not a reply. */
export const TAG_PREFIX = 'play+';
const SIG_HEX = 20;
const TAG_RE = /^play\+([0-9a-f]{16})-([0-9a-z]{1,2})-([0-9a-z]{1,4})-([0-9a-z]{1,6})-([0-9a-f]{20})$/;

let cached: { secret: string; key: Promise<CryptoKey> } | null = null;
let storedCache: Promise<string> | null = null;

function storedSecret(d1: D1Database): Promise<string> {
  storedCache ??= (async () => {
    await d1.prepare('INSERT OR IGNORE INTO app_secrets (name, value) VALUES (?, ?)').bind('mail-reply-hmac', randomHex(32)).run();
    const row = await d1.prepare('SELECT value FROM app_secrets WHERE name = ?').bind('mail-reply-hmac').first<{ value: string }>();
    return row!.value;
  })().catch((e) => { storedCache = null; throw e; });
  return storedCache;
}

async function tagKey(d1: D1Database, configured: string | undefined): Promise<CryptoKey> {
  const secret = configured?.trim() || await storedSecret(d1);
  if (cached?.secret !== secret) {
    cached = { secret, key: crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) };
  }
  return cached.key;
}

const body = (t: ReplyTag) => `${t.match}-${t.seat.toString(36)}-${t.gen.toString(36)}-${t.turn.toString(36)}`;

async function sign(d1: D1Database, secret: string | undefined, text: string): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', await tagKey(d1, secret), enc.encode(`mail-reply.${text}`));
  return toHex(sig).slice(0, SIG_HEX);
}

/** The local part `play+…` for a seat's mail. */
export async function makeTag(d1: D1Database, secret: string | undefined, t: ReplyTag): Promise<string> {
  const b = body(t);
  return `${TAG_PREFIX}${b}-${await sign(d1, secret, b)}`;
}

/** The reply address: the local part at the domain of MAIL_REPLY_DOMAIN, else of MAIL_FROM. */
export function replyAddress(localPart: string, env: { MAIL_REPLY_DOMAIN?: string; MAIL_FROM?: string }): string | null {
  const domain = env.MAIL_REPLY_DOMAIN?.trim() || /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM ?? '')?.[1] || null;
  return domain ? `${localPart}@${domain.toLowerCase()}` : null;
}

/** Constant-time comparison of two hex strings of the same length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return d === 0;
}

/** The tag of a recipient address (`play+…@domain`), or null when it is not one or its signature is wrong. */
export async function readTag(d1: D1Database, secret: string | undefined, address: string): Promise<ReplyTag | null> {
  if (typeof address !== 'string' || address.length > 254) return null;
  const local = address.trim().toLowerCase().split('@')[0] ?? '';
  const m = TAG_RE.exec(local);
  if (!m) return null;
  const t: ReplyTag = { match: m[1]!, seat: Number.parseInt(m[2]!, 36), gen: Number.parseInt(m[3]!, 36), turn: Number.parseInt(m[4]!, 36) };
  if (body(t) !== `${m[1]}-${m[2]}-${m[3]}-${m[4]}`) return null; // leading zeros and other spellings of the same numbers
  return sameHex(await sign(d1, secret, body(t)), m[5]!) ? t : null;
}
