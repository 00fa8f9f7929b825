/**
 * The platform's own log events in words (worker/engine/platform-events.ts): a resignation and an
 * end outside the game, a deadline passing, the referee's acts. No game knows them, so before this
 * the log, the catch-up and the mails printed their bare type ("seat-resigned").
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type GameEvent } from '../../worker/engine/contract';
import { applyResign } from '../../worker/engine/ending';
import { PLATFORM_EVENT_TYPES } from '../../worker/engine/platform-events';
import { describePlatformEvent } from '../../worker/engine/platform-words/all';
import { PLATFORM_WORDS as EN } from '../../worker/engine/platform-words/en';
import { PLATFORM_WORDS as FR } from '../../worker/engine/platform-words/fr';
import { PLATFORM_WORDS as DE } from '../../worker/engine/platform-words/de';
import { GAMES } from '../../worker/games/registry';

const names = ['Aki', 'Bo', 'Chie'];
const samples: GameEvent[] = [
  { type: 'seat-resigned', seat: 1, rule: 'platform/resign' },
  { type: 'match-ended', how: 'resign', resigned: [1], rule: 'platform/end' },
  { type: 'match-ended', how: 'agreement', resigned: [], rule: 'platform/end' },
  { type: 'match-ended', how: 'draw', resigned: [], rule: 'platform/end' },
  { type: 'deadline-passed', seats: [0, 2], rule: 'platform/deadline' },
  { type: 'player-replaced', seat: 0, before: 'Aki', after: 'Dai', rule: 'platform/referee' },
  { type: 'paused', rule: 'platform/referee' },
  { type: 'resumed', rule: 'platform/referee' },
  { type: 'deadline-extended', until: 1, rule: 'platform/referee' },
  { type: 'options-changed', reason: 'x', rule: 'platform/referee' },
];

describe('the platform\'s events in words', () => {
  it('every platform event has a sentence in every language, never its bare type, with the seats named', () => {
    expect(new Set(samples.map((e) => e.type))).toEqual(new Set(PLATFORM_EVENT_TYPES));
    for (const lang of LANGS) {
      const lines = samples.map((e) => describePlatformEvent(e, lang, names));
      for (const [i, line] of lines.entries()) {
        expect(line, `${samples[i]!.type} in ${lang}`).toBeTypeOf('string');
        expect(line!.length).toBeGreaterThan(8);
        expect(line).not.toContain(samples[i]!.type);
        expect(line).not.toMatch(/undefined|\{|\}/);
      }
      expect(lines[0]).toContain('Bo');
      expect(lines[4]).toContain('Aki, Chie');
      expect(lines[5]).toContain('Dai');
      // The three ways a match ends outside its game read differently.
      expect(new Set(lines.slice(1, 4)).size).toBe(3);
    }
    expect(describePlatformEvent(samples[0]!, 'fr', names)).toBe('Bo abandonne.');
    expect(describePlatformEvent(samples[0]!, 'de', names)).toBe('Bo gibt auf.');
    // The three files say the same keys, each sentence its own.
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(DE).sort()).toEqual(Object.keys(EN).sort());
    for (const k of Object.keys(EN) as (keyof typeof EN)[]) {
      expect(new Set([EN[k], FR[k], DE[k]]).size, k).toBe(3);
    }
  });

  it('a resigned seat is named after the player who resigned it, not the bot that holds it now', () => {
    const bots = ['Aki', 'Bot 2', 'Chie'];
    const leavers = [{ seat: 1, username: 'Bo', how: 'resigned' }, { seat: 2, username: 'Eri', how: 'missed' }];
    expect(describePlatformEvent(samples[0]!, 'en', bots, leavers)).toBe('Bo resigns.');
    expect(describePlatformEvent(samples[0]!, 'en', bots)).toBe('Bot 2 resigns.');
    expect(describePlatformEvent({ type: 'match-ended', how: 'resign', resigned: [1, 0], rule: 'platform/end' }, 'de', bots, leavers)).toBe('Aufgabe von Bo, Aki: die Partie endet.');
    // Two players resigned the same seat one after the other: the seat's name, not a guess.
    const twice = [...leavers, { seat: 1, username: 'Dai', how: 'resigned' }];
    expect(describePlatformEvent(samples[0]!, 'fr', bots, twice)).toBe('Bot 2 abandonne.');
  });

  it('a game\'s own events (no platform rule) are left to the game; hostile events give no crash', () => {
    expect(describePlatformEvent({ type: 'seat-resigned', seat: 1 }, 'en', names)).toBeNull();
    expect(describePlatformEvent({ type: 'setup', rule: 'sengoku/setup' }, 'en', names)).toBeNull();
    expect(describePlatformEvent({ type: '__proto__', rule: 'platform/resign' }, 'en', names)).toBeNull();
    expect(describePlatformEvent({ type: 'toString', rule: 'platform/resign' }, 'en', names)).toBeNull();
    expect(describePlatformEvent({ type: 'seat-resigned', seat: 99, rule: 'platform/resign' }, 'en', names)).toBe('#100 resigns.');
    expect(describePlatformEvent({ type: 'seat-resigned', seat: { __proto__: 1 }, rule: 'platform/resign' }, 'en', names)).toBe('? resigns.');
    expect(describePlatformEvent({ type: 'deadline-passed', seats: 'x'.repeat(100_000), rule: 'platform/deadline' }, 'en', names)).toBe('The deadline passed for .');
    expect(describePlatformEvent({ type: 'match-ended', how: '__proto__', rule: 'platform/end' }, 'de', names)).toContain('Aufgabe');
    expect(describePlatformEvent(samples[0]!, 'en', names, [{ seat: 1, username: '__proto__', how: 'resigned' }])).toBe('__proto__ resigns.');
  });

  it('a resignation in each game is told in words by the log\'s describer (the platform first, then the game)', () => {
    for (const game of Object.values(GAMES)) {
      const state = game.setup({ players: 3 > game.maxPlayers ? 2 : 3, seed: 'platform-words', options: {} } as never);
      const { events } = applyResign(game, state, 1);
      for (const lang of LANGS) {
        for (const e of events) {
          const line = describePlatformEvent(e, lang, names) ?? game.describeEvent(e, lang, names);
          expect(line, `${game.id} ${e.type} in ${lang}`).not.toBe(e.type);
          expect(line).not.toContain('seat-resigned');
        }
      }
      expect(describePlatformEvent(events[0]!, 'en', names)).toBe('Bo resigns.');
    }
  });
});
