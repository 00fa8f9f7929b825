/**
 * The new text of a reply, as the common mail clients write one: the quoted history (`>` lines,
 * above or below the answer), the "On … wrote:" / "Le … a écrit :" / "Am … schrieb …:" line,
 * Outlook's "Original Message" block and everything after it, the signature (`-- `) and the
 * "Sent from my phone" line are dropped; an HTML-only mail is turned into text first (its
 * <blockquote> and the Gmail/Outlook quote containers dropped). Pure: no I/O.
 */

/** At most this many lines of a reply are read (a reply is orders, not a letter: NIHON's whole sheet, order-language.ts, is at most 200). */
export const MAX_REPLY_LINES = 200;
/** A longer line is cut: nothing a player writes for a move is this long. */
export const MAX_LINE_CHARS = 300;

const ATTRIBUTION = [
  /^on\b.{0,300}\bwrote:?$/i,
  /^le\b.{0,300}\ba [ée]crit\s?:?$/i,
  /^am\b.{0,300}\bschrieb\b.{0,300}:?$/i,
];
/** Outlook and others put the quoted mail below a separator, unprefixed: everything after it goes. */
const CUT = [
  /^-{2,}\s*(original message|message d'origine|message d’origine|ursprüngliche nachricht|urspr.ngliche nachricht)\s*-{2,}$/i,
  /^_{10,}$/,
  /^(from|de|von)\s*:\s.+$/i, // an Outlook header block of the quoted mail, once a blank line preceded it
];
const PHONE = /^(sent from my|envoyé de mon|envoye de mon|von meinem|gesendet von)\b/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `<tag …>…</tag>` cut out, the tags found by indexOf (linear: no pattern that backtracks over a hostile body); an unclosed one runs to the end. */
function dropElements(html: string, tag: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  for (let open = lower.indexOf(`<${tag}`, at); open >= 0; open = lower.indexOf(`<${tag}`, at)) {
    const after = lower[open + tag.length + 1] ?? '';
    if (/[a-z0-9]/.test(after)) { out += html.slice(at, open + 1); at = open + 1; continue; } // <blockquotes…> is another tag
    out += html.slice(at, open);
    // Nested elements of the same tag: count depth until the matching close.
    let depth = 0;
    let i = open;
    let nextClose = lower.indexOf(`</${tag}`, i + 1);
    for (;;) {
      if (nextClose < 0) return out;
      const nextOpen = lower.indexOf(`<${tag}`, i + 1);
      if (nextOpen >= 0 && nextOpen < nextClose) { depth++; i = nextOpen; continue; }
      i = nextClose;
      if (depth-- === 0) break;
      nextClose = lower.indexOf(`</${tag}`, i + 1);
    }
    const end = lower.indexOf('>', i);
    if (end < 0) return out;
    at = end + 1;
  }
  return out + html.slice(at);
}

/** An HTML body as text: quotes, scripts and styles dropped; blocks and <br> become line breaks. */
export function htmlToText(html: string): string {
  let h = html.slice(0, 512 * 1024);
  for (const tag of ['script', 'style', 'head', 'title', 'blockquote']) h = dropElements(h, tag);
  // Quoted history: Gmail's quote div and Outlook's reply block (and everything after them), Outlook's <hr> above the quoted mail.
  const quote = h.search(/<div[^<>]{0,500}\b(class="[^"<>]{0,200}gmail_quote|id="(divRplyFwdMsg|appendonsend)")/i);
  if (quote >= 0) h = h.slice(0, quote);
  const hr = h.search(/<hr\b/i);
  if (hr >= 0) h = h.slice(0, hr);
  h = h.replace(/<br\s{0,5}\/?>/gi, '\n').replace(/<\/(p|div|li|tr|h[1-6])\s{0,5}>/gi, '\n').replace(/<[^<>]{0,4000}>/g, '').replace(/[<>]/g, '');
  return h.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/** The lines the player wrote, trimmed, empty ones dropped, at most MAX_REPLY_LINES. */
export function replyLines(mail: { text?: string | undefined; html?: string | undefined }): string[] {
  const raw = mail.text?.trim() ? mail.text : mail.html ? htmlToText(mail.html) : '';
  const lines = raw.slice(0, 256 * 1024).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let blank = true;
  for (let i = 0; i < lines.length && out.length < MAX_REPLY_LINES; i++) {
    const line = lines[i]!.replace(/\u00a0/g, ' ');
    const t = line.trim();
    if (line.replace(/\s+$/, '') === '--' || line === '-- ') break; // the signature
    if (CUT.slice(0, 2).some((re) => re.test(t)) || (blank && CUT[2]!.test(t) && /^(sent|envoyé|gesendet|date|datum)\s*:/i.test(lines[i + 1]?.trim() ?? ''))) break;
    blank = !t;
    if (!t || t.startsWith('>')) continue;
    // The attribution line, also when the client wrapped it over two lines (Gmail does).
    if (ATTRIBUTION.some((re) => re.test(t))) continue;
    const two = `${t} ${lines[i + 1]?.trim() ?? ''}`;
    if (/^(on|le|am)\b/i.test(t) && ATTRIBUTION.some((re) => re.test(two))) { i++; continue; }
    if (PHONE.test(t)) continue;
    out.push(t.slice(0, MAX_LINE_CHARS));
  }
  return out;
}
