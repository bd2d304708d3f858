import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { displayCount } from '../../format/count';
import { displayMoney } from '../../format/money';
import { isCheckoutGame, linkTargetOf, WATCH_PATHS } from '../../stores/lobby/gameLinks';
import { headlineOf } from '../../stores/lobby/lobbyOrder';
import { countdownTargetOf, statusLabelOf } from '../../stores/lobby/gameStatusLabel';
import { countdownView } from './countdown';
import { FavoriteStar } from './FavoriteStar';
import { artKindOf, GameArt } from './GameArt';
import { Icon } from '../../app/shell/Icon';
import { useInView } from './useInView';
import { useSecondTicker } from './useSecondTicker';
import { useBingoArt } from './useBingoArt';

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
  const { t, i18n } = useTranslation();
  const count = (n: number) => displayCount(n, i18n.language);
  const element = useRef<HTMLElement>(null);
  const inView = useInView(element);
  useSecondTicker(inView);
  const now = root.serverNow();
  const status = statusLabelOf(game, now);
  const countdown = countdownView(countdownTargetOf(game), now);
  const payoutCurrencyId = game.payoutCurrencyId || game.currencyId;
  const headline = headlineOf(game);
  const target = linkTargetOf(game, perm);
  const art = artKindOf(game);
  // Bingo tiles wear their room's picture, as on the bingo page; its band is the picture's size at once.
  const bingoArt = useBingoArt(art === 'bingo' && inView ? game.drawRange : null);
  const artClass =
    art === 'bingo' ? ` lobby-tile--picture${bingoArt ? ` lobby-tile--art-${bingoArt.name}` : ''}` : '';

  return (
    <article
      ref={element}
      className={`lobby-tile lobby-tile--${status} lobby-tile--art-${art}${artClass}`}
      data-testid="lobby-tile"
      data-game-id={game.gameInstanceId}
      data-status={status}
    >
      <div className="lobby-tile__band">
        <GameArt kind={art} label={game.gameTitleShort || game.gameTitle} art={bingoArt ?? undefined} />
        <p
          className={`chip chip--${status} lobby-tile__status`}
          data-testid="tile-status"
          data-status={status}
        >
          {t(`status.${status}`)}
        </p>
        {root.session.loggedIn && <FavoriteStar gameId={game.gameId} />}
      </div>
      <div className="lobby-tile__body">
        <h3 className="lobby-tile__title">{game.gameTitle}</h3>
        <div className="lobby-tile__prize">
          <span className="lobby-tile__prize-label">{t(`lobby.tile.${headline.kind}`)}</span>
          <span className="lobby-tile__prize-amount" data-testid="tile-prize">
            {displayMoney(headline.amount, payoutCurrencyId, root.configuration.currency(payoutCurrencyId), {
              abbreviate: true,
            })}
          </span>
        </div>
        {!countdown.done && (
          <p className="lobby-tile__countdown">
            <Icon name="clock" />
            <span data-testid="tile-countdown">{countdown.text}</span>
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
            <dt>{t('lobby.tile.players')}</dt>
            <dd data-testid="tile-players">{count(game.gamePlayerCurrent)}</dd>
          </div>
          <div>
            <dt>{t('lobby.tile.plays')}</dt>
            <dd data-testid="tile-plays">
              {game.gamePlayMax > 0
                ? t('lobby.tile.playsOf', {
                    current: count(game.gamePlayCurrent),
                    max: count(game.gamePlayMax),
                  })
                : count(game.gamePlayCurrent)}
            </dd>
          </div>
        </dl>
        <div className="lobby-tile__actions">
          {target && (
            <Link
              className={`button button--wide ${WATCH_PATHS.has(target.path) ? 'button--ghost' : 'button--primary'}`}
              to={`${target.path}?id=${target.id}`}
              data-testid={WATCH_PATHS.has(target.path) ? 'tile-watch' : 'tile-play'}
            >
              {t(WATCH_PATHS.has(target.path) ? 'lobby.watch' : 'lobby.play')}
            </Link>
          )}
          {/* Visitors may buy without an account first: the one-click checkout (spec section 1). */}
          {!root.session.loggedIn && isCheckoutGame(game) && (
            <Link
              className="button button--link lobby-tile__guest"
              to={`/checkout?gid=${game.gameId}`}
              data-testid="tile-checkout"
              aria-label={t('checkout.tileEntryFor', { game: game.gameTitle })}
            >
              {t('checkout.tileEntry')}
            </Link>
          )}
          {/* The same height on every tile of a visitor's grid, so the Play buttons line up. */}
          {!root.session.loggedIn && !isCheckoutGame(game) && (
            <span className="lobby-tile__guest lobby-tile__guest--none" aria-hidden="true" />
          )}
        </div>
      </div>
    </article>
  );
});
