/**
 * The HTML part of a mail, made from its text part alone (so it tells nothing the text does not,
 * and the leak checks on the text cover it): paragraphs at blank lines, line breaks kept, links
 * made clickable, list lines ("- …", "12. …") as they are; one column, a readable size on a
 * phone, no images, no remote styles.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linked = (line: string) => esc(line).replace(/(https?:\/\/[^\s<>"]{1,2000})/g, (url) => `<a href="${url}">${url}</a>`);

export function textToHtml(text: string, lang: string): string {
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)
    .map((p) => `<p style="margin:0 0 14px">${p.split('\n').map(linked).join('<br>')}</p>`);
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>`
    + `<body style="margin:0;padding:16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.45;color:#1a1a1a;background:#fff">`
    + `<div style="max-width:600px;margin:0 auto;overflow-wrap:anywhere">${paragraphs.join('')}</div></body></html>`;
}
