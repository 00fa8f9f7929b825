/**
 * The platform's log events in English (worker/engine/platform-events.ts); fr.ts and de.ts say the
 * same. {name}: a seat's player; {names}: several; {before}/{after}: the referee's replacement.
 */
export const PLATFORM_WORDS = {
  'platform.seat-resigned': '{name} resigns.',
  'platform.match-ended.resign': 'Resignation of {names}: the match ends.',
  'platform.match-ended.agreement': 'The match ends by agreement, with the standings of this moment.',
  'platform.match-ended.draw': 'The match ends in a draw, by agreement.',
  'platform.deadline-passed': 'The deadline passed for {names}.',
  'platform.player-replaced': 'The referee gives {before}’s seat to {after}.',
  'platform.paused': 'The referee pauses the match.',
  'platform.resumed': 'The referee resumes the match.',
  'platform.deadline-extended': 'The referee extends the deadline.',
  'platform.options-changed': 'The referee changes the match’s options.',
};

export type PlatformKey = keyof typeof PLATFORM_WORDS;
