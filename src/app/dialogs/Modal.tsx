import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from './useDialogFocus';

/** A dialog over a backdrop (z-index 5000, spec section 9); Escape and the × close it. */
export function Modal({
  title,
  onClose,
  children,
  testId,
  variant,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
  /**
   * 'creative': sized to an ad's picture, not to a form (no padding, no fixed width); 'compact': a
   * short message, a card on phones too rather than a full-screen sheet.
   */
  variant?: 'creative' | 'compact';
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // Braces matter: recent browsers make scrollTo return a promise, and an effect may only return a
  // clean-up function.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className={variant ? `modal modal--${variant}` : 'modal'}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="modal__header">
          <h2>{title}</h2>
          {onClose && (
            <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
