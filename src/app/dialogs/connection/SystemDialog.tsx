import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * An accessible modal dialog for the connection and system popups: labelled by its title and
 * described by its body, it takes the focus when it opens (its first button) and gives it back
 * when it closes, and Tab stays inside it. No backdrop click or Escape: each has its own buttons.
 */
export function SystemDialog({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>('button') ?? dialog)?.focus();
    return () => before?.focus?.();
  }, []);
  const keepFocusInside = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    if (buttons.length === 0) return e.preventDefault();
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={keepFocusInside}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="modal__body">
          <div id={bodyId}>{children}</div>
          <div className="form__actions">{actions}</div>
        </div>
      </div>
    </div>
  );
}
