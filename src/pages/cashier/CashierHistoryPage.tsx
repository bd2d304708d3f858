import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { HISTORY_RANGES } from '../../stores/cashier/historyRange';
import { SectionPage } from '../account/AccountLayout';
import { useMoney } from './useMoney';

/** /cashier/history: the last 10 or 31 days, a page at a time. */
export const CashierHistoryPage = observer(function CashierHistoryPage() {
  const { cashier } = useStores();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    void cashier.loadHistory(10, 0);
  }, [cashier]);
  const page = cashier.historyPage;
  return (
    <SectionPage titleKey="routes.cashierHistory" testId="cashier-history-page" back="/cashier">
      <div className="tabs" role="tablist">
        {HISTORY_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            role="tab"
            aria-selected={cashier.historyDays === days}
            className={cashier.historyDays === days ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            data-testid={`history-range-${days}`}
            onClick={() => void cashier.loadHistory(days, 0)}
          >
            {t('history.lastDays', { days })}
          </button>
        ))}
      </div>
      {cashier.historyError && (
        <p className="form__error" role="alert" data-testid="history-error">
          {cashier.historyError}
        </p>
      )}
      {!cashier.historyLoading && cashier.history.length === 0 && (
        <p data-testid="history-empty">{t('history.empty')}</p>
      )}
      <div className="table-scroll">
        <table className="data-table" data-testid="history-table">
          <thead>
            <tr>
              <th>{t('history.date')}</th>
              <th>{t('history.description')}</th>
              <th>{t('cashier.amount')}</th>
              <th>{t('history.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {cashier.history.map((tx) => (
              <tr key={tx.id} data-testid="history-row">
                <td>{new Date(tx.createdOn).toLocaleString(i18n.language.replace('_', '-'))}</td>
                <td>{tx.description || tx.type}</td>
                <td>{money(tx.amount, tx.currencyId)}</td>
                <td>{money(tx.balanceAfter, tx.currencyId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('history.paging')}>
        <button
          type="button"
          className="button"
          data-testid="history-prev"
          disabled={page === 0}
          onClick={() => void cashier.loadHistory(cashier.historyDays, page - 1)}
        >
          {t('history.previous')}
        </button>
        <span data-testid="history-page">
          {t('history.page', { page: page + 1, pages: cashier.historyPages })}
        </span>
        <button
          type="button"
          className="button"
          data-testid="history-next"
          disabled={page + 1 >= cashier.historyPages}
          onClick={() => void cashier.loadHistory(cashier.historyDays, page + 1)}
        >
          {t('history.next')}
        </button>
      </nav>
    </SectionPage>
  );
});
