/**
 * Raw RFC 5322 replies as the common mail clients write them (Gmail, Outlook, Apple Mail,
 * Thunderbird: plain, HTML only, quoted above or below, signatures, quoted-printable or base64,
 * French and German attribution lines), and their delivery to the Worker's `email()` handler as
 * Cloudflare Email Routing hands a message over.
 */
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import type { Lang } from '../../worker/engine/contract';
import { receiveMail, type InboundOutcome } from '../../worker/mail/inbound';
import type { CapturedMail } from './mail-helpers';

export type MailClient = 'gmail' | 'outlook' | 'apple' | 'thunderbird';
export interface ReplyOptions {
  client: MailClient;
  from: string;
  /** The Reply-To of the mail answered. */
  to: string;
  body: string;
  /** The mail answered (quoted). */
  quoted?: CapturedMail;
  lang?: Lang;
  htmlOnly?: boolean;
  encoding?: 'qp' | 'base64' | '8bit';
  signature?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

const utf8 = new TextEncoder();

export function quotedPrintable(s: string): string {
  const out: string[] = [];
  for (const line of s.split('\n')) {
    let enc = '';
    for (const b of utf8.encode(line)) enc += (b >= 33 && b <= 126 && b !== 61) || b === 32 ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    enc = enc.replace(/ $/, '=20');
    // Soft breaks at 76.
    while (enc.length > 75) {
      let cut = 75;
      while (enc[cut - 1] === '=' || enc[cut - 2] === '=') cut--;
      out.push(`${enc.slice(0, cut)}=`);
      enc = enc.slice(cut);
    }
    out.push(enc);
  }
  return out.join('\r\n');
}

const base64 = (s: string) => btoa(String.fromCharCode(...utf8.encode(s))).replace(/(.{76})/g, '$1\r\n');

function encoded(contentType: string, text: string, encoding: 'qp' | 'base64' | '8bit'): string {
  const cte = encoding === 'qp' ? 'quoted-printable' : encoding === 'base64' ? 'base64' : '8bit';
  const body = encoding === 'qp' ? quotedPrintable(text) : encoding === 'base64' ? base64(text) : text.replace(/\n/g, '\r\n');
  return `Content-Type: ${contentType}; charset="UTF-8"\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n${body}\r\n`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ATTRIBUTION = {
  en: (who: string) => `On Fri, 27 Nov 2026 at 10:00, ${who} wrote:`,
  fr: (who: string) => `Le ven. 27 nov. 2026 à 10:00, ${who} a écrit :`,
  de: (who: string) => `Am Fr., 27. Nov. 2026 um 10:00 Uhr schrieb ${who}:`,
};

/** The reply a client writes (text and html bodies). */
function bodies(o: ReplyOptions): { text: string; html: string } {
  const lang = o.lang ?? 'en';
  const who = `Tenka <${o.to}>`;
  const quoted = o.quoted?.text ?? 'Your choices:\n1. something\n2. something else';
  const q = quoted.split('\n').map((l) => `> ${l}`).join('\n');
  const sig = o.signature ? `\n-- \n${o.signature}` : '';
  const qHtml = `<blockquote type="cite">${escapeHtml(quoted).replace(/\n/g, '<br>')}</blockquote>`;
  const bHtml = escapeHtml(o.body).replace(/\n/g, '<br>');
  switch (o.client) {
    case 'gmail':
      return {
        // Gmail wraps a long attribution over two lines.
        text: `${o.body}${sig}\n\n${ATTRIBUTION[lang](`Tenka <\n${o.to}>`)}\n\n${q}\n`,
        html: `<div dir="ltr">${bHtml}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">${escapeHtml(ATTRIBUTION[lang](who))}<br></div>${qHtml.replace('type="cite"', 'class="gmail_quote"')}</div>`,
      };
    case 'outlook':
      return {
        text: `${o.body}\n\n________________________________\nFrom: ${who}\nSent: Friday, 27 November 2026 10:00\nTo: ${o.from}\nSubject: Tenka\n\n${quoted}\n`,
        html: `<html><head><style>p{margin:0}</style></head><body><div>${bHtml}</div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg"><b>From:</b> ${escapeHtml(who)}</div><div>${escapeHtml(quoted)}</div></body></html>`,
      };
    case 'apple':
      return {
        text: `${o.body}\n\nSent from my iPhone\n\n> ${ATTRIBUTION[lang](who)}\n> \n${q}\n`,
        html: `<html><body><div>${bHtml}</div><div><br>Sent from my iPhone</div><div><br><blockquote type="cite">${escapeHtml(ATTRIBUTION[lang](who))}<br>${qHtml}</blockquote></div></body></html>`,
      };
    case 'thunderbird':
      // Bottom-posting: the quote first, the answer below it, then the signature.
      return {
        text: `${ATTRIBUTION[lang](who)}\n${q}\n\n${o.body}${sig}\n`,
        html: `<html><body><div class="moz-cite-prefix">${escapeHtml(ATTRIBUTION[lang](who))}<br></div>${qHtml}<p>${bHtml}</p>${o.signature ? `<pre class="moz-signature">-- \n${escapeHtml(o.signature)}</pre>` : ''}</body></html>`,
      };
  }
}

let n = 0;
/** A whole raw message. */
export function rawReply(o: ReplyOptions): string {
  const { text, html } = bodies(o);
  const enc = o.encoding ?? (o.client === 'outlook' ? 'base64' : 'qp');
  const id = o.messageId ?? `<${Date.now()}.${++n}.${Math.random().toString(36).slice(2)}@${o.client}.example.test>`;
  const head = [
    `From: Player <${o.from}>`, `To: ${o.to}`, `Subject: Re: =?UTF-8?B?${btoa(String.fromCharCode(...utf8.encode('Tenka: à vous — am Zug')))}?=`,
    'Date: Fri, 27 Nov 2026 10:05:00 +0000', `Message-ID: ${id}`, 'MIME-Version: 1.0',
    ...Object.entries(o.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  if (o.htmlOnly) return `${head.join('\r\n')}\r\n${encoded('text/html', html, enc)}`;
  const b = `b${n}${Math.random().toString(36).slice(2)}`;
  return `${head.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${b}"\r\n\r\n--${b}\r\n${encoded('text/plain', text, enc)}--${b}\r\n${encoded('text/html', html, enc)}--${b}--\r\n`;
}

/** The top-level headers of a raw message (unfolded), as Email Routing gives them. */
function headersOf(raw: string): Headers {
  const h = new Headers();
  const block = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of block.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) try { h.append(line.slice(0, i).trim(), line.slice(i + 1).trim()); } catch { /* a header Headers refuses */ }
  }
  return h;
}

export interface Delivered { outcome: InboundOutcome; rejected: string | null }

/** Hand a raw message to the email() handler, as Email Routing would. */
export async function deliverRaw(raw: string | Uint8Array, envelope: { from: string; to: string }, rawSize?: number): Promise<Delivered> {
  const bytes = typeof raw === 'string' ? utf8.encode(raw) : raw;
  let rejected: string | null = null;
  const message = {
    from: envelope.from, to: envelope.to, headers: headersOf(typeof raw === 'string' ? raw.slice(0, 64 * 1024) : new TextDecoder().decode(bytes.slice(0, 64 * 1024))),
    raw: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), rawSize: rawSize ?? bytes.byteLength, canBeForwarded: true,
    setReject(reason: string) { rejected = reason; },
    forward: async () => { throw new Error('no forwarding in play by mail'); },
    reply: async () => { throw new Error('play by mail never answers the sender'); },
  } as unknown as ForwardableEmailMessage;
  const outcome = await receiveMail(message, env as unknown as Env);
  return { outcome, rejected };
}

/** Send a reply to a captured mail (its Reply-To) as a client would write it. */
export async function answer(mail: CapturedMail, from: string, body: string, o: Partial<ReplyOptions> = {}): Promise<Delivered> {
  const to = mail.headers['Reply-To'];
  if (!to) throw new Error(`no Reply-To on "${mail.subject}"`);
  return deliverRaw(rawReply({ client: 'gmail', from, to, body, quoted: mail, ...o }), { from, to });
}
