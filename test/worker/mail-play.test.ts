/**
 * Play by mail: turn mails carry a reply address and the numbered choices; a whole match is
 * played by answering them alone (replies written as Gmail, Outlook, Apple Mail and Thunderbird
 * write them, in English, French and German, quoted-printable and base64, HTML only); each
 * number answered applies the very move the API lists under that number; the answers say what
 * was played and what comes next, in the player's language.
 */
import { describe, expect, it } from 'vitest';
import { raw, register, settle, type Client } from './helpers';
import { deliverAt, mailsTo, verifiedEmail, type CapturedMail } from './mail-helpers';
import { answer, type MailClient } from './mail-reply-helpers';
import type { Move } from '../../worker/engine/contract';
import { getGame } from '../../worker/games/registry';
import { choicesFingerprint } from '../../worker/match/mail-reply';

const HOUR = 3600_000;

interface MailTable { id: string; clients: Client[]; email: Map<string, string> }

async function mailTable(game: string, langs: ('en' | 'fr' | 'de')[]): Promise<MailTable> {
  const clients: Client[] = [];
  const email = new Map<string, string>();
  for (const lang of langs) {
    const c = await register(`pm${lang}`);
    clients.push(c);
    email.set(c.username, await verifiedEmail(c, undefined, lang));
    const put = await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: true, deadline: false, phase: false, message: false, ended: false } } });
    expect(put.status, put.text).toBe(200);
  }
  const id = (await clients[0]!.call('POST', '/api/matches', { game, players: langs.length })).body.id;
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, clients, email };
}

const withReplyTo = (mails: CapturedMail[]) => mails.filter((m) => m.headers['Reply-To']);
const total = (m: CapturedMail) => Number(/\(\d+[–-]\d+ (?:of|sur|von) (\d+)\)/.exec(m.text)?.[1] ?? 0);

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
    const clients: MailClient[] = ['gmail', 'outlook', 'apple', 'thunderbird'];
    let clock = Date.now();
    let played = 0;
    let stale = 0;
    let rnd = 12345;
    const random = () => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd / 2147483648; };
    for (let guard = 0; guard < 600; guard++) {
      const m = (await raw('GET', `/api/matches/${t.id}`)).body;
      if (m.status === 'finished') break;
      const seat = m.awaiting[0] as number;
      const mover = t.clients.find((c) => c.username === m.seats[seat].username)!;
      const address = t.email.get(mover.username)!;
      clock += 2 * HOUR;
      await settle(t.id);
      await deliverAt(t.id, clock);
      const mails = withReplyTo(await mailsTo(address));
      const mail = mails[mails.length - 1]!;
      expect(mail, 'a mail to answer').toBeTruthy();
      const listed = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body as unknown[];
      const n = total(mail);
      const k = 1 + Math.floor(random() * Math.max(1, n));
      const before = m.version;
      const client = clients[played % clients.length]!;
      const got = await answer(mail, address, String(k), { client, lang: played % 3 === 0 ? 'en' : played % 3 === 1 ? 'fr' : 'de', htmlOnly: played % 5 === 4, encoding: played % 2 ? 'base64' : 'qp', ...(played % 4 === 3 ? { signature: 'Jean-Émile Müller\nTél. 01 23 45 67 89' } : {}) });
      expect(got.outcome).toBe('answered');
      const after = (await raw('GET', `/api/matches/${t.id}`)).body;
      // A mail written for the choices in play is applied; one for other choices is refused with the turn as it stands.
      const tagTurn = Number.parseInt(mail.headers['Reply-To']!.split('@')[0]!.split('-')[3]!, 36);
      if (tagTurn !== choicesFingerprint(getGame('white-castle-duel')!, listed as Move[])) { expect(after.version).toBe(before); stale++; expect(stale, 'stale answers').toBeLessThan(40); continue; }
      expect(after.version, `answer ${k} by ${client}`).toBeGreaterThan(before);
      // The number answered is the API's move of that number.
      const log = (await mover.call('GET', `/api/matches/${t.id}/log`)).body as { seat: number; by: string; move?: unknown }[];
      expect(log.filter((e) => e.seat === seat && e.by === 'player').pop()?.move).toEqual(listed[k - 1]);
      played++;
    }
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
