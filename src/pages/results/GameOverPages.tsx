import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { FairnessPanel } from '../verify/FairnessPanel';
import { DrawnBalls, GameOverFrame, MyLotteryPlay, Totals, WinnersTable } from './GameOverParts';
import { ResultsPage } from './ResultsPage';
import { useFormat } from './useFormat';
import { useGameOver } from './useGameOver';

/** /gameOver?id=: sends the player to the lottery or raffle game-over page of the game's rule. */
export const GameOverPage = observer(function GameOverPage() {
  const { id, store } = useGameOver();
  const navigate = useNavigate();
  const known = store.finished?.gameInstanceId === id ? store.finished : null;
  useEffect(() => {
    if (!id || !known) return;
    navigate(`${store.kind === 'raffle' ? '/gameOverRaffle' : '/gameOverLottery'}?id=${id}`, {
      replace: true,
    });
  }, [id, known, store.kind, navigate]);
  return (
    <ResultsPage titleKey="routes.gameOver" testId="gameover-page">
      <GameOverFrame id={id} store={store}>
        {null}
      </GameOverFrame>
    </ResultsPage>
  );
});

/** /gameOverLottery?id=: the drawn balls, my plays with their matches, my winnings, the winners. */
export const GameOverLotteryPage = observer(function GameOverLotteryPage() {
  const { id, store } = useGameOver();
  const { t } = useTranslation();
  const f = store.finished;
  const summary = store.summary;
  return (
    <ResultsPage titleKey="routes.gameOverLottery" testId="gameover-lottery-page">
      <GameOverFrame id={id} store={store}>
        {f && summary && (
          <>
            <h2>{t('results.drawnBalls')}</h2>
            <DrawnBalls results={f.results} />
            <h2>{t('results.gameOver.myPlays')}</h2>
            {summary.playCount === 0 ? (
              <p data-testid="gameover-no-plays">{t('results.gameOver.noPlays')}</p>
            ) : (
              <>
                <ul className="record-list" data-testid="my-plays">
                  {summary.plays.map((p, i) => (
                    <MyLotteryPlay
                      key={`${p.play}-${i}`}
                      play={p}
                      currencyId={store.currencyId}
                      rankLabels={f.game?.rankLabels}
                    />
                  ))}
                </ul>
                <Totals summary={summary} currencyId={store.currencyId} />
              </>
            )}
            <h2>{t('results.gameOver.winners')}</h2>
            <WinnersTable
              winners={f.results.winners}
              currencyId={store.currencyId}
              rankLabels={f.game?.rankLabels}
            />
            {id !== null && <FairnessPanel source={{ kind: 'draw', gameInstanceId: id }} />}
          </>
        )}
      </GameOverFrame>
    </ResultsPage>
  );
});

/** My raffle tickets, each marked won (rank and prize) or not. */
const MyTickets = observer(function MyTickets() {
  const { results, configuration } = useStores();
  const { t } = useTranslation();
  const { money } = useFormat();
  const store = results.gameOver;
  const summary = store.summary;
  const prefix = configuration.configuration?.raffleTicketPrefix ?? '';
  if (!summary) return null;
  if (summary.playCount === 0)
    return <p data-testid="gameover-no-plays">{t('results.gameOver.noTickets')}</p>;
  return (
    <>
      <ul className="record-list" data-testid="my-tickets">
        {summary.plays.map((p, i) => (
          <li
            key={`${p.play}-${i}`}
            className={p.won ? 'my-play my-play--won' : 'my-play'}
            data-testid="my-ticket"
          >
            <span>
              {t('results.gameOver.ticket')} {prefix}
              {p.play}
            </span>
            <strong>
              {p.won
                ? `${t('results.gameOver.rank', { rank: p.rankNumber })} · ${money(p.prize, store.currencyId)}`
                : t('results.gameOver.noWin')}
            </strong>
          </li>
        ))}
      </ul>
      <Totals summary={summary} currencyId={store.currencyId} />
    </>
  );
});

/** /gameOverRaffle?id=: my tickets and winnings, and the winning tickets by rank. */
export const GameOverRafflePage = observer(function GameOverRafflePage() {
  const { id, store } = useGameOver();
  const { t } = useTranslation();
  return (
    <ResultsPage titleKey="routes.gameOverRaffle" testId="gameover-raffle-page">
      <GameOverFrame id={id} store={store}>
        <h2>{t('results.gameOver.myTickets')}</h2>
        <MyTickets />
        <h2>{t('results.gameOver.winningTickets')}</h2>
        <WinnersTable winners={store.winnersByRank} currencyId={store.currencyId} ticketLabel />
        {id !== null && <FairnessPanel source={{ kind: 'draw', gameInstanceId: id }} />}
      </GameOverFrame>
    </ResultsPage>
  );
});

/**
 * /gameOverRaffleExt?id=: the raffle page with one card per rank (title, prize item, amount) and
 * the revealed draw seed beside its published commitment, so the draw can be checked.
 */
export const GameOverRaffleExtPage = observer(function GameOverRaffleExtPage() {
  const { id, store } = useGameOver();
  const { gameInfo } = useStores();
  const { t } = useTranslation();
  const { money } = useFormat();
  const game = store.finished?.game ?? null;
  useEffect(() => {
    if (game) void gameInfo.loadPayout(game);
  }, [gameInfo, game]);
  const payout = game ? gameInfo.payoutOf(game) : null;
  const winners = store.winnersByRank;
  const results = store.finished?.results;
  return (
    <ResultsPage titleKey="routes.gameOverRaffleExt" testId="gameover-raffle-ext-page">
      <GameOverFrame id={id} store={store}>
        <h2>{t('results.gameOver.myTickets')}</h2>
        <MyTickets />
        <h2>{t('results.gameOver.prizes')}</h2>
        <ul className="rank-cards" data-testid="rank-cards">
          {(payout ?? []).map((rank) => {
            const winner = winners.find((w) => w.rankNumber === rank.rankNumber);
            return (
              <li key={rank.rankNumber} className="rank-card" data-testid="rank-card">
                <strong>
                  {rank.meta?.rankTitle ?? t('results.gameOver.rank', { rank: rank.rankNumber })}
                </strong>
                {rank.prizeItem && <span>{rank.prizeItem.name}</span>}
                <span>{winner ? money(winner.prize, store.currencyId) : t('results.gameOver.noWinner')}</span>
                {winner && <span>{winner.screenName}</span>}
              </li>
            );
          })}
        </ul>
        <h2>{t('results.gameOver.winningTickets')}</h2>
        <WinnersTable winners={winners} currencyId={store.currencyId} ticketLabel />
        {results?.seed && (
          <dl className="details-list seed-proof" data-testid="seed-proof">
            <div>
              <dt>{t('results.gameOver.seed')}</dt>
              <dd>{results.seed}</dd>
            </div>
            <div>
              <dt>{t('results.gameOver.seedCommitment')}</dt>
              <dd>{results.seedCommitment}</dd>
            </div>
          </dl>
        )}
        {id !== null && <FairnessPanel source={{ kind: 'draw', gameInstanceId: id }} />}
      </GameOverFrame>
    </ResultsPage>
  );
});
