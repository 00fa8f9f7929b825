/** The new text of a reply, as each common mail client writes one (worker/mail/reply-text.ts). */
import { describe, expect, it } from 'vitest';
import { htmlToText, MAX_LINE_CHARS, MAX_REPLY_LINES, replyLines } from '../../worker/mail/reply-text';

const quoted = '> Tenka — it is your turn.\n> 1. Take the gold\n> 2. Pass';

describe('replyLines', () => {
  it('top-posted (Gmail, Apple Mail): the answer above, the attribution and the quote dropped', () => {
    expect(replyLines({ text: `3\n\nOn Fri, 27 Nov 2026 at 10:00, Tenka <play+x@p.test> wrote:\n\n${quoted}\n` })).toEqual(['3']);
    // Gmail wraps a long attribution line in two.
    expect(replyLines({ text: `MORE 2\n\nOn Fri, 27 Nov 2026 at 10:00, Tenka <\nplay+x@p.test> wrote:\n\n${quoted}` })).toEqual(['MORE 2']);
    expect(replyLines({ text: `2\n\nSent from my iPhone\n\n> On 27 Nov 2026, at 10:00, Tenka wrote:\n${quoted}` })).toEqual(['2']);
  });
  it('bottom-posted (Thunderbird), French and German attributions, a signature', () => {
    expect(replyLines({ text: `Le ven. 27 nov. 2026 à 10:00, Tenka a écrit :\n${quoted}\n\n1\n-- \nJean-Émile` })).toEqual(['1']);
    expect(replyLines({ text: `Am Fr., 27. Nov. 2026 um 10:00 Uhr schrieb Tenka:\n${quoted}\n\nMEHR\n\n-- \nGrüße` })).toEqual(['MEHR']);
    expect(replyLines({ text: `${quoted}\n\n4\n${quoted}` })).toEqual(['4']);
  });
  it('Outlook: everything below the separator or the quoted header block is dropped', () => {
    expect(replyLines({ text: `5\n\n________________________________\nFrom: Tenka\nSent: Friday\nTo: me\n\n1. Take the gold` })).toEqual(['5']);
    expect(replyLines({ text: `6\n\n-----Original Message-----\nFrom: Tenka\n1. Take` })).toEqual(['6']);
    expect(replyLines({ text: `7\n\nFrom: Tenka <play@x>\nSent: Friday, 27 November 2026\n\n1. Take` })).toEqual(['7']);
    expect(replyLines({ text: `8\n\nDe : Tenka\nEnvoyé : vendredi\n\n1. Take` })).toEqual(['8']);
  });
  it('HTML only: blockquotes, Gmail and Outlook quote containers dropped, entities decoded', () => {
    expect(replyLines({ html: '<div dir="ltr">Passer&nbsp;ce tour</div><div class="gmail_quote"><blockquote>1. x</blockquote></div>' })).toEqual(['Passer ce tour']);
    expect(replyLines({ html: '<html><body><div>12</div><hr><div id="divRplyFwdMsg"><b>From:</b> Tenka</div><div>1. x</div></body></html>' })).toEqual(['12']);
    expect(replyLines({ html: '<p>3</p><blockquote type="cite">On … wrote:<blockquote>deep</blockquote>1. x</blockquote><p>&#x4E00;&#20108;</p>' })).toEqual(['3', '一二']);
    expect(htmlToText('<script>alert(1)</script><style>p{}</style>a<br>b')).toBe('a\nb');
  });
  it('hostile text: long lines cut, at most MAX_REPLY_LINES lines, no throw on odd input', () => {
    const many = Array.from({ length: 500 }, (_, i) => `${i}`).join('\n');
    expect(replyLines({ text: many }).length).toBe(MAX_REPLY_LINES);
    expect(replyLines({ text: 'x'.repeat(100_000) })[0]!.length).toBe(MAX_LINE_CHARS);
    expect(replyLines({ text: '__proto__\nconstructor' })).toEqual(['__proto__', 'constructor']);
    expect(replyLines({ html: '<'.repeat(50_000) + '&#99999999;' })).toBeDefined();
    expect(replyLines({})).toEqual([]);
    // Hostile HTML is read in linear time: 200 KB of unclosed or deeply nested tags in well under a second.
    const t0 = performance.now();
    for (const h of ['<blockquote>'.repeat(17_000), `${'<blockquote>'.repeat(8000)}${'</blockquote>'.repeat(8000)}ok`, '<script'.repeat(30_000), '<div '.repeat(40_000), '<'.repeat(200_000)]) replyLines({ html: h });
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});
