import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import type { PrizeEntry } from '../../stores/cashier/CashierStore';
import { useMoney } from './useMoney';

/** A prize item's claim: take the item (collected from an agent) or its cash option; once. */
export const PrizeClaim = observer(function PrizeClaim({ prize }: { prize: PrizeEntry }) {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    void cashier.loadPrizeAgents(prize.id);
  }, [cashier, prize.id]);
  const claiming = cashier.claimState === 'false';
  return (
    <div className="prize__claim" data-testid="prize-claim">
      {prize.claimedAs ? (
        <p role="status" data-testid="prize-claimed">
          {t(prize.claimedAs === 'cash' ? 'prizes.claimedCash' : 'prizes.claimedItem')}
        </p>
      ) : (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            data-testid="prize-claim-item"
            disabled={claiming}
            onClick={() => void cashier.claimPrize(prize, 'item')}
          >
            {t('prizes.claimItem')}
          </button>
          {prize.cashOption !== null && (
            <button
              type="button"
              className="button button--primary"
              data-testid="prize-claim-cash"
              disabled={claiming}
              onClick={() => void cashier.claimPrize(prize, 'cash')}
            >
              {t('prizes.claimCash', { amount: money(prize.cashOption, prize.currencyId) })}
            </button>
          )}
        </div>
      )}
      {cashier.claimState === 'error' && (
        <p className="form__error" role="alert" data-testid="prize-claim-error">
          {t('prizes.claimFailed')}
        </p>
      )}
      {prize.claimedAs !== 'cash' && cashier.prizeAgents.length > 0 && (
        <>
          <h3>{t('prizes.agents')}</h3>
          <ul className="record-list" data-testid="prize-agents">
            {cashier.prizeAgents.map((a) => (
              <li key={a.id} data-testid="prize-agent">
                <strong>{a.name}</strong>
                <span>{a.address}</span>
                <span>{a.phone}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
