import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';

/** Step 6: bought, with the account it was bought with and where to follow it. */
export const SuccessStep = observer(function SuccessStep() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const joined = checkout.progress.joined;
  const subscription = checkout.subscribing;
  const game = checkout.game?.gameTitle ?? '';
  const bought =
    checkout.plan === 'monthly'
      ? t('checkout.success.subscribedMonthly', { game })
      : checkout.plan === 'paygo'
        ? t('checkout.success.subscribedPaygo', { game })
        : subscription
          ? t('checkout.success.subscribed', { game, count: checkout.draws })
          : t('checkout.success.joined', { game });
  return (
    <div className="checkout-success" data-testid="checkout-success">
      <span className="checkout-success__mark" aria-hidden="true">
        <Icon name="check" />
      </span>
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.success.heading')}
      </h2>
      <p>{bought}</p>
      <dl className="details-list">
        {joined?.joinCode && (
          <div>
            <dt>{t('checkout.success.reference')}</dt>
            <dd data-testid="checkout-join-code">{joined.joinCode}</dd>
          </div>
        )}
        {checkout.progress.account && (
          <div>
            <dt>{t('checkout.success.username')}</dt>
            <dd data-testid="checkout-username-made">{checkout.progress.account.username}</dd>
          </div>
        )}
      </dl>
      <p className="checkout-hint">{t('checkout.success.account')}</p>
      <div className="checkout-actions checkout-actions--center">
        {subscription && (
          <Link
            className="button button--primary"
            to="/subscriptions"
            data-testid="checkout-to-subscriptions"
          >
            {t('checkout.success.subscriptions')}
          </Link>
        )}
        <Link
          className={`button ${subscription ? 'button--ghost' : 'button--primary'}`}
          to="/lobby"
          data-testid="checkout-to-lobby"
        >
          {t('checkout.success.lobby')}
        </Link>
      </div>
    </div>
  );
});
