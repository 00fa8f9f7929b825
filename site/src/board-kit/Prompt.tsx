/**
 * What the seat must do now, in one sentence, at the top of the board (above the fold on a
 * phone). Announced politely to screen readers when it changes. Nothing once the match `ended`
 * outside its game (BoardProps.ended): the game's state still names a seat to move, nobody does.
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../worker/engine/contract';
import { kitWord } from './words';
import { colon } from '../../../worker/engine/colon';

export function Prompt({ lang, mine, text, waitingFor, ended, children }: { lang: Lang; mine: boolean; text: string; waitingFor?: string[]; ended?: boolean; children?: ComponentChildren }) {
  if (ended) return null;
  return (
    <div class={`kit-prompt ${mine ? 'mine' : ''}`} id="board-prompt" role="status" aria-live="polite" data-mine={mine ? 'yes' : 'no'}>
      <strong>{mine ? `${kitWord(lang, 'yourTurn')}${colon(lang)}` : waitingFor?.length ? `${kitWord(lang, 'waiting')} ${waitingFor.join(', ')}${colon(lang)}` : ''}</strong>
      <span>{text}</span>
      {children}
    </div>
  );
}
