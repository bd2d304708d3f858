import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { AddressStep } from './AddressStep';
import { ConfirmStep } from './ConfirmStep';
import { DetailsStep } from './DetailsStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { PickStep } from './PickStep';
import { ReturnedCheckout } from './ReturnedCheckout';
import { StepIndicator } from './StepIndicator';
import { SuccessStep } from './SuccessStep';
import '../../styles/checkout.css';

const STEP_VIEWS = {
  pick: PickStep,
  details: DetailsStep,
  address: AddressStep,
  payment: PaymentStep,
  confirm: ConfirmStep,
  success: SuccessStep,
};

/**
 * /checkout?gid=: the guest one-click checkout (?pid=: the card issuer's tab, ReturnedCheckout). The step indicator on top, the step's form and
 * the order summary side by side (stacked on phones). Each new step moves the focus to its
 * heading, so keyboard and screen-reader users start at the top of it.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const { checkout, session, ui } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gid = Number(params.get('gid')) || null;
  // The card issuer's tab comes back with ?pid=; a tab with its own checkout under way carries on.
  const returnedFromIssuer = params.has('pid') && !checkout.inProgress;
  const main = useRef<HTMLDivElement>(null);
  const step = checkout.step;
  const firstStep = useRef(true);

  useEffect(() => checkout.start(gid), [checkout, gid]);
  const currencyId = checkout.game?.currencyId;
  useEffect(() => {
    if (currencyId) void checkout.loadLimits();
  }, [checkout, currencyId]);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, [step]);

  if (session.resuming) return <p className="checkout-loading">{t('checkout.loading')}</p>;
  if (returnedFromIssuer) return <ReturnedCheckout />;
  if (session.loggedIn && !checkout.ownsSession)
    return (
      <section className="checkout checkout--notice" data-testid="checkout-page" data-step="loggedIn">
        <div className="empty-state">
          <Icon name="user" />
          <h1>{t('checkout.loggedIn.heading')}</h1>
          <p>{t('checkout.loggedIn.text')}</p>
          <Link className="button button--primary" to="/lobby" data-testid="checkout-logged-in-lobby">
            {t('checkout.success.lobby')}
          </Link>
        </div>
      </section>
    );

  const View = STEP_VIEWS[step];
  return (
    <section className="checkout" data-testid="checkout-page" data-step={step}>
      <header className="checkout__header">
        <h1>{t('checkout.heading')}</h1>
        <p className="checkout__lead">{t('checkout.lead')}</p>
      </header>
      <StepIndicator />
      {checkout.progress.account && !session.loggedIn && !checkout.progress.joined && (
        <div className="alert alert--info" data-testid="checkout-login-to-finish">
          <p>{t('checkout.errors.loginToFinish')}</p>
          <button type="button" className="button button--primary" onClick={() => ui.openModal('login')}>
            {t('checkout.logIn')}
          </button>
        </div>
      )}
      <div className="checkout__layout">
        <div className="checkout__main card" ref={main}>
          <View />
        </div>
        <OrderSummary />
      </div>
    </section>
  );
});
