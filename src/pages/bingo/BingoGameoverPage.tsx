import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { BingoReplayHall } from './BingoReplayHall';
import { BingoWinners } from './BingoWinners';
import { bingoCallName } from './bingoCallName';
import { useBingoGame } from './useBingoGame';
import { useBingoMoney } from './useBingoMoney';
import '../../styles/bingo.css';

/**
 * /bingo/gameover?id=: my result, the winners of each pattern and the numbers called, to check,
 * and the game's replay (&replay=1 starts it at once).
 */
export const BingoGameoverPage = observer(function BingoGameoverPage() {
  const { bingo, lobby } = useStores();
  const { t } = useTranslation();
  const id = useBingoGame();
  const view = bingo.view;
  const game = lobby.games.get(id);
  const money = useBingoMoney(game?.currencyId ?? 'USD');
  const title = game?.gameTitle ?? t('routes.bingoGameover');
  const [params] = useSearchParams();
  return (
    <section className="section-page bingo-gameover" data-testid="bingo-gameover">
      <h1>{t('bingo.gameoverHeading', { game: title })}</h1>
      {view && (
        <>
          {/* Only a player who had cards in the game has a result (a shared link's visitor has none). */}
          {view.cards.length > 0 && (
            <p className="bingo-gameover__result" data-testid="bingo-result" data-won={bingo.myWinnings}>
              {bingo.myWinnings > 0
                ? t('bingo.youWon', { amount: money(bingo.myWinnings) })
                : t('bingo.noWin')}
            </p>
          )}
          <BingoReplayHall title={title} money={money} autoStart={params.get('replay') === '1'} />
          <BingoWinners money={money} />
          <h2>{t('bingo.called')}</h2>
          <p data-testid="bingo-called">
            {view.calls.map((n) => bingoCallName(t, view.format, n)).join(', ')}
          </p>
          {view.seed && (
            <p className="bingo-gameover__verify">
              {t('bingo.verify', { commitment: view.seedCommitment, seed: view.seed })}
            </p>
          )}
          {bingo.callOrder && (
            <p className="bingo-gameover__verify" data-testid="bingo-call-order">
              {t('bingo.callOrder', { order: bingo.callOrder.join(', ') })}
            </p>
          )}
        </>
      )}
      <Link to="/bingo/lobby">{t('bingo.backToRooms')}</Link>
    </section>
  );
});
