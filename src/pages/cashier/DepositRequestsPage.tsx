import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';
import { useMoney } from './useMoney';

/** /depositrequests: open deposit requests (mBoB), each cancellable while pending and checkable. */
export const DepositRequestsPage = observer(function DepositRequestsPage() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    void cashier.loadDepositRequests();
  }, [cashier]);
  return (
    <SectionPage titleKey="routes.depositrequests" testId="deposit-requests-page" back="/cashier">
      {cashier.depositRequests.length === 0 && (
        <p data-testid="deposit-requests-empty">{t('depositRequests.empty')}</p>
      )}
      <ul className="record-list">
        {cashier.depositRequests.map((r) => (
          <li key={r.id} data-testid="deposit-request" data-status={r.status}>
            <strong>{money(r.amount, r.currencyId)}</strong>
            <span data-testid="deposit-request-status">
              {t(`depositRequests.status.${r.status}`, { defaultValue: r.status })}
            </span>
            <button
              type="button"
              className="button"
              data-testid="deposit-request-check"
              disabled={cashier.checkingRequestId === r.id}
              onClick={() => void cashier.checkDepositRequest(r.id)}
            >
              {t('depositRequests.check')}
            </button>
            {r.status === 'pending' && (
              <button
                type="button"
                className="button"
                data-testid="deposit-request-cancel"
                onClick={() => void cashier.cancelDepositRequest(r.id)}
              >
                {t('common.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </SectionPage>
  );
});
