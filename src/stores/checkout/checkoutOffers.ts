import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { UiStore } from '../UiStore';
import type { AppliedPromotion, MonthlyOffer } from './checkoutPlan';

export interface CheckoutOffersDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly ui: UiStore;
}

// The server's subscription offers, as the checkout's pick step reads them (open calls).

/** The game's monthly offer in its currency; null when the site does not sell it by the month. */
export async function loadMonthlyOffer(
  deps: CheckoutOffersDeps,
  game: GameInstance,
): Promise<MonthlyOffer | null> {
  try {
    const offers = await deps.transport.call('getGamesCostPerMonthAndSchedule', {
      memberId: deps.memberId,
      currencyId: game.currencyId,
    });
    const offer = offers.find((o) => o.gameId === game.gameId);
    if (!offer || offer.drawsPerMonth <= 0) return null;
    return {
      drawsPerMonth: offer.drawsPerMonth,
      payGo: offer.payGo,
      ...(await monthSpan(deps, game.gameId)),
    };
  } catch (error) {
    console.warn('getGamesCostPerMonthAndSchedule failed', error); // draw counts are still sold
    return null;
  }
}

/** The first and last draw a month bought now covers; nothing when the dates cannot be had. */
async function monthSpan(
  deps: CheckoutOffersDeps,
  gameId: number,
): Promise<{ firstDraw?: number; lastDraw?: number }> {
  try {
    const { drawDates } = await deps.transport.call('getSubscriptionDates', { gameId, months: 1 });
    if (drawDates.length === 0) return {};
    return { firstDraw: Math.min(...drawDates), lastDraw: Math.max(...drawDates) };
  } catch (error) {
    console.warn('getSubscriptionDates failed', error); // the month is still sold, its dates unsaid
    return {};
  }
}

/** The game's promotion with this code; null when there is none, 'failed' when the server was not reached. */
export async function checkPromotion(
  deps: CheckoutOffersDeps,
  gameId: number,
  code: string,
): Promise<AppliedPromotion | null | 'failed'> {
  try {
    const found = await deps.transport.call('getSubscriptionPromotion', {
      gameId,
      code,
      languageId: deps.ui.language,
      memberId: deps.memberId,
    });
    return found ? { code, title: found.title, discountPercent: found.discountPercent } : null;
  } catch (error) {
    console.warn('getSubscriptionPromotion failed', error);
    return 'failed';
  }
}
