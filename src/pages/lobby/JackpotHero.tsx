import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { linkTargetOf } from '../../stores/lobby/gameLinks';
import { countdownTargetOf } from '../../stores/lobby/gameStatusLabel';
import { headlineOf } from '../../stores/lobby/lobbyOrder';
import { countdownView } from './countdown';
import { useInView } from './useInView';
import { useSecondTicker } from './useSecondTicker';

const HERO_EYEBROW = { progressive: 'jackpot', prizePool: 'pool', topPrize: 'topPrize' } as const;

/** The lobby's headline: the biggest jackpot open now, set large, with a live countdown. */
export const JackpotHero = observer(function JackpotHero() {
  const root = useStores();
  const { t } = useTranslation();
  const element = useRef<HTMLElement>(null);
  useSecondTicker(useInView(element));
  const game = root.lobby.heroGame;
  if (!game) return null;
  const currencyId = game.payoutCurrencyId || game.currencyId;
  const headline = headlineOf(game);
  const amount = displayMoney(headline.amount, currencyId, root.configuration.currency(currencyId));
  const countdown = countdownView(countdownTargetOf(game), root.serverNow());
  const target = linkTargetOf(game, false);
  return (
    <section
      ref={element}
      className="jackpot-hero"
      data-testid="jackpot-hero"
      data-game-id={game.gameInstanceId}
      aria-labelledby="jackpot-hero-title"
    >
      <div className="jackpot-hero__balls" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className="jackpot-hero__text">
        <p className="jackpot-hero__eyebrow">{t(`design.hero.${HERO_EYEBROW[headline.kind]}`)}</p>
        <h2 id="jackpot-hero-title" className="jackpot-hero__game">
          {game.gameTitle}
        </h2>
        <p className="jackpot-hero__amount" data-testid="hero-amount">
          {amount}
        </p>
        {!countdown.done && (
          <p className="jackpot-hero__countdown">
            {t('design.hero.closesIn')}{' '}
            <span className="jackpot-hero__clock" data-testid="hero-countdown">
              {countdown.text}
            </span>
          </p>
        )}
        {target && (
          <Link
            className="button button--accent jackpot-hero__cta"
            to={`${target.path}?id=${target.id}`}
            data-testid="hero-play"
          >
            {t('design.hero.play')}
          </Link>
        )}
      </div>
    </section>
  );
});
