/**
 * A refusal by mail reads in the player's language (issue 31): a clan's order the game refuses is
 * answered with the site's words for the refusal, the game's own words for the reason (NIHON's
 * refusal-words.ts) and the rule's title in the player's language (the rules pages' own titles),
 * the engine's English sentence only after them, marked as English.
 */
import { describe, expect, it } from 'vitest';
import { raw, settle } from './helpers';
import { deliverAt, mailsTo } from './mail-helpers';
import { answer } from './mail-reply-helpers';
import { HOUR, mailTable, withReplyTo } from './mail-play-driver';

const EXPECT = {
  en: { words: 'Illegal move: not a province of your clan', rule: 'rule', detail: 'the game says: “', quote: ['“', '”'] },
  fr: { words: 'Coup illégal : pas une province de votre clan', rule: 'règle', detail: 'en anglais, le jeu dit : « ', quote: ['« ', ' »'] },
  de: { words: 'Unzulässiger Zug: keine Provinz deines Clans', rule: 'Regel', detail: 'auf Englisch sagt das Spiel: „', quote: ['„', '“'] },
} as const;

describe('refusals by mail in the player’s language', () => {
  it('an order the game refuses is told in English, French and German words, with the rule’s title in that language', async () => {
    const t = await mailTable('nihon', ['en', 'fr', 'de']);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + HOUR);
    for (const [i, lang] of (['en', 'fr', 'de'] as const).entries()) {
      const c = t.clients[i]!;
      const address = t.email.get(c.username)!;
      const turn = withReplyTo(await mailsTo(address)).pop()!;
      // Yamato starts as a minor clan's: no clan may give it an order.
      const order = lang === 'fr' ? 'PROVINCE yamato ORDRE impots' : 'PROVINCE yamato ORDER taxes';
      const before = (await raw('GET', `/api/matches/${t.id}`)).body.version;
      expect((await answer(turn, address, order, { client: 'apple', lang })).outcome).toBe('answered');
      expect((await raw('GET', `/api/matches/${t.id}`)).body.version, 'nothing played').toBe(before);
      const text = withReplyTo(await mailsTo(address)).pop()!.text;
      const line = text.split('\n').find((l) => /^(Refused|Refusé|Abgelehnt)/.test(l));
      expect(line, text).toBeTruthy();
      const e = EXPECT[lang];
      // The words first, in the player's language; the engine's English after them, as a detail.
      expect(line).toContain(`— ${e.words} (${e.rule} ${e.quote[0]}`);
      expect(line).toContain(e.detail);
      expect(line!.indexOf(e.words)).toBeLessThan(line!.indexOf('yamato is not a province of your clan'));
      // The rule named by its title in the player's language, as on the rules pages.
      const rule = /(nihon\/[a-z0-9/-]+)\)/.exec(line!)?.[1];
      expect(rule, line).toBeTruthy();
      const titles = (await raw('GET', `${lang === 'en' ? '' : `/${lang}`}/rules/titles.json`)).body as Record<string, string>;
      expect(titles[rule!], `a title for ${rule}`).toBeTruthy();
      expect(line).toContain(`${e.quote[0]}${titles[rule!]}${e.quote[1]}, ${rule})`);
    }
  });
});
