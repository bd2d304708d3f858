import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { DrawnBalls, MyLotteryPlay, WinnersTable } from './GameOverParts';
import { useNow } from './useNow';

/** Whole seconds to the start; never more than the delay (the clock read may predate the load). */
const secondsLeft = (ms: number, delayMs: number) => Math.ceil(Math.min(Math.max(ms, 0), delayMs) / 1000);

/**
 * A finished game's replay (REPLAY1). It waits 5 s after loading, then shows the draw. The DOM
 * shows the balls and my matches; the animated PixiJS replay is the stage's /playout?id=&replay=1,
 * linked from here. The `replay-stage` container is left for mounting the stage in place
 * (<StageView scene="lottery" props={replay.stageResult} />).
 */
export const ReplayView = observer(function ReplayView() {
  const { results } = useStores();
  const replay = results.replay;
  const { t } = useTranslation();
  const now = useNow(replay.phase === 'waiting');
  const f = replay.finished;
  if (replay.phase === 'idle') return null;
  if (replay.phase === 'loading')
    return (
      <p role="status" data-testid="replay-loading">
        {t('results.loading')}
      </p>
    );
  if (replay.phase === 'failed')
    return (
      <p className="form__error" role="alert" data-testid="replay-error">
        {replay.replayError?.startsWith('results.') ? t(replay.replayError) : replay.replayError}
      </p>
    );
  if (!f) return null;
  const currencyId = f.game?.payoutCurrencyId || f.game?.currencyId || 'USD';
  const summary = replay.summary;
  return (
    <section className="replay" data-testid="replay-view" data-phase={replay.phase} aria-live="polite">
      <header className="replay__header">
        <h2>
          {f.game?.gameTitle ?? t('routes.replay')} {t('results.instance', { id: f.gameInstanceId })}
        </h2>
        <div className="replay__actions">
          {replay.kind === 'lottery' && (
            <Link
              className="button"
              to={`/playout?id=${f.gameInstanceId}&replay=1`}
              data-testid="replay-animated"
            >
              {t('results.replay.animated')}
            </Link>
          )}
          <button type="button" className="button" data-testid="replay-close" onClick={() => replay.close()}>
            {t('results.replay.close')}
          </button>
        </div>
      </header>
      <div
        className="replay-stage"
        data-testid="replay-stage"
        data-scene={replay.kind}
        data-phase={replay.phase}
        data-game-instance-id={f.gameInstanceId}
      />
      {replay.phase === 'waiting' ? (
        <p className="replay__countdown" data-testid="replay-countdown">
          {t('results.replay.startsIn', { seconds: secondsLeft(replay.startsAt - now, replay.startDelayMs) })}
        </p>
      ) : (
        <div data-testid="replay-draw">
          <h3>{replay.kind === 'raffle' ? t('results.gameOver.winningTickets') : t('results.drawnBalls')}</h3>
          {replay.kind === 'lottery' && <DrawnBalls results={f.results} />}
          {replay.kind === 'lottery' && summary && summary.playCount > 0 && (
            <>
              <h3>{t('results.gameOver.myPlays')}</h3>
              <ul className="record-list" data-testid="replay-my-plays">
                {summary.plays.map((p, i) => (
                  <MyLotteryPlay
                    key={`${p.play}-${i}`}
                    play={p}
                    currencyId={currencyId}
                    rankLabels={f.game?.rankLabels}
                  />
                ))}
              </ul>
            </>
          )}
          <h3>{t('results.gameOver.winners')}</h3>
          <WinnersTable
            winners={replay.winnersInReplayOrder}
            currencyId={currencyId}
            ticketLabel={replay.kind === 'raffle'}
            rankLabels={f.game?.rankLabels}
          />
        </div>
      )}
    </section>
  );
});
