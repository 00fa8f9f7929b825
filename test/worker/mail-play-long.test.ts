/**
 * Whole matches of Sengoku and Rising Sun played by answering mails alone (the full layer: they
 * are long). Each number answered is the API's move of that number (test/worker/mail-play-driver.ts).
 */
import { describe, expect, it } from 'vitest';
import { raw } from './helpers';
import { mailTable, playByMail } from './mail-play-driver';

describe('whole matches by mail alone', () => {
  for (const [game, langs] of [['sengoku', ['en', 'fr']], ['rising-sun', ['de', 'en', 'fr']]] as const) {
    it(`${game}: every move an answered mail, to the end`, async () => {
      const t = await mailTable(game, [...langs]);
      const { played } = await playByMail(t, game, 3000);
      expect((await raw('GET', `/api/matches/${t.id}`)).body.status).toBe('finished');
      expect(played).toBeGreaterThan(10);
    }, 900_000);
  }
});
