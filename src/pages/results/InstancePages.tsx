import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { parsePlay } from '../../stores/results/gameOverMaths';
import { Balls } from './Balls';
import { LoginPrompt } from './LoginPrompt';
import { LoadState, ResultsPage } from './ResultsPage';
import { useFormat } from './useFormat';
import { useIdParam } from './useIdParam';

function NoGame() {
  const { t } = useTranslation();
  return (
    <p data-testid="instance-no-game">
      {t('results.players.noGame')} <Link to="/">{t('routes.lobby')}</Link>
    </p>
  );
}

/** /players?id=: who is in a game instance, live with the lobby's player count. */
export const PlayersPage = observer(function PlayersPage() {
  const { results } = useStores();
  const store = results.instance;
  const { t } = useTranslation();
  const id = useIdParam();
  const playerCount = store.game?.gamePlayerCurrent;
  useEffect(() => {
    if (id) void store.loadPlayers(id);
  }, [store, id, playerCount]);
  return (
    <ResultsPage titleKey="routes.players" testId="players-page">
      {!id ? (
        <NoGame />
      ) : (
        <>
          {store.game && (
            <p data-testid="instance-game">
              {store.game.gameTitle} {t('results.instance', { id })}
            </p>
          )}
          <LoadState loading={store.loading} error={store.error} />
          {!store.loading && store.players.length === 0 && (
            <p data-testid="players-empty">{t('results.players.empty')}</p>
          )}
          {store.players.length > 0 && (
            <>
              <p data-testid="players-count">{t('results.players.count', { n: store.players.length })}</p>
              <ul className="record-list players-list" data-testid="players-list">
                {store.players.map((p, i) => (
                  <li key={i} data-testid="player-row">
                    {p.screenName}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="draw-record__links">
            <Link to={`/bets?id=${id}`}>{t('routes.bets')}</Link>
          </p>
        </>
      )}
    </ResultsPage>
  );
});

/** /bets?id=: the plays the player bought in a game instance, with what each won once it ended. */
export const BetsPage = observer(function BetsPage() {
  const { results, session } = useStores();
  const store = results.instance;
  const { t } = useTranslation();
  const { money } = useFormat();
  const id = useIdParam();
  const loggedIn = session.loggedIn;
  const myPlayCount = store.game?.playerPlaysInGame;
  useEffect(() => {
    if (id && loggedIn) void store.loadMyPlays(id);
  }, [store, id, loggedIn, myPlayCount]);
  if (!loggedIn)
    return (
      <ResultsPage titleKey="routes.bets" testId="bets-page">
        <LoginPrompt messageKey="results.bets.login" />
      </ResultsPage>
    );
  const game = store.game;
  const currencyId = game?.payoutCurrencyId || game?.currencyId || 'USD';
  const ended = game?.gameStatus === 'ENDED';
  return (
    <ResultsPage titleKey="routes.bets" testId="bets-page">
      {!id ? (
        <NoGame />
      ) : (
        <>
          {game && (
            <p data-testid="instance-game">
              {game.gameTitle} {t('results.instance', { id })}
            </p>
          )}
          <LoadState loading={store.loading} error={store.error} />
          {!store.loading && store.myPlays.length === 0 && (
            <p data-testid="bets-empty">{t('results.bets.empty')}</p>
          )}
          <ul className="record-list" data-testid="bets-list">
            {store.myPlays.map((p, i) => {
              const { main, second } = parsePlay(p.play);
              return (
                <li key={`${p.play}-${i}`} className="my-play" data-testid="bet-row">
                  <Balls numbers={main} label={t('results.gameOver.playBalls')} />
                  {second.length > 0 && <Balls numbers={second} bonus label={t('results.bonusBalls')} />}
                  {ended && (
                    <strong>
                      {p.rankNumber !== null && p.prize > 0
                        ? `${t('results.gameOver.rank', { rank: p.rankNumber })} · ${money(p.prize, currencyId)}`
                        : t('results.gameOver.noWin')}
                    </strong>
                  )}
                </li>
              );
            })}
          </ul>
          {ended && (
            <p className="draw-record__links">
              <Link to={`/gameOver?id=${id}`}>{t('results.draws.results')}</Link>
            </p>
          )}
        </>
      )}
    </ResultsPage>
  );
});
