/**
 * Fuzz (issue 31): random legal choices of Sengoku and Rising Sun answered by number, each mail
 * written by another client in another language and encoding, apply the very move the API lists
 * under that number (the driver compares the logged move with GET /moves' entry), numbers beyond
 * the mail's first page included. The quick layer's share; whole matches are in
 * mail-play-long.test.ts (full layer) and mail-play.test.ts (the White Castle Duel).
 */
import { describe, expect, it } from 'vitest';
import type { Move } from '../../worker/engine/contract';
import { getGame } from '../../worker/games/registry';
import { PAGE_SIZE } from '../../worker/match/mail-reply';
import { raw, settle } from './helpers';
import { deliverAt, mailsTo } from './mail-helpers';
import { answer } from './mail-reply-helpers';
import { HOUR, mailTable, playByMail, withReplyTo } from './mail-play-driver';

describe('numbers answered by mail are the API’s moves', () => {
  for (const [game, langs, seed] of [['sengoku', ['de', 'en', 'fr'], 7], ['rising-sun', ['fr', 'de', 'en'], 11]] as const) {
    it(`${game}: 30 random numbered answers`, async () => {
      const t = await mailTable(game, [...langs]);
      const { played, stale, beyondFirstPage } = await playByMail(t, game, 30, seed);
      console.log(`${game} by number: ${played} played, ${stale} stale, ${beyondFirstPage} beyond the first page`);
      expect(played).toBeGreaterThanOrEqual(20);
    }, 300_000);
  }
});

describe('numbers beyond the first page', () => {
  it('NIHON: each clan asks for the second page (MORE 2, PLUS 2, MEHR 2), answers one of its numbers, then random numbers of any page; each is the API’s move of that number', async () => {
    const t = await mailTable('nihon', ['en', 'fr', 'de']);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + HOUR);
    let rnd = 99;
    const random = () => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd / 2147483648; };
    let checked = 0;
    for (const [i, lang] of (['en', 'fr', 'de'] as const).entries()) {
      const c = t.clients[i]!;
      const address = t.email.get(c.username)!;
      const seat = (await raw('GET', `/api/matches/${t.id}`)).body.seats.findIndex((s: { username: string }) => s.username === c.username);
      const more = { en: 'MORE 2', fr: 'PLUS 2', de: 'MEHR 2' }[lang];
      expect((await answer(withReplyTo(await mailsTo(address)).pop()!, address, more, { client: 'thunderbird', lang })).outcome).toBe('answered');
      const page2 = withReplyTo(await mailsTo(address)).pop()!;
      const listed = (await c.call('GET', `/api/matches/${t.id}/moves`)).body as Move[];
      expect(listed.length).toBeGreaterThan(PAGE_SIZE);
      expect(page2.text).toMatch(/\(31–\d+ (of|sur|von) \d+\)/);
      expect(page2.text).toContain(`\n31. ${getGame('nihon')!.describeMove(listed[30]!, lang)}`);
      expect(page2.text).not.toMatch(/^30\. /m);
      for (let round = 0; round < 6; round++) {
        const mail = withReplyTo(await mailsTo(address)).pop()!;
        const moves = (await c.call('GET', `/api/matches/${t.id}/moves`)).body as Move[];
        // The first answer picks from the second page it asked for; then any number, the order steps only (choice 1 ends the clan's orders).
        const k = round === 0 ? PAGE_SIZE + 1 + Math.floor(random() * Math.min(PAGE_SIZE, moves.length - PAGE_SIZE)) : 3 + Math.floor(random() * (moves.length - 2));
        const before = (await raw('GET', `/api/matches/${t.id}`)).body.version;
        expect((await answer(mail, address, `${k}.`, { client: (['gmail', 'outlook', 'apple'] as const)[round % 3], lang, htmlOnly: round === 2 })).outcome).toBe('answered');
        expect((await raw('GET', `/api/matches/${t.id}`)).body.version, `clan ${i}, answer ${k}`).toBe(before + 1);
        const log = (await c.call('GET', `/api/matches/${t.id}/log`)).body as { seat: number; by: string; move?: unknown }[];
        expect(log.filter((e) => e.seat === seat && e.by === 'player').pop()?.move, `clan ${i}, answer ${k}`).toEqual(moves[k - 1]);
        checked++;
      }
    }
    expect(checked).toBe(18);
  }, 120_000);
});
