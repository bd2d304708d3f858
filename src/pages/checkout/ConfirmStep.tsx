import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COUNTRIES } from '../../../protocol/countries';
import { provincesOf } from '../../../protocol/provinces';
import { FailureText } from '../../app/forms/FailureText';
import { useStores } from '../../app/StoreContext';
import type { ConfirmValues } from '../../stores/checkout/checkoutRules';
import type { CheckoutStep } from '../../stores/checkout/checkoutSteps';
import { PaymentProgress } from './PaymentProgress';
import { useCheckoutMoney } from './useCheckoutMoney';

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** Step 5: everything once more, terms and privacy accepted, then one button pays and buys. */
export const ConfirmStep = observer(function ConfirmStep() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  const d = checkout.details.values;
  const a = checkout.address.values;
  const card = checkout.payment.values.cardNumber.replace(/\D/g, '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkout.pay();
  };
  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-confirm">
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.confirm.heading')}
      </h2>
      <div className="checkout-review">
        <ReviewBlock titleKey="checkout.steps.details" step="details">
          <p data-testid="checkout-review-name">
            {t(`checkout.titles.${d.title}`)} {d.firstName} {d.lastName}
          </p>
          <p>{d.email}</p>
          <p>{d.phone}</p>
        </ReviewBlock>
        <ReviewBlock titleKey="checkout.steps.address" step="address">
          <p>{a.address}</p>
          <p>
            {a.postalCode} {a.city}
          </p>
          <p>
            {[provincesOf(a.country).find((p) => p.code === a.state)?.name ?? a.state, countryName(a.country)]
              .filter(Boolean)
              .join(', ')}
          </p>
        </ReviewBlock>
        <ReviewBlock titleKey="checkout.steps.payment" step="payment">
          <p>
            {card
              ? t('checkout.confirm.cardEnding', { last4: card.slice(-4) })
              : t('checkout.payment.alreadySent')}
          </p>
        </ReviewBlock>
      </div>
      <Consent name="termsAccepted" to="/terms" labelKey="checkout.confirm.terms" testId="checkout-terms" />
      <Consent
        name="privacyAccepted"
        to="/privacy"
        labelKey="checkout.confirm.privacy"
        testId="checkout-privacy"
      />
      <PaymentProgress />
      <FailureText
        failure={checkout.stage === 'failed' ? checkout.failure : null}
        testId="checkout-failure"
      />
      <div className="checkout-actions">
        <button
          type="button"
          className="button button--ghost"
          data-testid="checkout-back"
          disabled={checkout.busy}
          onClick={() => checkout.back()}
        >
          {t('checkout.back')}
        </button>
        <button
          type="submit"
          className="button button--primary checkout-pay"
          data-testid="checkout-pay"
          disabled={checkout.busy}
        >
          {t(checkout.stage === 'failed' ? 'checkout.confirm.retry' : 'checkout.confirm.pay', {
            amount: money(checkout.chargeAmount),
          })}
        </button>
      </div>
      <p className="checkout-hint">{t('checkout.confirm.once')}</p>
    </form>
  );
});

const ReviewBlock = observer(function ReviewBlock({
  titleKey,
  step,
  children,
}: {
  titleKey: string;
  step: CheckoutStep;
  children: React.ReactNode;
}) {
  const { checkout } = useStores();
  const { t } = useTranslation();
  return (
    <section className="checkout-review__block">
      <h3>{t(titleKey)}</h3>
      {children}
      <button
        type="button"
        className="button button--link"
        disabled={checkout.busy}
        onClick={() => checkout.goTo(step)}
      >
        {t('checkout.confirm.edit', { what: t(titleKey) })}
      </button>
    </section>
  );
});

/** A consent box whose label links to the page it accepts (opened beside the checkout). */
const Consent = observer(function Consent({
  name,
  to,
  labelKey,
  testId,
}: {
  name: keyof ConfirmValues;
  to: string;
  labelKey: string;
  testId: string;
}) {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const form = checkout.confirm;
  const error = form.error(name);
  return (
    <div className="form__field form__field--check checkout-consent">
      <input
        id={testId}
        type="checkbox"
        data-testid={testId}
        checked={form.values[name] === true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${testId}-error` : undefined}
        onChange={(e) => form.set(name, e.target.checked)}
      />
      <label htmlFor={testId}>
        {/* Three keys, not <Trans>: Trans would join the lobby's first load (scripts/firstLoadChunk.ts). */}
        {t(`${labelKey}.before`)}
        <Link to={to} target="_blank" rel="noopener">
          {t(`${labelKey}.link`)}
        </Link>
        {t(`${labelKey}.after`)}
      </label>
      {error && (
        <p className="form__error" id={`${testId}-error`} data-testid={`${testId}-error`} data-key={error}>
          {t(error)}
        </p>
      )}
    </div>
  );
});
