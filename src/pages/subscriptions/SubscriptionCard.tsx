import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { subscriptionState } from '../../stores/subscriptions/subscriptionState';
import { useFormat } from '../results/useFormat';

/** One subscription: game, state, draws joined, what is left, and its actions. */
export const SubscriptionCard = observer(function SubscriptionCard({
  subscription: s,
  details = true,
}: {
  subscription: Subscription;
  details?: boolean;
}) {
  const { subscriptions } = useStores();
  const { t } = useTranslation();
  const { money } = useFormat();
  const state = subscriptionState(s);
  return (
    <li
      className="subscription-card"
      data-testid="subscription"
      data-subscription-id={s.id}
      data-state={state}
    >
      <div className="subscription-card__head">
        <strong>{subscriptions.gameTitle(s.gameId) ?? t('subscriptions.game', { id: s.gameId })}</strong>
        <span className={`subscription-state subscription-state--${state}`} data-testid="subscription-state">
          {t(`subscriptions.state.${state}`)}
        </span>
      </div>
      <dl className="details-list">
        <div>
          <dt>{t('subscriptions.plays')}</dt>
          <dd>{s.playerPlays.length}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.gamesJoined')}</dt>
          <dd data-testid="subscription-games-joined">{s.gamesJoined}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.paid')}</dt>
          <dd data-testid="subscription-paid">{money(s.amountPaid, s.currencyId)}</dd>
        </div>
        {s.discountPercent > 0 && (
          <div>
            <dt>{t('subscriptions.discount')}</dt>
            <dd data-testid="subscription-discount">
              {t('subscriptions.discountValue', {
                percent: s.discountPercent,
                amount: money(s.discount, s.currencyId),
              })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('subscriptions.remaining')}</dt>
          <dd data-testid="subscription-remaining">{money(s.remainingBalance, s.currencyId)}</dd>
        </div>
      </dl>
      <div className="form__actions">
        {details && (
          <Link className="button" to={`/subDetails?id=${s.id}`} data-testid="subscription-details">
            {t('subscriptions.details')}
          </Link>
        )}
        <Link className="button" to={`/subHistory?id=${s.id}`} data-testid="subscription-history">
          {t('subscriptions.history')}
        </Link>
        {state === 'active' && (
          <button
            type="button"
            className="button"
            data-testid="subscription-cancel"
            onClick={() => void subscriptions.askCancel(s.id)}
          >
            {t('subscriptions.cancel.open')}
          </button>
        )}
      </div>
    </li>
  );
});
