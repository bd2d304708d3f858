import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { ReturnedDepositNotice } from '../cashier/ReturnedDepositNotice';

/**
 * /checkout?pid=<orderId> in a tab of its own: the card issuer's challenge page sends the browser
 * back here once answered. The checkout itself carries on in the tab it started in, so this tab
 * only says how the payment went (as the cashier does) and where the purchase can be followed;
 * it never starts a second checkout.
 */
export const ReturnedCheckout = observer(function ReturnedCheckout() {
  const { checkout, session, ui } = useStores();
  const { t } = useTranslation();
  return (
    <section className="checkout checkout--notice" data-testid="checkout-page" data-step="returned">
      <div className="empty-state" data-testid="checkout-returned">
        <Icon name="check" />
        <h1>{t('checkout.returned.heading')}</h1>
        <ReturnedDepositNotice returned={checkout.returned} />
        <p data-testid="checkout-returned-text">{t('checkout.returned.otherTab')}</p>
        {session.loggedIn ? (
          <div className="checkout-actions checkout-actions--center">
            <Link
              className="button button--primary"
              to="/subscriptions"
              data-testid="checkout-returned-subscriptions"
            >
              {t('checkout.returned.subscriptions')}
            </Link>
            <Link className="button button--ghost" to="/history" data-testid="checkout-returned-plays">
              {t('checkout.returned.plays')}
            </Link>
          </div>
        ) : (
          <>
            <p className="checkout-hint">{t('checkout.returned.logInHint')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => ui.openModal('login')}
              data-testid="checkout-returned-login"
            >
              {t('checkout.logIn')}
            </button>
          </>
        )}
      </div>
    </section>
  );
});
