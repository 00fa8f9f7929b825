/**
 * What the seat must do now, in one sentence, at the top of the board (above the fold on a
 * phone). Announced politely to screen readers when it changes.
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../worker/engine/contract';
import { kitWord } from './words';
import { colon } from '../../../worker/engine/colon';

export function Prompt({ lang, mine, text, waitingFor, children }: { lang: Lang; mine: boolean; text: string; waitingFor?: string[]; children?: ComponentChildren }) {
  return (
    <div class={`kit-prompt ${mine ? 'mine' : ''}`} id="board-prompt" role="status" aria-live="polite" data-mine={mine ? 'yes' : 'no'}>
      <strong>{mine ? `${kitWord(lang, 'yourTurn')}${colon(lang)}` : waitingFor?.length ? `${kitWord(lang, 'waiting')} ${waitingFor.join(', ')}${colon(lang)}` : ''}</strong>
      <span>{text}</span>
      {children}
    </div>
  );
}
