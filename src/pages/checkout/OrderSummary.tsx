import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { LineBalls } from './LineBalls';
import { useCheckoutMoney } from './useCheckoutMoney';

/** What is being bought and what it costs, beside every step (below it on phones). */
export const OrderSummary = observer(function OrderSummary() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  const game = checkout.game;
  const { progress, promotion } = checkout;
  const drawsText =
    checkout.plan === 'monthly'
      ? t('checkout.draws.monthlySummary', { count: checkout.draws })
      : checkout.plan === 'paygo'
        ? t('checkout.draws.paygoSummary')
        : checkout.draws > 1
          ? t('checkout.draws.subscription', { count: checkout.draws })
          : t('checkout.draws.single');
  return (
    <aside
      className="checkout-summary card"
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title">{t('checkout.summary.title')}</h2>
      {!game ? (
        <p className="checkout-summary__empty">{t('checkout.summary.empty')}</p>
      ) : (
        <>
          <p className="checkout-summary__game">
            <Icon name={checkout.raffle ? 'ticket' : 'ball'} />
            <span data-testid="checkout-summary-game">{game.gameTitle}</span>
          </p>
          {!checkout.raffle && progress.lines.length > 0 && (
            <ul className="checkout-summary__lines" aria-label={t('checkout.summary.lines')}>
              {progress.lines.map((line, i) => (
                <li key={`${line}-${i}`}>
                  <LineBalls line={line} />
                </li>
              ))}
            </ul>
          )}
          <dl className="details-list checkout-summary__facts">
            <div>
              <dt>{t(checkout.raffle ? 'checkout.summary.tickets' : 'checkout.summary.lines')}</dt>
              <dd data-testid="checkout-summary-plays">{checkout.plays}</dd>
            </div>
            <div>
              <dt>{t('checkout.summary.draws')}</dt>
              <dd data-testid="checkout-summary-draws">{drawsText}</dd>
            </div>
            <div>
              <dt>{t('checkout.summary.perPlay')}</dt>
              <dd>{money(game.gamePlayCost + game.gameFeePerPlay)}</dd>
            </div>
            {promotion && checkout.discount > 0 && (
              <div>
                <dt>{t('checkout.summary.discount', { percent: promotion.discountPercent })}</dt>
                <dd data-testid="checkout-discount">−{money(checkout.discount)}</dd>
              </div>
            )}
          </dl>
          {/* Before a line is picked the total would be "$0" (issue 32): say what to do instead. */}
          {checkout.plays > 0 ? (
            <p className="checkout-summary__total">
              <span>{t('checkout.summary.total')}</span>
              <strong data-testid="checkout-total">{money(checkout.total)}</strong>
            </p>
          ) : (
            <p className="checkout-summary__note" data-testid="checkout-total-hint">
              {t('checkout.summary.pickFirst')}
            </p>
          )}
          {checkout.plan === 'paygo' && checkout.plays > 0 && (
            <p className="checkout-summary__note" data-testid="checkout-paygo-note">
              {t('checkout.summary.paygoNote', { price: money(checkout.laterDrawPrice) })}
            </p>
          )}
          {checkout.leftOver > 0 && checkout.plays > 0 && (
            <p className="checkout-summary__note" data-testid="checkout-minimum-note">
              {t('checkout.summary.minimum', {
                charge: money(checkout.chargeAmount),
                rest: money(checkout.leftOver),
              })}
            </p>
          )}
        </>
      )}
      <p className="checkout-summary__secure">
        <Icon name="shield" />
        {t('checkout.summary.secure')}
      </p>
    </aside>
  );
});
