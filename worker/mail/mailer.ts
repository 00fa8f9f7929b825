/**
 * Sending mail: ONE small interface, `Mailer.send(mail)`, with two implementations.
 *
 * - `httpMailer`: an HTTP mail API reached with fetch (Resend's `POST /emails` shape by default;
 *   MAIL_API_URL points elsewhere), 5 s timeout, an Idempotency-Key per mail so a retry after an
 *   unclear failure is not delivered twice. Cloudflare's `send_email` binding was not chosen: it
 *   only delivers to verified destination addresses of the account's Email Routing, so it cannot
 *   mail players.
 * - `captureMailer`: the local capture (D1 table `mail_capture`), used when MAIL_CAPTURE=1 (the
 *   tests and `npm start`): nothing leaves the machine; GET /api/debug/mail lists it.
 *
 * Without MAIL_CAPTURE and without MAIL_API_KEY no mail is sent (`send` throws `MailDisabled`:
 * account routes still answer, notifications are dropped).
 */
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Same key, same mail: the provider (or the capture) keeps one. */
  idempotencyKey: string;
}

export interface Mailer {
  readonly kind: 'capture' | 'http' | 'none';
  /** Resolves once the provider accepted the mail; throws otherwise (the caller retries). */
  send(mail: Mail): Promise<void>;
}

export class MailDisabled extends Error {}

export const MAIL_TIMEOUT_MS = 5_000;

export function captureMailer(db: D1Database): Mailer {
  return {
    kind: 'capture',
    async send(mail) {
      await db.prepare('INSERT INTO mail_capture (`to`, subject, text, headers, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING')
        .bind(mail.to, mail.subject, mail.text, JSON.stringify(mail.headers ?? {}), mail.idempotencyKey, Date.now()).run();
    },
  };
}

export function httpMailer(env: Pick<Env, 'MAIL_API_KEY' | 'MAIL_API_URL' | 'MAIL_FROM'>, timeoutMs = MAIL_TIMEOUT_MS): Mailer {
  return {
    kind: 'http',
    async send(mail) {
      const res = await fetch(env.MAIL_API_URL ?? 'https://api.resend.com/emails', {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': mail.idempotencyKey },
        body: JSON.stringify({ from: env.MAIL_FROM ?? 'Tenka <noreply@example.com>', to: [mail.to], subject: mail.subject, text: mail.text, headers: mail.headers ?? {} }),
      });
      res.body?.cancel().catch(() => {});
      if (!res.ok) throw new Error(`mail API answered HTTP ${res.status}`);
    },
  };
}

/** The mailer of an environment (see the file's comment). */
export function mailerFor(env: Env, db: D1Database): Mailer {
  if (env.MAIL_CAPTURE === '1') return captureMailer(db);
  if (env.MAIL_API_KEY) return httpMailer(env);
  return { kind: 'none', send: async () => { throw new MailDisabled('no mail provider configured (MAIL_API_KEY) and MAIL_CAPTURE is not 1'); } };
}

/** A simple shape check: at most 254 characters, one @, a dot in the domain, no spaces or controls. */
export function isEmail(s: string): boolean {
  return s.length <= 254 && /^[^\s@<>()",;:\\[\]\x00-\x1f]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(s);
}
