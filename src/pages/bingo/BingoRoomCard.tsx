import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { countdownView } from '../lobby/countdown';
import { GameArt } from '../lobby/GameArt';
import { useInView } from '../lobby/useInView';
import { useSecondTicker } from '../lobby/useSecondTicker';
import { bingoArtOf } from './bingoArt';
import { BingoRoomBuy } from './BingoRoomBuy';
import { roomPrizeView } from './roomPrize';
import { startTimeText } from './startTime';
import { useBingoMoney } from './useBingoMoney';

/**
 * One bingo room: its format's picture, when it starts (the clock time, so two rooms of one type
 * are told apart, and a countdown), its prize, its facts, and buying cards (or watching).
 */
export const BingoRoomCard = observer(function BingoRoomCard({ game }: { game: GameInstance }) {
  const root = useStores();
  const { bingo } = root;
  const { t, i18n } = useTranslation();
  const element = useRef<HTMLElement>(null);
  const inView = useInView(element);
  useSecondTicker(inView);
  useEffect(() => {
    if (inView) void bingo.roomPrizes.load(game);
  }, [bingo, game, inView, game.gamePlayCurrent]);
  const money = useBingoMoney(game.currencyId);
  const payoutMoney = useBingoMoney(game.payoutCurrencyId || game.currencyId);
  const open = game.gameStatus === 'OPEN';
  const now = root.serverNow();
  const countdown = countdownView(game.tournamentStartTime, now);
  const startsAt = startTimeText(game.tournamentStartTime, now, i18n.language);
  const terms = bingo.roomPrizes.of(game.gameInstanceId);
  const { headline, topPrizeFact } = roomPrizeView(game, terms?.topPrize);
  const mine = game.playerInGame ? game.playerPlaysInGame : 0;
  const art = bingoArtOf(game.drawRange);
  return (
    <article
      ref={element}
      className={`lobby-tile lobby-tile--picture bingo-room lobby-tile--art-${art.name} ${open ? 'lobby-tile--open' : 'lobby-tile--playing'}`}
      data-testid="bingo-room"
      data-game-id={game.gameInstanceId}
      data-status={game.gameStatus}
      data-starts-at={game.tournamentStartTime}
      data-art={art.name}
    >
      <div className="lobby-tile__band">
        <GameArt kind="bingo" label={game.gameTitleShort || game.gameTitle} art={art} />
        <p className={`chip chip--${open ? 'open' : 'playing'} lobby-tile__status`}>
          {t('bingo.format', { format: game.drawRange })}
        </p>
      </div>
      <div className="lobby-tile__body">
        <h2 className="lobby-tile__title">{game.gameTitle}</h2>
        <p className="bingo-room__when">
          <span className="bingo-room__start" data-testid="bingo-room-start">
            {t(countdown.done ? 'bingo.startedAt' : 'bingo.startsAt', { time: startsAt })}
          </span>
          <span className="bingo-room__countdown" data-testid="bingo-room-countdown">
            {countdown.done ? t('bingo.started') : t('bingo.countdown', { time: countdown.text })}
          </span>
        </p>
        {headline && (
          <div className="lobby-tile__prize">
            <span className="lobby-tile__prize-label">{t(`bingo.${headline.kind}`)}</span>
            <span
              className="lobby-tile__prize-amount"
              data-testid="bingo-room-prize"
              data-kind={headline.kind}
            >
              {payoutMoney(headline.amount)}
            </span>
            {headline.kind === 'jackpot' && (terms?.jackpotCalls ?? 0) > 0 && (
              <span className="bingo-room__rule">
                {t('bingo.jackpotRule', { calls: terms?.jackpotCalls })}
              </span>
            )}
          </div>
        )}
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
          {topPrizeFact !== null && (
            <div>
              <dt>{t('bingo.topPrize')}</dt>
              <dd data-testid="bingo-room-top-prize">{payoutMoney(topPrizeFact)}</dd>
            </div>
          )}
        </dl>
        {mine > 0 && (
          <p className="bingo-room__mine" data-testid="bingo-room-mine">
            {t('bingo.bought', { count: mine })}
          </p>
        )}
        {open && <BingoRoomBuy game={game} />}
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
