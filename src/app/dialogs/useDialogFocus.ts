import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * A modal dialog's keyboard contract (WAI-ARIA dialog pattern): focus moves into the dialog when
 * it opens (its first field, else its first control), Tab and Shift+Tab cycle inside it, and focus
 * returns to what had it when the dialog closes. Without this a keyboard player is left behind the
 * backdrop on the control that opened it.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const controls = focusables(dialog);
    const field = controls.find((el) => el.matches('input, select, textarea'));
    (field ?? controls.find((el) => !el.classList.contains('modal__close')) ?? dialog).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const cycle = focusables(dialog);
      if (!cycle.length) return;
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (
        !e.shiftKey &&
        (document.activeElement === last || !dialog.contains(document.activeElement))
      ) {
        e.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
