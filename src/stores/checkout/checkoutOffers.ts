import type { GameInstance } from '../../../protocol/types';
import type { RootStore } from '../RootStore';
import type { AppliedPromotion, MonthlyOffer } from './checkoutPlan';

// The server's subscription offers, as the checkout's pick step reads them (open calls).

/** The game's monthly offer in its currency; null when the site does not sell it by the month. */
export async function loadMonthlyOffer(root: RootStore, game: GameInstance): Promise<MonthlyOffer | null> {
  try {
    const offers = await root.transport.call('getGamesCostPerMonthAndSchedule', {
      memberId: root.memberId,
      currencyId: game.currencyId,
    });
    const offer = offers.find((o) => o.gameId === game.gameId);
    return offer && offer.drawsPerMonth > 0
      ? { drawsPerMonth: offer.drawsPerMonth, payGo: offer.payGo }
      : null;
  } catch (error) {
    console.warn('getGamesCostPerMonthAndSchedule failed', error); // draw counts are still sold
    return null;
  }
}

/** The game's promotion with this code; null when there is none, 'failed' when the server was not reached. */
export async function checkPromotion(
  root: RootStore,
  gameId: number,
  code: string,
): Promise<AppliedPromotion | null | 'failed'> {
  try {
    const found = await root.transport.call('getSubscriptionPromotion', {
      gameId,
      code,
      languageId: root.ui.language,
      memberId: root.memberId,
    });
    return found ? { code, title: found.title, discountPercent: found.discountPercent } : null;
  } catch (error) {
    console.warn('getSubscriptionPromotion failed', error);
    return 'failed';
  }
}
