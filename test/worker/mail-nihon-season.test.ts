/**
 * A NIHON year by mail (issue 31): six clans play a whole match of four seasons (turnLimit 4, so the
 * fourth turn's resolution ends it) only by answering their mails: each season every clan mails a
 * random legal sheet written in the order language (French keywords for the French clans), as the
 * common clients write a reply (plain text and HTML, quoted history above and below, signatures,
 * non-ASCII), then the number of "Mark the orders final". Before each mail the test reads the match's
 * state and plays the same steps through the engine itself, as the API would: after the mail the
 * match's state must be exactly that one (every draft step, every resolution).
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../worker/engine/contract';
import { randomSource } from '../../worker/engine/rng';
import { setUnit } from '../../worker/games/nihon/draft';
import { nihon } from '../../worker/games/nihon/index';
import { parseOrders, writeOrders } from '../../worker/games/nihon/order-language';
import type { NihonMove, NihonState, OrderSheet } from '../../worker/games/nihon/types';
import type { MatchRoom } from '../../worker/match/room';
import { raw, settle } from './helpers';
import { deliverAt, mailsTo, stubOf, type CapturedMail } from './mail-helpers';
import { answer, type MailClient } from './mail-reply-helpers';
import { HOUR, mailTable, withReplyTo, type MailTable } from './mail-play-driver';

const LANGS = ['en', 'fr', 'de', 'fr', 'de', 'en'] as const;
const SEASONS = 4;
const CLIENTS: MailClient[] = ['gmail', 'outlook', 'apple', 'thunderbird'];
const COMMENTS = ['# Ordres de la saison — été, ça ira', '# Befehle für den Frühling: Größe zählt', '# orders — spring'];

const stateOf = (id: string) => runInDurableObject(stubOf(id), (o: MatchRoom) => structuredClone((o as unknown as { core: { live: { state: NihonState } } }).core.live.state));

/** What the engine makes of `steps` played one after another from `s`, stopping at the first refused, as a mail does. */
function played(s: NihonState, seat: number, steps: NihonMove[]): { state: NihonState; applied: number } {
  let state = s;
  let applied = 0;
  for (const step of steps) {
    const r = nihon.applyMove(state, seat, step);
    if (!r.ok) break;
    state = r.state;
    applied++;
  }
  return { state, applied };
}

/** A random legal draft of a few rows, picked among the offered steps one after another (as a player on the site would). */
function randomRows(s: NihonState, seat: number, rnd: () => number): OrderSheet {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const last = new Map<string, unknown>();
  let t = s;
  for (let i = 0, n = 3 + Math.floor(rnd() * 8); i < n; i++) {
    const orders = nihon.legalMoves(t, seat).filter((m): m is Extract<NihonMove, { type: 'order' }> => m.type === 'order');
    const byKind = new Map<string, typeof orders>();
    for (const m of orders) { const k = m.unit.split(':')[0]!; byKind.set(k, [...(byKind.get(k) ?? []), m]); }
    if (!byKind.size) break;
    const step = pick(byKind.get(pick([...byKind.keys()]))!);
    const r = nihon.applyMove(t, seat, step);
    if (!r.ok) continue;
    t = r.state;
    last.set(step.unit, step.order);
  }
  let sheet: OrderSheet = {};
  for (const [unit, order] of last) { const r = setUnit(sheet, unit, order); if (typeof r !== 'string') sheet = r; }
  return sheet;
}

/** The newest mail of the clan that can be answered. */
async function newest(t: MailTable, seat: number): Promise<{ mail: CapturedMail; address: string }> {
  const address = t.email.get(t.clients[seat]!.username)!;
  const mail = withReplyTo(await mailsTo(address)).pop();
  expect(mail, `a mail to answer for clan ${seat}`).toBeTruthy();
  return { mail: mail!, address };
}

describe('a NIHON year by mail', () => {
  it('six clans play four seasons to the end of the match by order mails alone; each mail moves the match exactly as the engine (the API’s path) does', async () => {
    const t = await mailTable('nihon', [...LANGS], { turnLimit: SEASONS });
    const seat = (i: number) => (raw('GET', `/api/matches/${t.id}`)).then((r) => r.body.seats.findIndex((x: { username: string }) => x.username === t.clients[i]!.username) as number);
    const seats = await Promise.all(t.clients.map((_, i) => seat(i)));
    const rnd = randomSource(`nihon-year-${t.id}`);
    let clock = Date.now();
    let mails = 0;
    let rows = 0;
    let refusedSteps = 0;
    for (let season = 1; season <= SEASONS; season++) {
      clock += 2 * HOUR;
      await settle(t.id);
      await deliverAt(t.id, clock);
      expect((await raw('GET', `/api/matches/${t.id}`)).body.awaiting.length, `season ${season}: every clan is awaited`).toBe(6);
      // Each clan mails its sheet.
      for (const [i, lang] of LANGS.entries()) {
        const s = seats[i]!;
        const { mail, address } = await newest(t, i);
        const before = await stateOf(t.id);
        const sheet = randomRows(before, s, rnd);
        const keywords = lang === 'fr' ? 'fr' : 'en';
        const text = `${COMMENTS[mails % COMMENTS.length]}\n${writeOrders(sheet, keywords)}`;
        const parsed = parseOrders(text, keywords);
        if ('errors' in parsed) throw new Error(`unreadable sheet: ${JSON.stringify(parsed.errors)}\n${text}`);
        const expected = played(before, s, parsed.moves);
        const client = CLIENTS[mails % CLIENTS.length]!;
        const got = await answer(mail, address, text, {
          client, lang, htmlOnly: mails % 5 === 2, encoding: mails % 2 ? 'base64' : 'qp',
          ...(mails % 3 === 1 ? { signature: 'Jean-Émile Müller — 東京\nTél. 01 23 45 67 89' } : {}),
        });
        mails++;
        expect(got.outcome, `season ${season}, clan ${i} (${client})`).toBe('answered');
        const after = await stateOf(t.id);
        expect(jsonEqual(after, expected.state), `season ${season}, clan ${i} (${client}): the mail played what the engine plays\n${text}`).toBe(true);
        rows += parsed.moves.length;
        refusedSteps += parsed.moves.length - expected.applied;
        const confirm = (await newest(t, i)).mail;
        if (expected.applied) expect(confirm.text).toMatch(/Understood and played:|Compris et joué :|Verstanden und gespielt:/);
        // The confirmation writes the clan's sheet back in its keywords.
        for (const line of writeOrders(after.sheets[s] ?? {}, keywords).split('\n').filter(Boolean)) expect(confirm.text).toContain(line);
      }
      // Each clan marks its orders final by number; the last one resolves the season.
      for (const [i] of LANGS.entries()) {
        const s = seats[i]!;
        const { mail, address } = await newest(t, i);
        const listed = (await t.clients[i]!.call('GET', `/api/matches/${t.id}/moves`)).body as NihonMove[];
        expect(listed[0]).toEqual({ type: 'mark-final' });
        const before = await stateOf(t.id);
        const expected = played(before, s, [listed[0]!]);
        expect((await answer(mail, address, '1', { client: CLIENTS[(mails + 2) % CLIENTS.length]!, lang: LANGS[i] })).outcome).toBe('answered');
        mails++;
        expect(jsonEqual(await stateOf(t.id), expected.state), `season ${season}, clan ${i}: marked final`).toBe(true);
      }
      const now = await stateOf(t.id);
      if (season < SEASONS) expect(now.turn, `season ${season} resolved`).toBe(season + 1);
    }
    const end = (await raw('GET', `/api/matches/${t.id}`)).body;
    expect(end.status).toBe('finished');
    const log = (await t.clients[0]!.call('GET', `/api/matches/${t.id}/log`)).body as { by: string; events: { type: string }[] }[];
    expect(log.filter((e) => e.events.some((ev) => ev.type === 'turn-resolved')).length).toBe(SEASONS);
    // Every step of the match was a clan's own, sent by mail.
    expect(log.filter((e) => e.by !== 'player').map((e) => e.by)).toEqual([]);
    console.log(`nihon year by mail: ${mails} mails, ${rows} order rows, ${refusedSteps} refused by the engine`);
    expect(rows).toBeGreaterThan(6 * SEASONS * 2);
    expect(refusedSteps).toBeLessThan(rows / 5);
  }, 600_000);
});
