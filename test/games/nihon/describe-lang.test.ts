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
import { WORDS as EN } from '../../../worker/games/nihon/words/en';
import { WORDS as FR } from '../../../worker/games/nihon/words/fr';
import { WORDS as DE } from '../../../worker/games/nihon/words/de';
import { RITUALS } from '../../../worker/games/nihon/data/rituals';
import { SEAS } from '../../../worker/games/nihon/data/map';
import { nihon, randomSheet } from '../../../worker/games/nihon/index';
import { resolveTurn } from '../../../worker/games/nihon/resolve';
import { OPTION_SPECS } from '../../../worker/games/nihon/settings';
import { fuzzSteps } from './step-fuzz-lib';

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

/** One table of the game's words as [en, fr, de] per engine value. */
const tuples = (table: 'outcome' | 'winner' | 'value'): [string, string, string][] => Object.keys(EN[table]).map((k) => [EN[table][k as never], FR[table][k as never], DE[table][k as never]]);

/** English words a French or German line must not contain (whole words, any case). */
function englishWords(i: 1 | 2): RegExp {
  const words = new Set<string>(['success', 'failure', 'attacker', 'defender', 'wins', 'wounded', 'killed', 'minor', 'army', 'the', 'of']);
  for (const t of [...tuples('outcome'), ...tuples('winner'), ...tuples('value')]) if (t[0] !== t[i] && !t[i].includes(t[0])) words.add(t[0]);
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

describe('NIHON words in three files', () => {
  it('says every word of every table in French and German, with the same keys as English', () => {
    const bad: string[] = [];
    for (const [lang, words] of [['fr', FR], ['de', DE]] as const) {
      for (const [table, en] of Object.entries(EN) as [keyof typeof EN, Record<string, string>][]) {
        const other = words[table] as Record<string, string>;
        if (table === 'sea') continue; // German only: English and French sea names are the data's
        for (const k of Object.keys(en)) if (typeof other[k] !== 'string' || !other[k]!.trim()) bad.push(`${lang} ${table}.${k} missing`);
        for (const k of Object.keys(other)) if (!(k in en)) bad.push(`${lang} ${table}.${k} not in English`);
        // A sentence keeps every value it shows: a placeholder lost in translation is a blank in the log.
        for (const k of Object.keys(en)) {
          const holes = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(",");
          if (typeof other[k] === 'string' && holes(en[k]!) !== holes(other[k]!)) bad.push(`${lang} ${table}.${k}: {…} differ`);
        }
      }
    }
    // German names every sea and ritual (English and French come from the data).
    for (const s of SEAS) if (!DE.sea[s.id]) bad.push(`de sea ${s.id} missing`);
    for (const r of RITUALS) if (!DE.ritual[r.id as keyof typeof DE.ritual]) bad.push(`de ritual ${r.id} missing`);
    // The English and French ritual names are the data's (the browser reads them from the words).
    for (const r of RITUALS) if (EN.ritual[r.id as keyof typeof EN.ritual] !== r.name || FR.ritual[r.id as keyof typeof FR.ritual] !== r.nameFr) bad.push(`ritual ${r.id}: not the data's name`);
    expect(Object.keys(EN.ritual).length).toBe(RITUALS.length);
    expect(bad).toEqual([]);
  });
});

describe('NIHON stale rows in every language', () => {
  it('names why a row turned stale in French and German (drafts made stale by abandonments, settings, the game moving on)', () => {
    const codes = new Set<string>();
    fuzzSteps('stale-words', { players: 4, steps: 100, sample: 5, staleCodes: codes });
    console.log(`stale codes seen: ${[...codes].sort().join(', ')}`);
    expect(codes.size).toBeGreaterThan(0);
    const missing = [...codes].filter((c) => !Object.hasOwn(EN.staleWhy, c) || !Object.hasOwn(FR.staleWhy, c) || !Object.hasOwn(DE.staleWhy, c));
    expect(missing).toEqual([]);
  });
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
