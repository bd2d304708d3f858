import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { LazyStage } from '../../app/stage/LazyStage';
import { useStageSound } from '../../app/stage/useStageSound';
import { BingoCardsText } from './BingoCardsText';
import { BingoWinners } from './BingoWinners';
import { useBingoGame } from './useBingoGame';
import { useBingoMoney } from './useBingoMoney';
import { useBingoSceneTexts } from './useBingoSceneTexts';
import '../../styles/bingo.css';

/**
 * /bingo/playout?id=: the live hall. The stage shows the calls, the board and my cards; the same
 * game as text follows beside it, with the winners of each pattern; at the end, the results.
 */
export const BingoHallPage = observer(function BingoHallPage() {
  const { bingo, lobby, ui } = useStores();
  const { t } = useTranslation();
  const id = useBingoGame();
  const game = lobby.games.get(id);
  const view = bingo.view;
  const currency = game?.currencyId ?? 'USD';
  const money = useBingoMoney(currency);
  const title = game?.gameTitle ?? t('routes.bingoPlayout');
  const texts = useBingoSceneTexts(title, money);
  const sound = useStageSound();
  const [unavailable, setUnavailable] = useState(false);
  // One props object per game: the scene follows the store's calls itself.
  const props = useMemo(
    () => (view ? { feed: bingo, texts, sound } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the game is loaded
    [view !== null, id, texts, sound],
  );
  return (
    <section
      className="section-page bingo-hall"
      data-testid="bingo-hall"
      data-finished={view?.finished ? 'true' : 'false'}
    >
      <Link className="section-page__back" to="/bingo/lobby">
        {t('bingo.backToRooms')}
      </Link>
      <h1>{t('bingo.hallHeading', { game: title })}</h1>
      {bingo.error && <p role="alert">{bingo.error}</p>}
      {props && !unavailable && (
        <LazyStage
          key={id}
          scene="bingo"
          props={props}
          theme={ui.theme}
          sound={sound}
          onUnavailable={() => setUnavailable(true)}
        />
      )}
      {unavailable && <p data-testid="bingo-stage-unavailable">{t('bingo.stageUnavailable')}</p>}
      <div className="bingo-hall__text">
        <BingoCardsText money={money} />
        <BingoWinners money={money} />
      </div>
      {view?.finished && (
        <p role="status" data-testid="bingo-my-winnings">
          {bingo.myWinnings > 0 ? t('bingo.youWon', { amount: money(bingo.myWinnings) }) : t('bingo.noWin')}{' '}
          <Link to={`/bingo/gameover?id=${id}`} data-testid="bingo-results-link">
            {t('bingo.resultsLink')}
          </Link>
        </p>
      )}
    </section>
  );
});
