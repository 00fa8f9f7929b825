/**
 * Inbound mail (the Worker's `email()` handler, fed by Cloudflare Email Routing): a player answers
 * a turn mail to play. In order, each step cheap before the next:
 *   1. the size, from the envelope: over MAX_RAW_BYTES the mail is refused at the SMTP level
 *      (`setReject`: the sending server tells its user; no mail of ours, so no loop);
 *   2. mail that must never be answered is dropped: `Auto-Submitted` other than `no`, bounces
 *      (an empty return path, mailer-daemon or postmaster, `multipart/report`), `Precedence`
 *      bulk/junk/list and the autoresponders' own headers;
 *   3. the tag of the recipient address (reply-tag.ts): unknown or forged, dropped silently;
 *   4. the rate limits, per seat and per sender (RL_MAIL_IN): over them, dropped unanswered;
 *   5. the raw message, read up to MAX_RAW_BYTES, its MIME structure counted (parts, nesting)
 *      BEFORE postal-mime parses it, then parsed with postal-mime's own caps;
 *   6. the reply's new text (reply-text.ts) goes to the match object (match/mail-reply.ts), which
 *      applies it as the API would and answers the seat's own verified address.
 * Every outcome is counted (`mail_in`, detail = what became of it). Nothing here throws: a mail
 * that cannot be read is dropped and counted, never retried by the sending server for ever.
 */
import PostalMime from 'postal-mime';
import { sha256Hex } from '../auth';
import type { Env } from '../env';
import { count } from '../ops/metrics';
import { matchRoom } from '../match/room';
import { readTag } from './reply-tag';
import { replyLines } from './reply-text';

export const MAX_RAW_BYTES = 256 * 1024;
/** At most this many multipart containers (each declares a boundary) and this many parts in all. */
export const MAX_MULTIPARTS = 8;
export const MAX_PARTS = 40;

export type InboundOutcome = 'answered' | 'duplicate' | 'too_large' | 'auto' | 'bounce' | 'no_tag' | 'rate_limited' | 'too_complex'
  | 'unreadable' | 'no_match' | 'no_seat' | 'revoked' | 'no_address' | 'failed';

/** Whether the mail is one no robot may answer (RFC 3834, bounces, lists). */
export function mustNotAnswer(envelopeFrom: string, headers: Headers): 'auto' | 'bounce' | null {
  const from = envelopeFrom.trim().replace(/^<|>$/g, '');
  if (!from || /^(mailer-daemon|postmaster|no-?reply)@/i.test(from)) return 'bounce';
  if (/multipart\/report/i.test(headers.get('content-type') ?? '')) return 'bounce';
  const auto = (headers.get('auto-submitted') ?? 'no').trim().toLowerCase();
  if (auto && !auto.startsWith('no')) return 'auto';
  if (/^(bulk|junk|list|auto_reply)$/i.test((headers.get('precedence') ?? '').trim())) return 'auto';
  if (headers.has('x-autoreply') || headers.has('x-autorespond')) return 'auto';
  // Vacation replies that forget Auto-Submitted still name themselves in the subject.
  if (/^\s*(auto(matic)?[ -]?reply|out of (the )?office|r[ée]ponse automatique|absence|abwesenheit|automatische antwort)\b/i.test(headers.get('subject') ?? '')) return 'auto';
  return null;
}

/** The stream, read up to `cap` bytes; null when it is longer. */
async function readCapped(stream: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) { await reader.cancel().catch(() => {}); return null; }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.byteLength; }
  return out;
}

/** Counted before parsing: how many multipart containers the mail declares and how many part boundaries it has. */
export function mimeShape(raw: string): { multiparts: number; parts: number } {
  const boundaries = [...raw.matchAll(/boundary\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"\r\n]{1,200}))/gi)].map((m) => m[1] ?? m[2]!);
  let parts = 0;
  for (const b of new Set(boundaries)) {
    const marker = `\n--${b}`;
    for (let i = raw.indexOf(marker); i >= 0 && parts <= MAX_PARTS; i = raw.indexOf(marker, i + marker.length)) parts++;
  }
  return { multiparts: boundaries.length, parts };
}

/** The Worker's `email()` export. */
export async function receiveMail(message: ForwardableEmailMessage, env: Env): Promise<InboundOutcome> {
  const outcome = await receive(message, env).catch((e: Error) => { console.error('mail in:', e.message); return 'failed' as const; });
  count(env, 'mail_in', { detail: outcome });
  return outcome;
}

async function receive(message: ForwardableEmailMessage, env: Env): Promise<InboundOutcome> {
  if (message.rawSize > MAX_RAW_BYTES) { message.setReject('Message too large'); return 'too_large'; }
  const silent = mustNotAnswer(message.from ?? '', message.headers);
  if (silent) return silent;
  const tag = await readTag(env.DB, env.MAIL_REPLY_SECRET, message.to ?? '');
  if (!tag) return 'no_tag';
  if (env.RATE_LIMITS !== 'off' && env.RL_MAIL_IN) {
    const sender = await sha256Hex((message.from ?? '').toLowerCase());
    const [bySeat, bySender] = await Promise.all([
      env.RL_MAIL_IN.limit({ key: `seat:${tag.match}:${tag.seat}` }), env.RL_MAIL_IN.limit({ key: `from:${sender}` })]);
    if (!bySeat.success || !bySender.success) return 'rate_limited';
  }
  const bytes = await readCapped(message.raw, MAX_RAW_BYTES);
  if (!bytes) { message.setReject('Message too large'); return 'too_large'; }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const shape = mimeShape(text);
  if (shape.multiparts > MAX_MULTIPARTS || shape.parts > MAX_PARTS) return 'too_complex';
  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(bytes, { maxNestingDepth: MAX_MULTIPARTS + 2, maxHeadersSize: 64 * 1024, maxRfc822NestingDepth: 0, attachmentEncoding: 'arraybuffer' });
  } catch { return 'unreadable'; }
  const messageId = parsed.messageId?.slice(0, 300) ?? null;
  const messageKey = await sha256Hex(messageId ? `id:${messageId}` : `raw:${text}`);
  const res = await matchRoom(env, tag.match).mailReply({ tag, messageKey, messageId, lines: replyLines(parsed) });
  return res.status === 'ignored' ? res.why : res.status;
}
