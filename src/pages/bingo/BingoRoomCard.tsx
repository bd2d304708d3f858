import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { countdownView } from '../lobby/countdown';
import { GameArt } from '../lobby/GameArt';
import { useInView } from '../lobby/useInView';
import { useSecondTicker } from '../lobby/useSecondTicker';
import { useBingoMoney } from './useBingoMoney';

/**
 * How many cards a player may pick: 1 up to their maximum; 90-ball rooms in strips of six
 * tickets (the demo's sell strips; the lobby's game data does not say which rooms do).
 */
function cardChoices(game: GameInstance): number[] {
  const max = Math.max(1, game.playerPlayMax || 24);
  const step = game.drawRange === 90 ? 6 : 1;
  const choices = Array.from({ length: Math.floor(max / step) }, (_, i) => (i + 1) * step);
  return choices.length > 0 ? choices : [1];
}

/** One bingo room: its facts, a countdown to the first call, and buying cards (or watching). */
export const BingoRoomCard = observer(function BingoRoomCard({ game }: { game: GameInstance }) {
  const root = useStores();
  const { bingo, session, ui } = root;
  const { t } = useTranslation();
  const element = useRef<HTMLElement>(null);
  useSecondTicker(useInView(element));
  const money = useBingoMoney(game.currencyId);
  const choices = cardChoices(game);
  const [count, setCount] = useState(choices[Math.min(choices.length - 1, game.drawRange === 90 ? 0 : 3)]);
  const open = game.gameStatus === 'OPEN';
  const countdown = countdownView(game.tournamentStartTime, root.serverNow());
  const mine = game.playerInGame ? game.playerPlaysInGame : 0;
  const again = bingo.lastPurchase?.gameId === game.gameId ? bingo.lastPurchase.cards : 0;
  const buying = bingo.buyingFor === game.gameInstanceId;
  const buy = (cards: number) => {
    if (!session.loggedIn) ui.openModal('login');
    else void bingo.buy(game, cards);
  };
  return (
    <article
      ref={element}
      className={`lobby-tile bingo-room lobby-tile--art-bingo ${open ? 'lobby-tile--open' : 'lobby-tile--playing'}`}
      data-testid="bingo-room"
      data-game-id={game.gameInstanceId}
      data-status={game.gameStatus}
      data-starts-at={game.tournamentStartTime}
    >
      <div className="lobby-tile__band">
        <GameArt kind="bingo" label={game.gameTitleShort || game.gameTitle} />
        <p className={`chip chip--${open ? 'open' : 'playing'} lobby-tile__status`}>
          {t('bingo.format', { format: game.drawRange })}
        </p>
      </div>
      <div className="lobby-tile__body">
        <h2 className="lobby-tile__title">{game.gameTitle}</h2>
        {/* Never $0 as a prize: before any sale the jackpot (or nothing) is the headline. */}
        {(game.prizePool > 0 || game.progressiveAmount > 0) && (
          <div className="lobby-tile__prize">
            <span className="lobby-tile__prize-label">
              {t(game.prizePool > 0 ? 'bingo.prize' : 'bingo.jackpot')}
            </span>
            <span className="lobby-tile__prize-amount" data-testid="bingo-room-prize">
              {money(game.prizePool > 0 ? game.prizePool : game.progressiveAmount)}
            </span>
          </div>
        )}
        <p className="lobby-tile__countdown" data-testid="bingo-room-countdown">
          {countdown.done ? t('bingo.started') : `${t('bingo.startsIn')} ${countdown.text}`}
        </p>
        <dl className="lobby-tile__facts">
          <div>
            <dt>{t('bingo.cardPrice')}</dt>
            <dd data-testid="bingo-room-price">{money(game.gamePlayCost)}</dd>
          </div>
          <div>
            <dt>{t('bingo.players')}</dt>
            <dd>{game.gamePlayerCurrent}</dd>
          </div>
          <div>
            <dt>{t('bingo.cards')}</dt>
            <dd data-testid="bingo-room-cards">{game.gamePlayCurrent}</dd>
          </div>
          {game.progressiveAmount > 0 && (
            <div>
              <dt>{t('bingo.jackpot')}</dt>
              <dd data-testid="bingo-room-jackpot">{money(game.progressiveAmount)}</dd>
            </div>
          )}
        </dl>
        {mine > 0 && (
          <p className="bingo-room__mine" data-testid="bingo-room-mine">
            {t('bingo.bought', { count: mine })}
          </p>
        )}
        {open && (
          <div className="bingo-room__buy">
            <label>
              {t('bingo.howMany')}
              <select
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
                data-testid="bingo-card-count"
              >
                {choices.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--wide button--primary"
              disabled={buying}
              onClick={() => buy(count)}
              data-testid="bingo-buy"
            >
              {buying
                ? t('bingo.buying')
                : session.loggedIn
                  ? t('bingo.buy', { count, amount: money(game.gamePlayCost * count) })
                  : t('bingo.loginToBuy')}
            </button>
            {again > 0 && session.loggedIn && (
              <button
                type="button"
                className="button button--wide button--ghost"
                disabled={buying}
                onClick={() => buy(again)}
                data-testid="bingo-buy-again"
              >
                {t('bingo.buyAgain', { count: again })}
              </button>
            )}
          </div>
        )}
        {bingo.buyErrorKey && bingo.lastFailedFor === game.gameInstanceId && (
          <p role="alert" className="form__error" data-testid="bingo-buy-error">
            {t(bingo.buyErrorKey)}
          </p>
        )}
        {(mine > 0 || !open) && (
          <Link
            className={`button button--wide ${mine > 0 ? 'button--accent' : 'button--ghost'}`}
            to={`/bingo/playout?id=${game.gameInstanceId}`}
            data-testid="bingo-enter"
          >
            {mine > 0 ? t('bingo.enterHall') : t('bingo.watch')}
          </Link>
        )}
      </div>
    </article>
  );
});
