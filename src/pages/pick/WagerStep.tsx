import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { MAX_EXTRA_DRAWS } from '../../stores/picking/pickModes';
import { PromotionCodeField } from './PickPromotion';

/** The wager: plays bought, the multi option (further draws) and the total in the game's currency. */
export const WagerStep = observer(function WagerStep() {
  const { picking, configuration, session } = useStores();
  const { t } = useTranslation();
  const game = picking.game;
  const currency = picking.currencyId;
  const mainCurrency = session.primaryAccount?.accountCurrency;
  useEffect(() => {
    void picking.priceInCurrency.show(picking.totalCost, currency, mainCurrency);
  }, [picking, picking.totalCost, currency, mainCurrency]);
  if (!game) return null;
  const converted = picking.priceInCurrency.converted;
  const editable = picking.state === 'open';
  const picked = picking.playsCount > 0;
  return (
    <div className="pick-wager" data-testid="pick-wager">
      {/* Nothing to count before a line is picked: the ticket says what to do instead. */}
      {picked && (
        <p className="pick-wager__plays" data-testid="pick-plays">
          {t('pick.plays', { count: picking.playsCount, max: picking.maxPlays })}
        </p>
      )}
      {picking.multiAllowed && (
        <label className="form__field">
          <span>{t('pick.multi.label')}</span>
          <select
            data-testid="pick-multi"
            value={picking.extraDraws}
            disabled={!editable}
            onChange={(e) => picking.setExtraDraws(Number(e.target.value))}
          >
            {Array.from({ length: Math.min(MAX_EXTRA_DRAWS, 10) + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t('pick.multi.once') : t('pick.multi.more', { count: n })}
              </option>
            ))}
          </select>
        </label>
      )}
      {picking.multiAllowed && picking.subscription.active && (
        <p className="alert alert--info" data-testid="pick-already-subscribed">
          {t('pick.alreadySubscribed')} <Link to="/subscriptions">{t('pick.mySubscriptions')}</Link>
        </p>
      )}
      <PromotionCodeField />
      {picked && (
        <p className="pick-wager__total" data-testid="pick-total">
          {t('pick.total', {
            amount: displayMoney(picking.totalCost, currency, configuration.currency(currency)),
          })}
          {converted && (
            <span className="pick-wager__converted" data-testid="pick-total-converted">
              {' '}
              {t('pick.totalConverted', {
                amount: displayMoney(
                  converted.amount,
                  converted.currencyId,
                  configuration.currency(converted.currencyId),
                ),
              })}
            </span>
          )}
        </p>
      )}
    </div>
  );
});
