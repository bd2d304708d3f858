import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from './useDialogFocus';
import { useScrollToTop } from '../useScrollToTop';

/** A dialog over a backdrop (z-index 5000, spec section 9); Escape and the × close it. */
export function Modal({
  title,
  onClose,
  children,
  testId,
  variant,
  scrollToTop = false,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
  /**
   * 'creative': sized to an ad's picture, not to a form (no padding, no fixed width); 'compact': a
   * short message, a card on phones too rather than a full-screen sheet; 'fullscreen': the whole
   * window at every width (the spec's rules and payout).
   */
  variant?: 'creative' | 'compact' | 'fullscreen';
  /**
   * The page scrolls to its top as the dialog opens: the spec asks it of login, register and full
   * registration only (a popup over a page read halfway, such as a reality check, keeps the place).
   */
  scrollToTop?: boolean;
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
  useScrollToTop(scrollToTop);
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
