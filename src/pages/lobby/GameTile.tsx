import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { linkTargetOf } from '../../stores/lobby/gameLinks';
import { countdownTargetOf, statusLabelOf } from '../../stores/lobby/gameStatusLabel';
import { countdownView } from './countdown';
import { FavoriteStar } from './FavoriteStar';
import { useInView } from './useInView';
import { useSecondTicker } from './useSecondTicker';

/** One game instance: reads the observable game, so a push re-renders only this tile. */
export const GameTile = observer(function GameTile({
  game,
  perm = false,
}: {
  game: GameInstance;
  /** On the perm lobby: Play opens the perm picker. */
  perm?: boolean;
}) {
  const root = useStores();
  const { t } = useTranslation();
  const element = useRef<HTMLElement>(null);
  useSecondTicker(useInView(element));
  const now = root.serverNow();
  const status = statusLabelOf(game, now);
  const countdown = countdownView(countdownTargetOf(game), now);
  const payoutCurrencyId = game.payoutCurrencyId || game.currencyId;
  const progressive = game.progressiveAmount > 0;
  const prize = progressive ? game.progressiveAmount : game.prizePool;
  const target = linkTargetOf(game, perm);

  return (
    <article
      ref={element}
      className={`lobby-tile lobby-tile--${status}`}
      data-testid="lobby-tile"
      data-game-id={game.gameInstanceId}
      data-status={status}
    >
      <header className="lobby-tile__header">
        <h3 className="lobby-tile__title">{game.gameTitle}</h3>
        {root.session.loggedIn && <FavoriteStar gameId={game.gameId} />}
      </header>
      <p className="lobby-tile__status" data-testid="tile-status" data-status={status}>
        {t(`status.${status}`)}
      </p>
      {!countdown.done && (
        <p className="lobby-tile__countdown" data-testid="tile-countdown">
          {countdown.text}
        </p>
      )}
      <dl className="lobby-tile__facts">
        <div>
          <dt>{t('lobby.tile.cost')}</dt>
          <dd data-testid="tile-cost">
            {game.gamePlayCost === 0
              ? t('lobby.tile.free')
              : displayMoney(
                  game.gamePlayCost,
                  game.currencyId,
                  root.configuration.currency(game.currencyId),
                )}
          </dd>
        </div>
        <div>
          <dt>{t(progressive ? 'lobby.tile.progressive' : 'lobby.tile.prizePool')}</dt>
          <dd data-testid="tile-prize">
            {displayMoney(prize, payoutCurrencyId, root.configuration.currency(payoutCurrencyId), {
              abbreviate: true,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('lobby.tile.players')}</dt>
          <dd data-testid="tile-players">{game.gamePlayerCurrent}</dd>
        </div>
        <div>
          <dt>{t('lobby.tile.plays')}</dt>
          <dd data-testid="tile-plays">
            {game.gamePlayMax > 0
              ? t('lobby.tile.playsOf', { current: game.gamePlayCurrent, max: game.gamePlayMax })
              : game.gamePlayCurrent}
          </dd>
        </div>
      </dl>
      {target && (
        <Link
          className="button button--primary"
          to={`${target.path}?id=${target.id}`}
          data-testid={target.path === '/playout' ? 'tile-watch' : 'tile-play'}
        >
          {t(target.path === '/playout' ? 'lobby.watch' : 'lobby.play')}
        </Link>
      )}
    </article>
  );
});
