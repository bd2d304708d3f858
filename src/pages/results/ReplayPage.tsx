import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { ReplaySearchForm } from './ReplaySearchForm';
import { ReplayView } from './ReplayView';
import { LoadState, ResultsPage } from './ResultsPage';
import { useFormat } from './useFormat';
import { useIdParam } from './useIdParam';

/** /replay (?id= opens one game): replay history search and the replay of a finished game. */
export const ReplayPage = observer(function ReplayPage() {
  const { results, session } = useStores();
  const replay = results.replay;
  // A remembered session resumes after the first render: reopen then, with the player's plays.
  const loggedIn = session.loggedIn;
  const { t } = useTranslation();
  const { date } = useFormat();
  const id = useIdParam();
  useEffect(() => {
    if (id) void replay.open(id);
    return () => replay.close();
  }, [replay, id, loggedIn]);
  if (replay.bingoId !== null)
    return <Navigate replace to={`/bingo/gameover?id=${replay.bingoId}&replay=1`} />;
  return (
    <ResultsPage titleKey="routes.replay" testId="replay-page">
      <ReplayView />
      <ReplaySearchForm />
      <LoadState loading={replay.searching} error={replay.searchError} />
      {replay.searched && !replay.searching && replay.rows.length === 0 && replay.phase === 'idle' && (
        <p data-testid="replay-no-results">{t('results.replay.noResults')}</p>
      )}
      {replay.rows.length > 0 && (
        <>
          <ul className="record-list" data-testid="replay-results">
            {replay.rows.map((r) => (
              <li key={r.gameInstanceId} data-testid="replay-row" data-instance-id={r.gameInstanceId}>
                <span>
                  {r.gameTitle} {t('results.instance', { id: r.gameInstanceId })}
                </span>
                <span>{date(r.endedOn)}</span>
                {r.bingo ? (
                  <Link
                    className="button"
                    data-testid="replay-open"
                    to={`/bingo/gameover?id=${r.gameInstanceId}&replay=1`}
                  >
                    {t('results.watchReplay')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="button"
                    data-testid="replay-open"
                    onClick={() => void replay.open(r.gameInstanceId)}
                  >
                    {t('results.watchReplay')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <nav className="pager" aria-label={t('results.paging')}>
            <button
              type="button"
              className="button"
              disabled={replay.page === 0 || replay.searching}
              onClick={() => void replay.loadPage(replay.page - 1)}
            >
              {t('results.previous')}
            </button>
            <span>{t('results.pageNumber', { page: replay.page + 1 })}</span>
            <button
              type="button"
              className="button"
              data-testid="replay-next"
              disabled={!replay.hasMore || replay.searching}
              onClick={() => void replay.loadPage(replay.page + 1)}
            >
              {t('results.next')}
            </button>
          </nav>
        </>
      )}
    </ResultsPage>
  );
});
