/**
 * Playing a whole match by answering mails alone (test/worker/mail-play*.test.ts): each awaited
 * player answers the newest mail that has a reply address with a random number of its list,
 * written by a rotating mail client, language and encoding; each number applied must be the move
 * the API lists under that number.
 */
import { expect } from 'vitest';
import type { Lang, Move } from '../../worker/engine/contract';
import { getGame } from '../../worker/games/registry';
import { choicesFingerprint, PAGE_SIZE } from '../../worker/match/mail-reply';
import { raw, register, settle, type Client } from './helpers';
import { deliverAt, mailsTo, verifiedEmail, type CapturedMail } from './mail-helpers';
import { answer, type MailClient } from './mail-reply-helpers';

export const HOUR = 3600_000;

export interface MailTable { id: string; clients: Client[]; email: Map<string, string> }

export async function mailTable(game: string, langs: Lang[], options?: Record<string, unknown>): Promise<MailTable> {
  const clients: Client[] = [];
  const email = new Map<string, string>();
  for (const lang of langs) {
    const c = await register(`pm${lang}`);
    clients.push(c);
    email.set(c.username, await verifiedEmail(c, undefined, lang));
    const put = await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: true, deadline: false, phase: false, message: false, ended: false } } });
    expect(put.status, put.text).toBe(200);
  }
  const id = (await clients[0]!.call('POST', '/api/matches', { game, players: langs.length, ...(options ? { options } : {}) })).body.id;
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, clients, email };
}

export const withReplyTo = (mails: CapturedMail[]) => mails.filter((m) => m.headers['Reply-To']);
export const total = (m: CapturedMail) => Number(/\(\d+[–-]\d+ (?:of|sur|von) (\d+)\)/.exec(m.text)?.[1] ?? 0);

/**
 * Play the table's match by mail, to its end or for `maxMails` answers; returns how many moves were
 * played, how many answers were stale, and how many numbers answered were beyond the mail's first page.
 */
export async function playByMail(t: MailTable, game: string, maxMails = 600, seed = 12345): Promise<{ played: number; stale: number; beyondFirstPage: number }> {
  const clients: MailClient[] = ['gmail', 'outlook', 'apple', 'thunderbird'];
  let clock = Date.now();
  let played = 0;
  let stale = 0;
  let beyondFirstPage = 0;
  let rnd = seed;
  const random = () => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd / 2147483648; };
  for (let guard = 0; guard < maxMails; guard++) {
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
    if (tagTurn !== choicesFingerprint(getGame(game)!, listed as Move[])) { expect(after.version).toBe(before); stale++; expect(stale, 'stale answers').toBeLessThan(Math.max(40, played)); continue; }
    expect(after.version, `answer ${k} by ${client}`).toBeGreaterThan(before);
    // The number answered is the API's move of that number.
    const log = (await mover.call('GET', `/api/matches/${t.id}/log`)).body as { seat: number; by: string; move?: unknown }[];
    expect(log.filter((e) => e.seat === seat && e.by === 'player').pop()?.move).toEqual(listed[k - 1]);
    played++;
    if (k > PAGE_SIZE) beyondFirstPage++;
  }
  return { played, stale, beyondFirstPage };
}
