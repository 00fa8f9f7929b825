/**
 * Irreversible actions ask first: a button that opens a modal <dialog> (focus moves into it,
 * Escape cancels) and acts only on "Confirm". Boards use it for cards that cannot be taken back,
 * the page uses it for "mark final" and every referee action.
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Lang } from '../../../worker/engine/contract';
import { kitWord } from './words';

export interface ConfirmButtonProps {
  lang: Lang;
  /** What will happen, in a sentence ("Play Ninja: the army is removed."). */
  question: string;
  onConfirm: () => void | Promise<void>;
  children: ComponentChildren;
  class?: string;
  disabled?: boolean;
  /** Extra attributes for tests and styling (data-*). */
  [data: `data-${string}`]: string | undefined;
  id?: string;
  title?: string;
  'aria-label'?: string;
}

export function ConfirmButton({ lang, question, onConfirm, children, class: cls, disabled, id, title, ...rest }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => { dialog.current?.close(); setOpen(false); };
  return (
    <>
      <button type="button" class={cls} disabled={disabled} id={id} title={title} aria-haspopup="dialog" {...rest}
        onClick={() => { setOpen(true); queueMicrotask(() => dialog.current?.showModal()); }}>
        {children}
      </button>
      {open ? (
        <dialog ref={dialog} class="kit-confirm" aria-label={question} onClose={() => setOpen(false)}>
          <p>{question}</p>
          <p class="muted">{kitWord(lang, 'areYouSure')}</p>
          <div class="kit-confirm-buttons">
            <button type="button" class="secondary" data-confirm="no" onClick={close}>{kitWord(lang, 'cancel')}</button>
            <button type="button" data-confirm="yes" onClick={async () => { close(); await onConfirm(); }}>{kitWord(lang, 'confirm')}</button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
