import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { useStores } from '../../app/StoreContext';
import { useFormat } from '../results/useFormat';

/** The cancel-subscription dialog: asks, cancels, and closes on success (spec section 4). */
export const CancelSubscriptionDialog = observer(function CancelSubscriptionDialog() {
  const { subscriptions } = useStores();
  const { t } = useTranslation();
  const { money } = useFormat();
  const s = subscriptions.cancelSubscription;
  if (!s) return null;
  const pending = subscriptions.cancelState === 'pending';
  const error = subscriptions.cancelError;
  return (
    <Modal
      title={t('subscriptions.cancel.title')}
      onClose={() => subscriptions.dismissCancel()}
      testId="cancel-subscription-dialog"
    >
      <p data-testid="cancel-subscription-body">
        {t('subscriptions.cancel.body', {
          game: subscriptions.gameTitle(s.gameId) ?? t('subscriptions.game', { id: s.gameId }),
          amount: money(s.remainingBalance, s.currencyId),
        })}
      </p>
      {error && (
        <p className="form__error" role="alert" data-testid="cancel-subscription-error">
          {error.startsWith('subscriptions.') ? t(error) : error}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button"
          data-testid="cancel-subscription-keep"
          disabled={pending}
          onClick={() => subscriptions.dismissCancel()}
        >
          {t('subscriptions.cancel.keep')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="cancel-subscription-confirm"
          disabled={pending}
          onClick={() => void subscriptions.confirmCancel()}
        >
          {t('subscriptions.cancel.confirm')}
        </button>
      </div>
    </Modal>
  );
});
