import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { useFormat } from '../results/useFormat';

/** The promotion code of a purchase with further draws; the server checks and charges it. */
export const PromotionCodeField = observer(function PromotionCodeField() {
  const { picking } = useStores();
  const { t } = useTranslation();
  if (!picking.multiAllowed || picking.extraDraws === 0) return null;
  const { promotion } = picking;
  return (
    <label className="form__field">
      <span>{t('subscriptions.promotion.code')}</span>
      <input
        type="text"
        data-testid="pick-promotion-code"
        value={promotion.code}
        maxLength={32}
        autoComplete="off"
        disabled={picking.state !== 'open'}
        aria-invalid={promotion.errorKey ? true : undefined}
        onChange={(e) => promotion.setCode(e.target.value)}
      />
    </label>
  );
});

/** After buying further draws: what the player paid for them and what the promotion saved. */
export const PromotionBought = observer(function PromotionBought() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const format = useFormat();
  const s = picking.promotion.bought;
  if (!s) return null;
  const money = (amount: number) => format.money(amount, s.currencyId);
  return (
    <div data-testid="pick-subscription-bought">
      <p data-testid="pick-subscription-paid">
        {t('subscriptions.promotion.bought', { paid: money(s.amountPaid) })}
      </p>
      {s.discountPercent > 0 && (
        <p data-testid="pick-subscription-saved">
          {t('subscriptions.promotion.saved', { percent: s.discountPercent, discount: money(s.discount) })}
        </p>
      )}
    </div>
  );
});
