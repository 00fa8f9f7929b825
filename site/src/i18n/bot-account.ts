/**
 * The mark beside the name of a bot account (docs/bots.md "Bot accounts") on the lobby, the
 * leaderboard and the profile. The match page carries the same words in its own dictionary
 * (match-words/*.ts `match.botAccount`), as it downloads only its language.
 */
import type { Lang } from './langs';

export const BOT_ACCOUNT_STRINGS = {
  'botAccount.mark': { en: 'bot', fr: 'bot', de: 'Bot' },
  'botAccount.title': {
    en: 'A bot account: a program plays under this name',
    fr: 'Compte de bot : un programme joue sous ce nom',
    de: 'Bot-Konto: Unter diesem Namen spielt ein Programm',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type BotAccountKey = keyof typeof BOT_ACCOUNT_STRINGS;
export const bt = (lang: Lang, key: BotAccountKey): string => BOT_ACCOUNT_STRINGS[key][lang];
