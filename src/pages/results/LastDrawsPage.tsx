import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { Balls } from './Balls';
import { LoadState, ResultsPage } from './ResultsPage';
import { useFormat } from './useFormat';
import { useIdParam } from './useIdParam';

/** /draws (?gid= chooses the game): the last winning numbers of a ball game, updated live. */
export const LastDrawsPage = observer(function LastDrawsPage() {
  const { results } = useStores();
  const draws = results.lastDraws;
  const { t } = useTranslation();
  const { date } = useFormat();
  const gid = useIdParam('gid');
  const hasChoices = draws.choices.length > 0;
  useEffect(() => {
    void draws.show(gid);
    // The lobby may fill after the page: a first choice then becomes available.
  }, [draws, gid, hasChoices]);
  useEffect(() => draws.watch(), [draws]);
  return (
    <ResultsPage titleKey="routes.draws" testId="draws-page">
      <label className="form__field">
        <span>{t('results.game')}</span>
        <select
          data-testid="draws-game"
          value={draws.gameId ?? ''}
          onChange={(e) => void draws.show(Number(e.target.value))}
        >
          {draws.choices.map((c) => (
            <option key={c.gameId} value={c.gameId}>
              {c.gameTitle}
            </option>
          ))}
        </select>
      </label>
      <LoadState loading={draws.loading} error={draws.error} />
      {!draws.loading && draws.draws.length === 0 && (
        <p data-testid="draws-empty">{t('results.draws.empty')}</p>
      )}
      <ul className="record-list" data-testid="draws-list">
        {draws.draws.map((d) => (
          <li
            key={d.gameInstanceId}
            className="draw-record"
            data-testid="draw-row"
            data-instance-id={d.gameInstanceId}
          >
            <div className="draw-record__head">
              <strong>{t('results.instance', { id: d.gameInstanceId })}</strong>
              <span>{date(d.endedOn)}</span>
            </div>
            <Balls numbers={d.draws} label={t('results.drawnBalls')} />
            {d.draws2nd && d.draws2nd.length > 0 && (
              <Balls numbers={d.draws2nd} bonus label={t('results.bonusBalls')} testId="balls-bonus" />
            )}
            <div className="draw-record__links">
              <Link to={`/gameOver?id=${d.gameInstanceId}`} data-testid="draw-results">
                {t('results.draws.results')}
              </Link>
              <Link to={`/replay?id=${d.gameInstanceId}`} data-testid="draw-replay">
                {t('results.watchReplay')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </ResultsPage>
  );
});
