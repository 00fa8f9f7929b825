/**
 * One clickable thing that plays (or narrows to) legal moves: a plain button, or the kit's confirm
 * button when the move cannot be taken back. Every one carries `wcd-act`, the move type and where
 * it sits, so the browser test can find the board's choices the way a player sees them.
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../engine/contract';
import { ConfirmButton } from '../../../../site/src/board-kit';

export interface ActProps {
  lang: Lang;
  move: string;
  where: 'prompt' | 'choices' | 'table' | 'domain';
  /** Opens a narrower choice instead of playing. */
  narrow?: boolean;
  /** A sentence when the move is irreversible (a confirm dialog asks first). */
  confirm?: string | null;
  busy?: boolean;
  onAct: () => void;
  class?: string;
  title?: string;
  children: ComponentChildren;
}

export function Act({ lang, move, where, narrow, confirm, busy, onAct, class: cls, title, children }: ActProps) {
  const classes = `wcd-act secondary ${cls ?? ''}`;
  const data = { 'data-move': move, 'data-where': where, 'data-narrow': narrow ? '1' : undefined };
  if (confirm) {
    return <ConfirmButton lang={lang} question={confirm} class={classes} disabled={busy} title={title} onConfirm={onAct} {...data}>{children}</ConfirmButton>;
  }
  return <button type="button" class={classes} disabled={busy} title={title} onClick={onAct} {...data}>{children}</button>;
}
