import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';
import { useMoney } from './useMoney';

/** /withdraw/pending: the one pending withdrawal, which may be cancelled (the money is refunded). */
export const PendingWithdrawalPage = observer(function PendingWithdrawalPage() {
  const { cashier } = useStores();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    void cashier.loadPending();
  }, [cashier]);
  return (
    <SectionPage titleKey="routes.withdrawPending" testId="pending-withdrawal-page" back="/cashier">
      {cashier.pending.length === 0 && <p data-testid="pending-none">{t('withdraw.noPending')}</p>}
      <ul className="record-list">
        {cashier.pending.map((w) => (
          <li key={w.id} data-testid="pending-withdrawal">
            <strong>{money(w.amount, w.currencyId)}</strong>
            <span>{new Date(w.requestedOn).toLocaleString(i18n.language.replace('_', '-'))}</span>
            <span>{w.processingTime}</span>
            {w.paying ? (
              <span data-testid="pending-paying">{t('withdraw.paying')}</span>
            ) : (
              <button
                type="button"
                className="button"
                data-testid="pending-cancel"
                disabled={cashier.cancelState === 'false'}
                onClick={() => void cashier.cancelPending(w)}
              >
                {t('withdraw.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {cashier.cancelState === 'true' && (
        <p role="status" data-testid="pending-cancelled">
          {t('withdraw.cancelled')}
        </p>
      )}
      {cashier.cancelState === 'error' && (
        <p className="form__error" role="alert" data-testid="pending-cancel-error">
          {t('common.failed')}
        </p>
      )}
    </SectionPage>
  );
});
