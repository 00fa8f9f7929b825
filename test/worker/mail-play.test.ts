/**
 * Play by mail: turn mails carry a reply address and the numbered choices; a whole match is
 * played by answering them alone (replies written as Gmail, Outlook, Apple Mail and Thunderbird
 * write them, in English, French and German, quoted-printable and base64, HTML only); each
 * number answered applies the very move the API lists under that number; the answers say what
 * was played and what comes next, in the player's language.
 */
import { describe, expect, it } from 'vitest';
import { raw, settle } from './helpers';
import { deliverAt, mailsTo } from './mail-helpers';
import { answer } from './mail-reply-helpers';
import { HOUR, mailTable, playByMail, total, withReplyTo } from './mail-play-driver';

describe('turn mails to answer', () => {
  it('a turn mail names a reply address unique to the seat and the match, lists the numbered choices, and is marked automatic', async () => {
    const t = await mailTable('white-castle-duel', ['en', 'fr']);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + HOUR);
    const m = (await raw('GET', `/api/matches/${t.id}`)).body;
    const mover = t.clients.find((c) => c.username === m.seats[m.awaiting[0]].username)!;
    const [mail] = withReplyTo(await mailsTo(t.email.get(mover.username)!));
    expect(mail).toBeTruthy();
    expect(mail!.headers['Reply-To']).toMatch(new RegExp(`^play\\+${t.id}-${m.awaiting[0]}-0-[0-9a-z]+-[0-9a-f]{20}@play\\.tenka\\.test$`));
    expect(mail!.headers['Reply-To']!.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(mail!.headers['Auto-Submitted']).toBe('auto-generated');
    const moves = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body as unknown[];
    expect(total(mail!)).toBe(moves.length);
    expect(mail!.text).toMatch(/^1\. .+/m);
    // The HTML part beside it: the same words (made from the text alone), links clickable, sized for a phone.
    expect(mail!.html).toContain('name="viewport"');
    expect(mail!.html).toContain(`<a href="`);
    const firstChoice = /^1\. .+$/m.exec(mail!.text)![0];
    expect(mail!.html).toContain(firstChoice.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    expect(mail!.html).not.toMatch(/<script|<img|url\(/i);
  });
});

describe('a whole match by mail alone', () => {
  it('White Castle Duel: every move an answered mail (each client, language and encoding), each number the API’s move of that number', async () => {
    const t = await mailTable('white-castle-duel', ['fr', 'de']);
    const { played } = await playByMail(t, 'white-castle-duel');
    const end = (await raw('GET', `/api/matches/${t.id}`)).body;
    expect(end.status).toBe('finished');
    expect(played).toBeGreaterThan(10);
    // Every answer is in the player's language and says what was played.
    const fr = (await mailsTo(t.email.get(t.clients[0]!.username)!)).filter((x) => /^Re/.test(x.subject));
    expect(fr.length).toBeGreaterThan(0);
    expect(fr.some((x) => x.text.includes('Compris et joué :'))).toBe(true);
    const de = (await mailsTo(t.email.get(t.clients[1]!.username)!)).filter((x) => /^Re/.test(x.subject));
    expect(de.some((x) => x.text.includes('Verstanden und gespielt:'))).toBe(true);
    expect(de.every((x) => x.headers['Auto-Submitted'] === 'auto-replied')).toBe(true);
  });
});

describe('NIHON by mail', () => {
  it('a whole turn of three clans sent as mails: each clan drafts a step by number, then ends its orders by number; the turn resolves', async () => {
    const t = await mailTable('nihon', ['en', 'fr', 'de']);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + HOUR);
    const m0 = (await raw('GET', `/api/matches/${t.id}`)).body;
    expect(m0.awaiting.length).toBe(3);
    for (const [i, c] of t.clients.entries()) {
      const address = t.email.get(c.username)!;
      const turn = withReplyTo(await mailsTo(address)).pop()!;
      expect(turn, `${c.username}'s turn mail`).toBeTruthy();
      // A step of the sheet (not the first two: "orders final" and an empty sheet), chosen by number.
      const n = total(turn);
      expect(n).toBeGreaterThan(2);
      const k = 3 + ((i * 7) % (n - 2));
      expect((await answer(turn, address, String(k), { client: (['gmail', 'apple', 'thunderbird'] as const)[i]!, lang: (['en', 'fr', 'de'] as const)[i] })).outcome).toBe('answered');
      const confirm = withReplyTo(await mailsTo(address)).pop()!;
      expect(confirm.text, 'the step was played').toMatch(/Understood and played:|Compris et joué :|Verstanden und gespielt:/);
    }
    // The other clans' steps left each clan's own choices as they were: the confirmations are still good to answer.
    for (const c of t.clients) {
      const address = t.email.get(c.username)!;
      const confirm = withReplyTo(await mailsTo(address)).pop()!;
      expect((await answer(confirm, address, '1')).outcome).toBe('answered');
      expect(withReplyTo(await mailsTo(address)).pop()!.text).not.toMatch(/earlier turn|tour précédent|früheren Zug/);
    }
    const log = (await t.clients[0]!.call('GET', `/api/matches/${t.id}/log`)).body as { events: { type: string }[] }[];
    expect(log.some((e) => e.events.some((ev) => ev.type === 'turn-resolved'))).toBe(true);
  });
});
