import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { LoadState } from '../results/ResultsPage';
import { useFormat } from '../results/useFormat';

/** One subscription's games joined, next payment and transactions (5 a page). */
export const SubscriptionHistory = observer(function SubscriptionHistory({ id }: { id: number }) {
  const { subscriptions } = useStores();
  const history = subscriptions.history;
  const { t } = useTranslation();
  const { money, date } = useFormat();
  useEffect(() => {
    void history.load(id);
  }, [history, id]);
  if (history.subscriptionId !== id || !history.available) return null;
  return (
    <section data-testid="subscription-history">
      {history.nextPaymentDate !== null && (
        <p data-testid="subscription-next-payment">
          {t('subscriptions.nextPayment', { date: date(history.nextPaymentDate) })}
        </p>
      )}
      <h2>{t('subscriptions.gamesJoinedList')}</h2>
      {history.gamesJoinedIds.length === 0 ? (
        <p>{t('subscriptions.noGamesJoined')}</p>
      ) : (
        <ul className="draw-record__links" data-testid="subscription-games">
          {history.gamesJoinedIds.map((gameInstanceId) => (
            <li key={gameInstanceId}>
              <Link to={`/gameOver?id=${gameInstanceId}`}>
                {t('results.instance', { id: gameInstanceId })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('subscriptions.transactions')}</h2>
      <LoadState loading={history.loading} error={history.error} />
      {history.transactions.length === 0 && !history.loading ? (
        <p>{t('subscriptions.noTransactions')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="subscription-transactions">
            <tbody>
              {history.transactions.map((tx) => (
                <tr key={tx.id} data-testid="subscription-transaction">
                  <td>{date(tx.createdOn)}</td>
                  <td>{tx.description || tx.type}</td>
                  <td>{money(tx.amount, tx.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="pager" aria-label={t('results.paging')}>
        <button
          type="button"
          className="button"
          disabled={history.page === 0 || history.loading}
          onClick={() => void history.loadPage(history.page - 1)}
        >
          {t('results.previous')}
        </button>
        <span>{t('results.pageNumber', { page: history.page + 1 })}</span>
        <button
          type="button"
          className="button"
          data-testid="subscription-transactions-next"
          disabled={!history.hasMore || history.loading}
          onClick={() => void history.loadPage(history.page + 1)}
        >
          {t('results.next')}
        </button>
      </nav>
    </section>
  );
});
