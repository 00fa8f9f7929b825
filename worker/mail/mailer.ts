/**
 * Sending mail: ONE small interface, `Mailer.send(mail)`, with three implementations.
 *
 * - `httpMailer`: an HTTP mail API reached with fetch, in Resend's `POST /emails` shape (JSON
 *   `{from, to, subject, text, headers}`, `Authorization: Bearer`; MAIL_API_URL points at another
 *   endpoint of that shape), 5 s timeout, an Idempotency-Key per mail so a retry after an unclear
 *   failure is not delivered twice. Postmark and Amazon SES have other auth and bodies: they do
 *   not fit this function as they are.
 * - `cloudflareMailer`: Cloudflare Email Service's `send_email` binding (SEND_EMAIL), which sends
 *   to any recipient from a domain onboarded to Email Sending (Workers Paid; beta in 2026).
 * - `captureMailer`: the local capture (D1 table `mail_capture`), used when MAIL_CAPTURE=1 (the
 *   tests and `npm start`): nothing leaves the machine; GET /api/debug/mail lists it.
 *
 * Which one: MAIL_CAPTURE=1 → capture; MAILER=cloudflare, or a SEND_EMAIL binding without
 * MAIL_API_KEY → Cloudflare; MAIL_API_KEY → HTTP. Otherwise no mail is sent (`send` throws
 * `MailDisabled`: account routes still answer, notifications are dropped).
 *
 * How a failure is told: `MailRefused` is permanent (the provider said no for a reason that does
 * not mend by waiting: an HTTP 4xx other than 408 and 429, a From it does not accept, a domain not
 * verified, MAIL_FROM not set); it carries the provider's reason, cut to MAX_REASON characters.
 * Any other error (5xx, 408, 429, a timeout, a network error) is an outage: the caller retries.
 */
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part beside the text (worker/mail/html.ts: made from the text alone). */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Same key, same mail: the provider (or the capture) keeps one. */
  idempotencyKey: string;
}

export interface Mailer {
  readonly kind: 'capture' | 'http' | 'cloudflare' | 'none';
  /** Resolves once the provider accepted the mail; throws `MailRefused` (final) or another error (retry later). */
  send(mail: Mail): Promise<void>;
}

export class MailDisabled extends Error {}

/** The provider refused this mail for good: do not send it again; `reason` is for the account page and the operator. */
export class MailRefused extends Error {
  constructor(readonly reason: string) { super(`mail refused: ${reason}`); }
}

export const MAIL_TIMEOUT_MS = 5_000;
/** A provider's reason is cut to this many characters (it is shown on the account page and in the counters). */
export const MAX_REASON = 200;

const cutReason = (s: string) => { const t = s.replace(/\s+/g, ' ').trim(); return t.length > MAX_REASON ? `${t.slice(0, MAX_REASON - 1)}…` : t; };

/** Whether an HTTP status of a mail API is final: 4xx except 408 (timeout) and 429 (rate limit). */
export const permanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The provider's own words from an error body: `message`, `error.message`, `error`, `errors[0].message`, or the text. */
export function providerReason(status: number, body: string): string {
  let said = '';
  try {
    const j = JSON.parse(body) as Record<string, unknown>;
    const err = j.error as unknown;
    const first = Array.isArray(j.errors) ? (j.errors[0] as Record<string, unknown> | undefined) : undefined;
    const pick = [j.message, j.Message, typeof err === 'object' && err ? (err as Record<string, unknown>).message : err, first?.message, j.detail, j.title];
    said = String(pick.find((x) => typeof x === 'string' && x.trim()) ?? '');
  } catch { said = body; }
  return cutReason(said ? `HTTP ${status}: ${said}` : `HTTP ${status}`);
}

export function captureMailer(db: D1Database): Mailer {
  return {
    kind: 'capture',
    async send(mail) {
      await db.prepare('INSERT INTO mail_capture (`to`, subject, text, html, headers, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING')
        .bind(mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.headers ?? {}), mail.idempotencyKey, Date.now()).run();
    },
  };
}

export function httpMailer(env: Pick<Env, 'MAIL_API_KEY' | 'MAIL_API_URL' | 'MAIL_FROM'>, timeoutMs = MAIL_TIMEOUT_MS): Mailer {
  return {
    kind: 'http',
    async send(mail) {
      // No default sender: a deployment without MAIL_FROM must not mail from someone else's domain.
      if (!env.MAIL_FROM?.trim()) throw new MailRefused('MAIL_FROM not set');
      const res = await fetch(env.MAIL_API_URL ?? 'https://api.resend.com/emails', {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': mail.idempotencyKey },
        body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), headers: mail.headers ?? {} }),
      });
      if (res.ok) { res.body?.cancel().catch(() => {}); return; }
      // At most 4 KB of the answer is read: enough for a reason, never a large page.
      const text = (await res.text().catch(() => '')).slice(0, 4096);
      if (permanentStatus(res.status)) throw new MailRefused(providerReason(res.status, text));
      throw new Error(`mail API answered ${providerReason(res.status, text)}`);
    },
  };
}

/** "Tenka <noreply@tenka.example>" → {name, email}; a bare address stays a string. */
export function parseFrom(from: string): string | { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return m ? (m[1] ? { name: m[1], email: m[2]! } : m[2]!) : from.trim();
}

/** The message Cloudflare's `send_email` binding is given for a mail (its structured form, no raw MIME). */
export function cloudflareMessage(from: string, mail: Mail): EmailMessageBuilder {
  return {
    from: parseFrom(from), to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}),
    // The binding has no idempotency key of its own: the key goes along as a header, for tracing.
    headers: { ...(mail.headers ?? {}), 'X-Tenka-Mail-Id': mail.idempotencyKey },
  };
}

/**
 * What of a binding's error is final. Its errors are not HTTP statuses: a refusal names the
 * sender, the domain or the recipient; rate limits, timeouts and internal errors mend.
 */
export function cloudflareFailure(e: unknown): Error {
  const err = e as { message?: string; code?: string };
  const said = `${err.code ? `${err.code}: ` : ''}${err.message ?? String(e)}`;
  const temporary = /rate.?limit|too many|timeout|timed out|internal|unavailable|try again|network/i.test(said);
  const final = /sender|from address|domain|not verified|not allowed|unauthori[sz]ed|forbidden|invalid|recipient|suppress/i.test(said);
  return final && !temporary ? new MailRefused(cutReason(said)) : new Error(`send_email failed: ${cutReason(said)}`);
}

export function cloudflareMailer(binding: SendEmail, from: string | undefined): Mailer {
  return {
    kind: 'cloudflare',
    async send(mail) {
      if (!from?.trim()) throw new MailRefused('MAIL_FROM not set');
      try {
        await binding.send(cloudflareMessage(from, mail));
      } catch (e) {
        throw cloudflareFailure(e);
      }
    },
  };
}

/** The mailer of an environment (see the file's comment). */
export function mailerFor(env: Env, db: D1Database): Mailer {
  if (env.MAIL_CAPTURE === '1') return captureMailer(db);
  if (env.MAILER === 'cloudflare' || (env.SEND_EMAIL && !env.MAIL_API_KEY && env.MAILER !== 'http')) {
    if (env.SEND_EMAIL) return cloudflareMailer(env.SEND_EMAIL, env.MAIL_FROM);
    return { kind: 'none', send: async () => { throw new MailRefused('MAILER=cloudflare but no send_email binding named SEND_EMAIL'); } };
  }
  if (env.MAIL_API_KEY) return httpMailer(env);
  return { kind: 'none', send: async () => { throw new MailDisabled('no mail provider configured (MAIL_API_KEY or SEND_EMAIL) and MAIL_CAPTURE is not 1'); } };
}

/** A simple shape check: at most 254 characters, one @, a dot in the domain, no spaces or controls. */
export function isEmail(s: string): boolean {
  return s.length <= 254 && /^[^\s@<>()",;:\\[\]\x00-\x1f]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(s);
}
