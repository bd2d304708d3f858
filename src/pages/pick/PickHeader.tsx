import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { countdownTargetOf } from '../../stores/lobby/gameStatusLabel';
import { headlineOf } from '../../stores/lobby/lobbyOrder';
import { countdownView } from '../lobby/countdown';
import { artKindOf } from '../lobby/GameArt';
import { useSecondTicker } from '../lobby/useSecondTicker';

/** The best single prize of the draw (getBonoboPayout), with its prize item when it pays one. */
const TopPrizeFact = observer(function TopPrizeFact({
  currencyId,
  shown,
}: {
  currencyId: string;
  shown: number;
}) {
  const { picking, configuration } = useStores();
  const { t } = useTranslation();
  const { amount, itemName } = picking.topPrize;
  // Nothing to add when the headline already is this prize.
  if ((amount <= 0 || amount === shown) && !itemName) return null;
  const money = displayMoney(amount, currencyId, configuration.currency(currencyId));
  const text = !itemName
    ? money
    : amount > 0
      ? t('pick.header.topPrizeItem', { money, item: itemName })
      : itemName;
  return (
    <div>
      <dt>{t('pick.header.topPrize')}</dt>
      <dd data-testid="pick-top-prize">{text}</dd>
    </div>
  );
});

/** When the draw is: a tournament's start, else its registration end (the lottery draws then). */
const drawTimeOf = (game: GameInstance) =>
  game.tournamentStartTime > 0 ? game.tournamentStartTime : game.registrationEndTime;

/**
 * The pick page's hero band (issue 32): the game's brand colours, its title, what it pays (the
 * jackpot, else the pool, else the top prize, as its lobby tile says), the draw's date and time in
 * the player's locale, and a live countdown to the end of registration.
 */
export const PickHeader = observer(function PickHeader({ game }: { game: GameInstance }) {
  const root = useStores();
  const { t, i18n } = useTranslation();
  useSecondTicker();
  const headline = headlineOf(game);
  const currencyId = game.payoutCurrencyId || game.currencyId;
  const countdown = countdownView(countdownTargetOf(game), root.serverNow());
  const drawTime = drawTimeOf(game);
  const drawText =
    drawTime > 0
      ? new Date(drawTime).toLocaleString(i18n.language.replace('_', '-'), {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        })
      : null;
  return (
    <header className={`pick-hero pick-hero--art-${artKindOf(game)}`} data-testid="pick-header">
      <div className="pick-hero__balls" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className="pick-hero__text">
        <h1 className="pick-hero__title">{game.gameTitle}</h1>
        {headline.amount > 0 && (
          <p className="pick-hero__prize">
            <span className="pick-hero__eyebrow">{t(`pick.header.${headline.kind}`)}</span>
            <span className="pick-hero__amount" data-testid="pick-header-prize">
              {displayMoney(headline.amount, currencyId, root.configuration.currency(currencyId))}
            </span>
          </p>
        )}
      </div>
      <dl className="pick-hero__facts">
        <TopPrizeFact currencyId={currencyId} shown={headline.kind === 'topPrize' ? headline.amount : -1} />
        {drawText && (
          <div>
            <dt>{t('pick.header.draw')}</dt>
            <dd data-testid="pick-header-draw">{drawText}</dd>
          </div>
        )}
        <div>
          <dt>{t('pick.header.closesIn')}</dt>
          {/* The timer role on the dd would unmake it a dd for assistive tech (axe definition-list). */}
          <dd className="pick-hero__clock">
            <span data-testid="pick-countdown" role="timer" aria-live="off">
              {countdown.done ? t('pick.header.closed') : countdown.text}
            </span>
          </dd>
        </div>
      </dl>
    </header>
  );
});
