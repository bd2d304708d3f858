import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { DRAW_OPTIONS } from '../../stores/checkout/checkoutSteps';
import { BallGrid, type BallChooser } from '../../app/forms/BallGrid';
import { LineBalls } from './LineBalls';
import { StepActions } from './StepActions';
import { useCheckoutMoney } from './useCheckoutMoney';

/** Step 1: the game, the lines (or raffle tickets) and one draw or a subscription of several. */
export const PickStep = observer(function PickStep() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const game = checkout.game;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkout.next();
  };
  if (!game || checkout.progress.gameId === null) return <GameChoice />;
  const locked = checkout.orderLocked;
  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-pick">
      <div className="checkout-pick__game">
        <h2 tabIndex={-1} data-step-heading>
          {game.gameTitle}
        </h2>
        {!locked && (
          <button
            type="button"
            className="button button--link"
            data-testid="checkout-change-game"
            onClick={() => checkout.chooseGame(null)}
          >
            {t('checkout.pick.changeGame')}
          </button>
        )}
      </div>
      {locked && <p className="alert alert--info">{t('checkout.pick.locked')}</p>}
      <DrawChoice />
      {checkout.raffle ? <TicketCount /> : <LinePicker />}
      {checkout.pickError && (
        <p className="form__error" role="alert" data-testid="checkout-pick-error">
          {t(checkout.pickError, { max: checkout.maxPlays })}
        </p>
      )}
      <StepActions />
    </form>
  );
});

const GameChoice = observer(function GameChoice() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const games = checkout.games;
  return (
    <div className="checkout-form" data-testid="checkout-games">
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.pick.chooseGame')}
      </h2>
      {games.length === 0 ? (
        <p>{t('checkout.pick.noGames')}</p>
      ) : (
        <ul className="checkout-games">
          {games.map((g) => (
            <li key={g.gameId}>
              <GameOption gameId={g.gameId} />
            </li>
          ))}
        </ul>
      )}
      {checkout.pickError && (
        <p className="form__error" role="alert">
          {t(checkout.pickError)}
        </p>
      )}
    </div>
  );
});

const GameOption = observer(function GameOption({ gameId }: { gameId: number }) {
  const root = useStores();
  const { t } = useTranslation();
  const g = root.checkout.games.find((x) => x.gameId === gameId);
  if (!g) return null;
  const price = root.configuration.currency(g.currencyId);
  return (
    <button
      type="button"
      className="checkout-games__option"
      data-testid={`checkout-game-${g.gameId}`}
      onClick={() => root.checkout.chooseGame(g.gameId)}
    >
      <strong>{g.gameTitle}</strong>
      <span>
        {t('checkout.pick.perPlay', {
          price: displayMoney(g.gamePlayCost + g.gameFeePerPlay, g.currencyId, price),
        })}
      </span>
    </button>
  );
});

const DrawChoice = observer(function DrawChoice() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  const offer = checkout.offer;
  // No price before a line is picked: every option would say "$0" (issue 32).
  const priced = checkout.plays > 0;
  const countOption = (draws: number) => (
    <DrawOption
      key={draws}
      id={String(draws)}
      chosen={checkout.plan === 'draws' && checkout.progress.draws === draws}
      onChoose={() => checkout.setDraws(draws)}
      name={draws > 1 ? t('checkout.draws.count', { count: draws }) : t('checkout.draws.single')}
      tag={draws > 1 ? t('checkout.draws.tag') : null}
      price={priced ? money(checkout.priceOf('draws', draws)) : null}
    />
  );
  return (
    <fieldset className="checkout-draws" disabled={checkout.orderLocked}>
      <legend>{t('checkout.draws.legend')}</legend>
      {DRAW_OPTIONS.map(countOption)}
      {offer && (
        <DrawOption
          id="monthly"
          chosen={checkout.plan === 'monthly'}
          onChoose={() => checkout.setPlan('monthly')}
          name={t('checkout.draws.monthly', { count: offer.drawsPerMonth })}
          tag={t('checkout.draws.monthlyTag')}
          price={priced ? money(checkout.priceOf('monthly')) : null}
        />
      )}
      {offer?.payGo && (
        <DrawOption
          id="paygo"
          chosen={checkout.plan === 'paygo'}
          onChoose={() => checkout.setPlan('paygo')}
          name={t('checkout.draws.paygo')}
          tag={t('checkout.draws.paygoTag')}
          price={priced ? t('checkout.draws.perDraw', { price: money(checkout.perDraw) }) : null}
        />
      )}
      {checkout.plan === 'monthly' && offer?.firstDraw && offer.lastDraw && (
        <MonthDates first={offer.firstDraw} last={offer.lastDraw} />
      )}
      <p className="checkout-hint checkout-draws__hint">
        {t(checkout.plan === 'paygo' ? 'checkout.draws.paygoHint' : 'checkout.draws.hint')}
      </p>
      {checkout.subscribing && <PromotionField />}
    </fieldset>
  );
});

/** The span of draws a month bought now covers, in the player's language. */
function MonthDates({ first, last }: { first: number; last: number }) {
  const { t, i18n } = useTranslation();
  const day = (ms: number) =>
    new Date(ms).toLocaleDateString(i18n.language.replace('_', '-'), { day: 'numeric', month: 'long' });
  return (
    <p className="checkout-hint" data-testid="checkout-month-dates">
      {t('checkout.draws.monthDates', { first: day(first), last: day(last) })}
    </p>
  );
}

function DrawOption(p: {
  id: string;
  chosen: boolean;
  onChoose: () => void;
  name: string;
  tag: string | null;
  price: string | null;
}) {
  return (
    <label className={`checkout-draws__option${p.chosen ? ' checkout-draws__option--chosen' : ''}`}>
      <input
        type="radio"
        name="draws"
        value={p.id}
        checked={p.chosen}
        data-testid={`checkout-draws-${p.id}`}
        onChange={p.onChoose}
      />
      <span className="checkout-draws__name">{p.name}</span>
      {p.tag && <span className="checkout-draws__tag">{p.tag}</span>}
      {p.price && <span className="checkout-draws__price">{p.price}</span>}
    </label>
  );
}

/** A subscription's promotion code, checked with the server before anything is charged. */
const PromotionField = observer(function PromotionField() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const applied = checkout.promotion;
  const apply = () => void checkout.applyPromotion();
  return (
    <div className="form__field checkout-promo">
      <label htmlFor="checkout-promo-code">{t('subscriptions.promotion.code')}</label>
      <div className="checkout-promo__row">
        <input
          id="checkout-promo-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={checkout.promoCode}
          maxLength={32}
          data-testid="checkout-promo-code"
          aria-invalid={checkout.promoError ? true : undefined}
          aria-describedby={
            checkout.promoError ? 'checkout-promo-error' : applied ? 'checkout-promo-applied' : undefined
          }
          onChange={(e) => checkout.setPromoCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault(); // applies the code; Continue stays the form's own submit
            apply();
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          data-testid="checkout-promo-apply"
          disabled={checkout.promoChecking || checkout.orderLocked}
          onClick={apply}
        >
          {t('checkout.promo.apply')}
        </button>
      </div>
      {checkout.promoError && (
        <p className="form__error" role="alert" id="checkout-promo-error" data-testid="checkout-promo-error">
          {t(checkout.promoError)}
        </p>
      )}
      {applied && !checkout.promoError && (
        <p
          className="checkout-promo__applied"
          id="checkout-promo-applied"
          data-testid="checkout-promo-applied"
          role="status"
        >
          {t(checkout.plan === 'paygo' ? 'checkout.promo.appliedEach' : 'checkout.promo.applied', {
            title: applied.title,
            percent: applied.discountPercent,
          })}
        </p>
      )}
    </div>
  );
});

const TicketCount = observer(function TicketCount() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const tickets = checkout.progress.tickets;
  return (
    <div className="checkout-tickets">
      <label htmlFor="checkout-tickets">{t('checkout.pick.tickets')}</label>
      <div className="checkout-stepper">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('checkout.pick.fewer')}
          disabled={checkout.orderLocked || tickets <= 1}
          onClick={() => checkout.setTickets(tickets - 1)}
        >
          −
        </button>
        <input
          id="checkout-tickets"
          type="number"
          inputMode="numeric"
          min={1}
          max={checkout.maxPlays}
          value={tickets}
          disabled={checkout.orderLocked}
          data-testid="checkout-tickets"
          onChange={(e) => checkout.setTickets(Number(e.target.value) || 1)}
        />
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('checkout.pick.more')}
          disabled={checkout.orderLocked || tickets >= checkout.maxPlays}
          onClick={() => checkout.setTickets(tickets + 1)}
        >
          +
        </button>
      </div>
      <p className="checkout-hint">{t('checkout.pick.ticketsHint')}</p>
    </div>
  );
});

const CHECKOUT_BALLS = { grid: 'checkout-grid', ball: 'checkout-ball' };

const LinePicker = observer(function LinePicker() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const game = checkout.game!;
  const lines = checkout.progress.lines;
  const chooser: BallChooser = {
    isChosen: (ball, set) => checkout.isChosen(ball, set),
    toggle: (ball, set) => checkout.toggleBall(ball, set),
  };
  return (
    <div className="checkout-lines">
      <h3>{t('checkout.pick.yourLines', { count: lines.length })}</h3>
      {lines.length > 0 && (
        <ol className="checkout-lines__list" data-testid="checkout-lines">
          {lines.map((line, i) => (
            <li key={`${line}-${i}`} data-testid="checkout-line">
              <LineBalls line={line} />
              {!checkout.orderLocked && (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('checkout.pick.removeLine', { n: i + 1 })}
                  onClick={() => checkout.removeLine(i)}
                >
                  {t('checkout.pick.remove')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {!checkout.orderLocked && lines.length < checkout.maxPlays && (
        <div className="checkout-lines__picker">
          <p className="checkout-hint">
            {t('checkout.pick.instructions', { count: game.gamePlaySize, range: game.drawRange })}
          </p>
          <BallGrid chooser={chooser} set={1} range={game.drawRange} testIds={CHECKOUT_BALLS} />
          {game.gamePlaySize2nd > 0 && (
            <>
              <p className="checkout-hint">
                {t('checkout.pick.instructions2nd', {
                  count: game.gamePlaySize2nd,
                  range: game.drawRange2nd,
                })}
              </p>
              <BallGrid chooser={chooser} set={2} range={game.drawRange2nd} testIds={CHECKOUT_BALLS} />
            </>
          )}
          <div className="checkout-lines__buttons">
            <button
              type="button"
              className="button button--accent"
              data-testid="checkout-quickpick"
              onClick={() => checkout.quickPick()}
            >
              {t('checkout.pick.quickPick')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              data-testid="checkout-add-line"
              onClick={() => checkout.addLine()}
            >
              {t('checkout.pick.addLine')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
