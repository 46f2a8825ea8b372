import { useEffect, useRef } from 'react';
import { useScrollLock } from './use-scroll-lock';

/**
 * A native <dialog> shown as a modal while `open`: showModal() keeps focus inside, makes the page behind
 * it inert and closes on Escape (the dialog's close event then reports it); the page does not scroll
 * behind it (docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock). Put the returned ref on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
