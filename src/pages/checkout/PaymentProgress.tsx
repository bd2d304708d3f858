import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** What pay() is doing now, announced politely; a challenged card links to the issuer's page. */
export const PaymentProgress = observer(function PaymentProgress() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const busy = checkout.busy;
  return (
    <div
      className="checkout-progress"
      role="status"
      aria-live="polite"
      data-testid="checkout-progress"
      data-stage={checkout.stage}
    >
      {busy && (
        <p className="checkout-progress__line">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t(`checkout.stage.${checkout.stage}`)}
        </p>
      )}
      {busy && checkout.pendingJoinHeld && (
        <p className="checkout-progress__note" data-testid="checkout-pending-held">
          {t('checkout.stage.pendingHeld')}
        </p>
      )}
      {checkout.stage === 'verifying' && checkout.redirectUrl && (
        <p>
          <a href={checkout.redirectUrl} target="_blank" rel="noopener" data-testid="checkout-verify-link">
            {t('checkout.stage.verifyLink')}
          </a>
        </p>
      )}
    </div>
  );
});
