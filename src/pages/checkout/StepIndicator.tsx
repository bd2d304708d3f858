import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { CHECKOUT_STEPS, stepIndex } from '../../stores/checkout/checkoutSteps';

/**
 * Where the visitor is among the six steps: numbered, the current one marked for screen readers
 * (aria-current), the ones passed reachable again (until the purchase is done).
 */
export const StepIndicator = observer(function StepIndicator() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const current = stepIndex(checkout.step);
  const done = checkout.step === 'success';
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps.label')}>
      <p className="checkout-steps__count" data-testid="checkout-step-count">
        {t('checkout.steps.count', {
          n: current + 1,
          total: CHECKOUT_STEPS.length,
          name: t(`checkout.steps.${checkout.step}`),
        })}
      </p>
      <ol>
        {CHECKOUT_STEPS.map((step, i) => {
          const state = i < current || done ? 'done' : i === current ? 'current' : 'todo';
          const label = (
            <>
              <span className="checkout-steps__dot" aria-hidden="true">
                {state === 'done' ? <Icon name="check" /> : i + 1}
              </span>
              <span className="checkout-steps__name">{t(`checkout.steps.${step}`)}</span>
            </>
          );
          return (
            <li
              key={step}
              className={`checkout-steps__step checkout-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`checkout-step-${step}`}
              data-state={state}
            >
              {state === 'done' && !done ? (
                <button type="button" className="checkout-steps__link" onClick={() => checkout.goTo(step)}>
                  {label}
                </button>
              ) : (
                <span className="checkout-steps__link">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
