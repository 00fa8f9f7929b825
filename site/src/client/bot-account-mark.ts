/**
 * The small "bot" mark beside a bot account's name (docs/bots.md "Bot accounts"). The API sends
 * the mark only with a name it shows (a name the privacy choice hides carries none), so a page
 * adds it where it draws that name.
 */
import { h } from './api';
import { bt } from '../i18n/bot-account';
import type { Lang } from '../i18n/langs';

export function botAccountMark(lang: Lang): HTMLElement {
  return h('span', { class: 'bot-account', title: bt(lang, 'botAccount.title') }, bt(lang, 'botAccount.mark'));
}
