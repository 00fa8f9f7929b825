/**
 * A card or tile: a name, its text, an optional provenance note (for reconstructed components),
 * shown as a button when it can be chosen and as an article when it cannot. The whole card is the
 * touch target.
 */
import type { ComponentChildren } from 'preact';

export interface CardProps {
  title: string;
  children?: ComponentChildren;
  /** A note on where this component's data comes from, shown small under the text. */
  note?: string;
  onChoose?: () => void;
  selected?: boolean;
  disabled?: boolean;
  /** A short reason why it cannot be chosen now, read with the card's name. */
  disabledReason?: string;
  class?: string;
  id?: string;
  last?: boolean;
  [data: `data-${string}`]: string | undefined;
}

export function Card({ title, children, note, onChoose, selected, disabled, disabledReason, class: cls, id, last, ...data }: CardProps) {
  const classes = `kit-card ${cls ?? ''} ${selected ? 'selected' : ''} ${last ? 'kit-last' : ''}`;
  const body = (
    <>
      <strong class="kit-card-title">{title}</strong>
      {children ? <span class="kit-card-text">{children}</span> : null}
      {disabled && disabledReason ? <span class="kit-card-note">{disabledReason}</span> : null}
      {note ? <span class="kit-card-note">{note}</span> : null}
    </>
  );
  if (onChoose) {
    return <button type="button" class={classes} id={id} disabled={disabled} aria-pressed={selected ? 'true' : 'false'} onClick={onChoose} {...data}>{body}</button>;
  }
  return <article class={classes} id={id} aria-label={title} {...data}>{body}</article>;
}
