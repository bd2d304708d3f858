import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rankLabelOf } from '../../../protocol/payoutTable';
import type { GameResults } from '../../../protocol/types';
import type { GameOverSummary, MyPlayOutcome } from '../../stores/results/gameOverMaths';
import type { GameOverStore } from '../../stores/results/GameOverStore';
import { Balls } from './Balls';
import { LoadState } from './ResultsPage';
import { useFormat } from './useFormat';

/** The frame of every game-over page: no id, loading, error, not ended yet, then the content. */
export const GameOverFrame = observer(function GameOverFrame({
  id,
  store,
  children,
}: {
  id: number | null;
  store: GameOverStore;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const f = store.finished;
  if (!id) return <p data-testid="gameover-no-game">{t('results.gameOver.noGame')}</p>;
  return (
    <>
      <LoadState loading={store.loading} error={store.error} />
      {f && f.gameInstanceId === id && (
        <>
          <p className="gameover__title" data-testid="gameover-game">
            {f.game?.gameTitle ?? ''} {t('results.instance', { id })}
          </p>
          {store.ended ? children : <p data-testid="gameover-not-ended">{t('results.gameOver.notEnded')}</p>}
          <p className="draw-record__links">
            <Link to={`/replay?id=${id}`} data-testid="gameover-replay">
              {t('results.watchReplay')}
            </Link>
            <Link to={`/players?id=${id}`}>{t('routes.players')}</Link>
          </p>
        </>
      )}
    </>
  );
});

/** Spent, won and net of the player's plays. */
export function Totals({ summary, currencyId }: { summary: GameOverSummary; currencyId: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <dl className="details-list gameover__totals" data-testid="gameover-totals">
      <div>
        <dt>{t('results.gameOver.spent')}</dt>
        <dd data-testid="gameover-spent">{money(summary.spent, currencyId)}</dd>
      </div>
      <div>
        <dt>{t('results.gameOver.won')}</dt>
        <dd data-testid="gameover-won">{money(summary.won, currencyId)}</dd>
      </div>
      <div>
        <dt>{t('results.gameOver.net')}</dt>
        <dd data-testid="gameover-net" className={summary.net > 0 ? 'amount--won' : undefined}>
          {summary.net < 0 ? `-${money(-summary.net, currencyId)}` : money(summary.net, currencyId)}
        </dd>
      </div>
    </dl>
  );
}

/** The drawn balls, main set then bonus set. */
export function DrawnBalls({ results }: { results: Pick<GameResults, 'draws' | 'draws2nd'> }) {
  const { t } = useTranslation();
  return (
    <div className="gameover__draws">
      <Balls numbers={results.draws} label={t('results.drawnBalls')} testId="drawn-balls" />
      {results.draws2nd && results.draws2nd.length > 0 && (
        <Balls numbers={results.draws2nd} bonus label={t('results.bonusBalls')} testId="drawn-bonus" />
      )}
    </div>
  );
}

/** One of my lottery plays: its balls with the matched ones marked, rank and prize. */
export function MyLotteryPlay({
  play,
  currencyId,
  rankLabels,
}: {
  play: MyPlayOutcome;
  currencyId: string;
  /** The game type names its ranks (straight, rumble, lucky). */
  rankLabels?: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <li className={play.won ? 'my-play my-play--won' : 'my-play'} data-testid="my-play">
      <Balls
        numbers={play.main}
        matched={new Set(play.matchedMain)}
        label={t('results.gameOver.playBalls')}
      />
      {play.second.length > 0 && (
        <Balls
          numbers={play.second}
          matched={new Set(play.matchedSecond)}
          bonus
          label={t('results.bonusBalls')}
        />
      )}
      <span data-testid="my-play-matched">
        {t('results.gameOver.matched', { n: play.matchedMain.length })}
        {play.matchedSecond.length > 0 &&
          ` ${t('results.gameOver.matchedBonus', { n: play.matchedSecond.length })}`}
      </span>
      <strong data-testid="my-play-prize">
        {play.won
          ? `${rankText(t, play.rankNumber ?? 0, rankLabels)} · ${money(play.prize, currencyId)}`
          : t('results.gameOver.noWin')}
      </strong>
    </li>
  );
}

/** Winners as the results list them (the biggest 100). */
export function WinnersTable({
  winners,
  currencyId,
  ticketLabel = false,
  rankLabels,
}: {
  winners: GameResults['winners'];
  currencyId: string;
  ticketLabel?: boolean;
  rankLabels?: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (winners.length === 0) return <p data-testid="winners-empty">{t('results.gameOver.noWinners')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="winners-table">
        <thead>
          <tr>
            <th>{t('results.gameOver.rankHeading')}</th>
            <th>{t('results.player')}</th>
            <th>{ticketLabel ? t('results.gameOver.ticket') : t('results.gameOver.play')}</th>
            <th>{t('results.gameOver.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((w, i) => (
            <tr key={`${w.play}-${i}`} data-testid="winner-row">
              <td>
                {w.rankNumber}
                {rankLabelOf({ rankLabels }, w.rankNumber) && (
                  <span className="payout__extra" data-testid="winner-rank-label">
                    {t(`payout.rankLabel.${rankLabelOf({ rankLabels }, w.rankNumber)}`)}
                  </span>
                )}
              </td>
              <td>{w.screenName}</td>
              <td>{w.play}</td>
              <td>{money(w.prize, currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Rank 1', or 'Rank 1 · Straight' when the game names its ranks. */
function rankText(t: TFunction, rank: number, rankLabels: boolean | undefined): string {
  const label = rankLabelOf({ rankLabels }, rank);
  const base = t('results.gameOver.rank', { rank });
  return label ? `${base} (${t(`payout.rankLabel.${label}`)})` : base;
}
