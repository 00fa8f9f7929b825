/**
 * An API error shown on a page other than the match page: the code's friendly words in the
 * reader's language, and the server's own sentence (a developer's English, sometimes naming a
 * field) folded away in a <details> under them, for the player who wants to report it.
 */
import type { Lang } from '../i18n/langs';
import { h } from './api';
import { errorText, ui } from './ui-text';

type ErrorBody = { error?: string; message?: string } | null | undefined;

/** The nodes of an error: its words (the code's, or `words` when the caller knows better), then the detail. */
export function errorNodes(lang: Lang, body: ErrorBody, words: string = errorText(lang, body)): Node[] {
  const message = typeof body?.message === 'string' ? body.message.slice(0, 500) : '';
  if (!message) return [document.createTextNode(words)];
  return [
    document.createTextNode(words),
    h('details', { class: 'error-detail' }, h('summary', {}, ui(lang, 'match.detailEnglish')), h('span', { lang: 'en' }, message)),
  ];
}

/** Fills `box` with the error's words and its detail. */
export function showError(box: HTMLElement, lang: Lang, body: ErrorBody, words?: string): void {
  box.replaceChildren(...errorNodes(lang, body, words));
}
