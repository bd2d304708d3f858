import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { StepActions } from './StepActions';
import { useCheckoutMoney } from './useCheckoutMoney';

/** Step 4: the card, charged through the sandbox card processor as the cashier's card deposit is. */
export const PaymentStep = observer(function PaymentStep() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  const form = checkout.payment;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkout.next();
  };
  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-payment">
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.payment.heading')}
      </h2>
      {checkout.cardNeeded ? (
        <>
          <p className="checkout-card-brands">
            <Icon name="wallet" />
            {t('checkout.payment.cards', { amount: money(checkout.chargeAmount) })}
          </p>
          <TextField
            form={form}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            labelKey="checkout.payment.cardNumber"
            testId="checkout-card-number"
          />
          <div className="checkout-grid checkout-grid--card">
            <TextField
              form={form}
              name="cardExpiry"
              autoComplete="cc-exp"
              labelKey="checkout.payment.expiry"
              testId="checkout-card-expiry"
            />
            <TextField
              form={form}
              name="cardCvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              labelKey="checkout.payment.cvc"
              testId="checkout-card-cvc"
            />
          </div>
          <p className="checkout-hint">{t('checkout.payment.sandbox')}</p>
        </>
      ) : (
        <p className="alert alert--info" data-testid="checkout-payment-sent">
          {t('checkout.payment.alreadySent')}
        </p>
      )}
      <StepActions nextKey="checkout.review" />
    </form>
  );
});
