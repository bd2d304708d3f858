import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { useCheckoutMoney } from './useCheckoutMoney';

/** Back and Continue under a step's form; Continue submits the form. */
export const StepActions = observer(function StepActions({
  nextKey = 'checkout.continue',
}: {
  nextKey?: string;
}) {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  return (
    <div className="checkout-actions">
      {/* On phones the summary sits below the form: the total stays by the button. */}
      {checkout.game && checkout.plays > 0 && (
        <p className="checkout-actions__total" aria-hidden="true">
          {t('checkout.summary.totalShort', { amount: money(checkout.total) })}
        </p>
      )}
      {checkout.step !== 'pick' && (
        <button
          type="button"
          className="button button--ghost"
          data-testid="checkout-back"
          onClick={() => checkout.back()}
        >
          {t('checkout.back')}
        </button>
      )}
      <button
        type="submit"
        className="button button--primary"
        data-testid="checkout-next"
        disabled={checkout.checking}
      >
        {t(nextKey)}
      </button>
    </div>
  );
});
