import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { EmptyState } from '../../app/shell/EmptyState';
import { LoginPrompt } from './LoginPrompt';
import { LoadState, ResultsPage } from './ResultsPage';
import { useFormat } from './useFormat';

/** /history: the player's completed games, 5 a page; a short page means there is no next one. */
export const CompletedGamesPage = observer(function CompletedGamesPage() {
  const { results, session } = useStores();
  const completed = results.completed;
  const { t } = useTranslation();
  const loggedIn = session.loggedIn;
  // Nothing played at all (not an empty later page): an invitation to play, not an empty table.
  const nothingYet = completed.loaded && completed.page === 0 && completed.entries.length === 0;
  useEffect(() => {
    if (loggedIn) void completed.load(0);
  }, [completed, loggedIn]);
  useEffect(() => results.watchCompleted(), [results]);
  if (!loggedIn)
    return (
      <ResultsPage titleKey="routes.history" testId="completed-page">
        <LoginPrompt messageKey="results.history.login" />
      </ResultsPage>
    );
  return (
    <ResultsPage titleKey="routes.history" testId="completed-page">
      <LoadState loading={completed.loading} error={completed.error} />
      {nothingYet ? (
        <EmptyState
          icon="ticket"
          title={t('results.history.emptyTitle')}
          text={t('results.history.empty')}
          action={{ to: '/lobby', label: t('results.history.toLobby') }}
          testId="completed-empty"
        />
      ) : (
        <CompletedTable />
      )}
    </ResultsPage>
  );
});

/** The page of completed games and its pager. */
const CompletedTable = observer(function CompletedTable() {
  const completed = useStores().results.completed;
  const { t } = useTranslation();
  const { money, date } = useFormat();
  return (
    <>
      <div className="table-scroll">
        <table className="data-table" data-testid="completed-table">
          <thead>
            <tr>
              <th>{t('results.game')}</th>
              <th>{t('results.ended')}</th>
              <th>{t('results.plays')}</th>
              <th>{t('results.wagered')}</th>
              <th>{t('results.won')}</th>
              <th>
                <span className="visually-hidden">{t('results.links')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {completed.entries.map((e) => (
              <tr
                key={e.instant ? `instant-${e.instant.purchaseId}` : e.gameInstanceId}
                data-testid="completed-row"
                data-instance-id={e.gameInstanceId}
                data-kind={e.instant?.kind}
              >
                <td>
                  {e.gameTitle}{' '}
                  <small>
                    {e.instant
                      ? t('results.history.instantPurchase', { id: e.instant.purchaseId })
                      : t('results.instance', { id: e.gameInstanceId })}
                  </small>
                </td>
                <td>{date(e.gameEndedOn)}</td>
                <td>{e.plays}</td>
                <td>{money(e.wagered, e.currencyId)}</td>
                <td className={e.won > 0 ? 'amount--won' : undefined}>{money(e.won, e.currencyId)}</td>
                <td>
                  <div className="row-links">
                    {e.instant ? (
                      <Link to={`/${e.instant.kind}?gid=${e.gameId}`}>{t('results.history.seeTickets')}</Link>
                    ) : e.bingo ? (
                      <>
                        <Link to={`/bingo/gameover?id=${e.gameInstanceId}`}>
                          {t('results.draws.results')}
                        </Link>
                        <Link to={`/bingo/gameover?id=${e.gameInstanceId}&replay=1`}>
                          {t('results.watchReplay')}
                        </Link>
                      </>
                    ) : (
                      <>
                        <Link to={`/gameOver?id=${e.gameInstanceId}`}>{t('results.draws.results')}</Link>
                        <Link to={`/replay?id=${e.gameInstanceId}`}>{t('results.watchReplay')}</Link>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('results.paging')}>
        <button
          type="button"
          className="button"
          data-testid="completed-prev"
          disabled={!completed.canGoBack || completed.loading}
          onClick={() => void completed.previous()}
        >
          {t('results.previous')}
        </button>
        <span data-testid="completed-page-number">
          {t('results.pageNumber', { page: completed.page + 1 })}
        </span>
        <button
          type="button"
          className="button"
          data-testid="completed-next"
          disabled={!completed.hasMore || completed.loading}
          onClick={() => void completed.next()}
        >
          {t('results.next')}
        </button>
      </nav>
    </>
  );
});
