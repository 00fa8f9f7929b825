/**
 * The legal moves as a list of buttons, each labelled by the game's own words for it. A board
 * narrows the list (by clicking the map, a card...) and passes what is left; moves that cannot be
 * taken back go through the confirm dialog.
 */
import type { Lang, Move } from '../../../worker/engine/contract';
import { ConfirmButton } from './Confirm';
import { kitWord } from './words';

export interface MovePickerProps {
  moves: Move[];
  describe: (move: Move) => string;
  play: (move: Move) => void | Promise<void>;
  lang: Lang;
  busy?: boolean;
  /** A sentence when the move is irreversible and must be confirmed; null otherwise. */
  confirmFor?: (move: Move) => string | null;
  /** The list's heading (default "Your choices"). */
  title?: string;
  id?: string;
}

export function MovePicker({ moves, describe, play, lang, busy, confirmFor, title, id }: MovePickerProps) {
  if (!moves.length) return null;
  return (
    <section class="kit-moves" id={id ?? 'move-picker'} aria-label={title ?? kitWord(lang, 'choices')}>
      <h3 class="kit-moves-title">{title ?? kitWord(lang, 'choices')}</h3>
      <ul>
        {moves.map((move, i) => {
          const label = describe(move);
          const question = confirmFor?.(move) ?? null;
          return (
            <li key={`${i}:${label}`}>
              {question
                ? <ConfirmButton lang={lang} question={question} class="secondary kit-move option" data-move-index={String(i)} data-move-type={String(move.type)} disabled={busy} onConfirm={() => play(move)}>{label}</ConfirmButton>
                : <button type="button" class="secondary kit-move option" data-move-index={String(i)} data-move-type={String(move.type)} disabled={busy} onClick={() => play(move)}>{label}</button>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
