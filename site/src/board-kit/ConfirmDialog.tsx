/**
 * The confirm dialog on its own, opened by the board (not by a button of its own): for choices made
 * on the map (an SVG figure or province) that cannot be taken back. Same look and words as
 * ConfirmButton's dialog; Escape or "Cancel" calls onCancel, "Confirm" calls onConfirm.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../../worker/engine/contract';
import { kitWord } from './words';

export interface ConfirmDialogProps {
  lang: Lang;
  /** The question; null keeps the dialog closed. */
  question: string | null;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({ lang, question, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && question && !d.open) d.showModal();
  }, [question]);
  if (!question) return null;
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} class="kit-confirm" aria-label={question} onClose={onCancel}>
      <p>{question}</p>
      <p class="muted">{kitWord(lang, 'areYouSure')}</p>
      <div class="kit-confirm-buttons">
        <button type="button" class="secondary" data-confirm="no" onClick={close}>{kitWord(lang, 'cancel')}</button>
        <button type="button" data-confirm="yes" onClick={() => { void onConfirm(); close(); }}>{kitWord(lang, 'confirm')}</button>
      </div>
    </dialog>
  );
}
