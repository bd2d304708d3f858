import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { useDialogFocus } from './useDialogFocus';

/** A call that answers within this long shows no dialog at all, so quick answers do not flash. */
const SHOW_AFTER_MS = 300;

/**
 * The spec's processing dialog: while a deposit, withdrawal or join is on its way, the page is
 * covered so nothing is pressed twice. It cannot be closed; it goes when the call settles, and
 * at once on a connection fault or a disconnect (UiStore.hideProcessing).
 */
export const ProcessingDialog = observer(function ProcessingDialog() {
  const { ui } = useStores();
  const [shown, setShown] = useState(false);
  const busy = ui.processing > 0;
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy && shown ? <ProcessingOverlay /> : null;
});

function ProcessingOverlay() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref);
  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal modal--processing"
        role="alertdialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="processing-title"
        aria-describedby="processing-body"
        tabIndex={-1}
        data-testid="processing-dialog"
      >
        <span className="spinner" aria-hidden="true" />
        <h2 id="processing-title">{t('processing.title')}</h2>
        <p id="processing-body">{t('processing.body')}</p>
      </div>
    </div>
  );
}
