/**
 * The log in the player's language: bots play long six-clan matches and every event of every turn
 * is described in French and German. No line may carry an engine value (a kebab-case or snake_case
 * id such as "major-failure", "seto_east") or an English word of the log (an outcome, a side of a
 * battle, a ritual's English name): every part of the sentence is in the line's language. And the
 * create form's settings: every choice and every help in the three languages.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Lang } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { describeNihonEvent } from '../../../worker/games/nihon/describe';
import { OUTCOME, VALUE, WINNER } from '../../../worker/games/nihon/describe-words';
import { RITUALS } from '../../../worker/games/nihon/data/rituals';
import { nihon, randomSheet } from '../../../worker/games/nihon/index';
import { resolveTurn } from '../../../worker/games/nihon/resolve';
import { OPTION_SPECS } from '../../../worker/games/nihon/settings';

function events(seed: string, turns: number): GameEvent[] {
  const parsed = nihon.parseOptions({}, 6);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = nihon.setup({ players: 6, options: parsed.options, seed });
  const rnd = randomSource(`${seed}/bot`);
  const out: GameEvent[] = [];
  for (let t = 0; t < turns && s.phase === 'orders'; t++) {
    const sheets = s.clans.map((_, i) => (s.clans[i]!.status === 'abandoned' ? null : randomSheet(s, i, rnd)));
    const r = resolveTurn({ ...s, sheets });
    s = r.state;
    out.push(...r.events);
  }
  return out;
}

/** English words a French or German line must not contain (whole words, any case). */
function englishWords(i: 1 | 2): RegExp {
  const words = new Set<string>(['success', 'failure', 'attacker', 'defender', 'wins', 'wounded', 'killed', 'minor', 'army', 'the', 'of']);
  for (const t of [...Object.values(OUTCOME), ...Object.values(WINNER), ...Object.values(VALUE)]) if (t[0] !== t[i] && !t[i].includes(t[0])) words.add(t[0]);
  for (const r of RITUALS) if (r.name !== r.nameFr && i === 1) words.add(r.name);
  const esc = [...words].map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[^\\p{L}])(${esc.join('|')})($|[^\\p{L}])`, 'u');
}
const RAW_ID = /(^|[^\p{L}\d])[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+($|[^\p{L}\d])/u;

describe('NIHON log lines in French and German', () => {
  const all = [...events('describe-lang-seed-one-0123456789abcdef', 60), ...events('describe-lang-seed-two-fedcba9876543210', 60)];
  const names = ['Joroya', 'Nokamura', 'Ruchemon', 'Shisuke', 'Utachi', 'Yamana'];
  it('covers a long match', () => {
    expect(new Set(all.map((e) => e.type)).size).toBeGreaterThan(40);
  });
  for (const [lang, i] of [['fr', 1], ['de', 2]] as [Lang, 1 | 2][]) {
    it(`has no engine id and no English word in ${lang}`, () => {
      const english = englishWords(i);
      const bad: string[] = [];
      for (const e of all) {
        const line = describeNihonEvent(e, lang, names);
        if (RAW_ID.test(line) || english.test(line)) bad.push(`${e.type}: ${line}`);
      }
      expect([...new Set(bad)].slice(0, 20)).toEqual([]);
    });
  }
});

describe('NIHON settings in every language', () => {
  it('names every choice and explains every setting in English, French and German, with no engine value shown', () => {
    const bad: string[] = [];
    for (const o of OPTION_SPECS) {
      for (const lang of ['en', 'fr', 'de'] as Lang[]) {
        if (!o.label[lang]) bad.push(`${o.key}: no ${lang} label`);
        if (!o.help?.[lang]) bad.push(`${o.key}: no ${lang} help`);
        if (o.kind === 'choice') for (const c of o.choices) if (!/^\d+$/.test(c.value) && (c.label[lang] === c.value || RAW_ID.test(c.label[lang]))) bad.push(`${o.key}: choice ${c.value} unnamed in ${lang}`);
        // Help names the choices by their words, never by their values.
        if (o.kind === 'choice') for (const c of o.choices) if (/[-]/.test(c.value) && o.help?.[lang]?.includes(c.value)) bad.push(`${o.key}: help in ${lang} shows ${c.value}`);
      }
      if (o.help && (o.help.fr === o.help.en || o.help.de === o.help.en)) bad.push(`${o.key}: help not translated`);
    }
    expect(bad).toEqual([]);
    expect(OPTION_SPECS.length).toBe(49);
  });
});
