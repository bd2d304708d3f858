import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { useFormat } from '../results/useFormat';

/**
 * /subscriptions: the games sold by the month with their monthly price; a game the player already
 * subscribes to says so instead of offering it again, the others lead to their pick page.
 */
export const MonthlyOffers = observer(function MonthlyOffers() {
  const { subscriptions } = useStores();
  const { t } = useTranslation();
  const { money } = useFormat();
  useEffect(() => {
    void subscriptions.loadMonthlyPrices();
  }, [subscriptions]);
  const offers = subscriptions.monthlyOffers;
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="monthly-offers-heading" data-testid="monthly-offers">
      <h2 id="monthly-offers-heading">{t('subscriptions.monthly.heading')}</h2>
      <ul className="record-list">
        {offers.map((o) => (
          <li
            key={o.gameId}
            className="subscription-card"
            data-testid="monthly-offer"
            data-game-id={o.gameId}
          >
            <div className="subscription-card__head">
              <strong>{o.title}</strong>
              <span data-testid="monthly-offer-price">
                {t('subscriptions.monthly.price', { price: money(o.costPerMonth, o.currencyId) })}
              </span>
            </div>
            {o.subscribed ? (
              <p data-testid="monthly-offer-subscribed">{t('subscriptions.monthly.subscribed')}</p>
            ) : (
              <Link className="button" to={`/pick?gid=${o.gameId}`} data-testid="monthly-offer-play">
                {t('subscriptions.monthly.play')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
