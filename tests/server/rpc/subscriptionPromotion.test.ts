import { describe, expect, it } from 'vitest';
import { joinGameParams } from '../../../protocol/calls/play';
import { isRpcFault } from '../../../protocol/faults';
import {
  PROMOTION_CHECKOUT_GRACE_MS,
  redeemablePromotion,
} from '../../../server/domain/play/subscriptionOffers';
import type { SubscriptionsService } from '../../../server/domain/play/subscriptions';
import { promotionForJoin } from '../../../server/rpc/subscriptionPromotion';
import { tinyGame } from '../domain/play/support/gameWorld';

const NOON = Date.parse('2030-01-01T12:00:00Z');
const MINUTE = 60_000;

// RAFFLE10 ends at noon; the checkout checked it (Apply) a few minutes before.
const game = tinyGame({
  subscriptions: {
    monthly: true,
    promotions: [
      { promotionId: 4, code: 'RAFFLE10', discountPercent: 10, endsAt: '2030-01-01T12:00:00Z', title: {} },
    ],
  },
});

/** promotionForJoin on a subscriptions service whose clock reads `now`. */
function joinPromotion(now: number) {
  const subscriptions = {
    redeemable: (q) => redeemablePromotion([game], { ...q, now }),
  } as Pick<SubscriptionsService, 'redeemable'> as SubscriptionsService;
  const params = joinGameParams.parse({
    gameId: 901,
    gameInstanceId: 1,
    userPlays: ['1,2'],
    userPlaysCount: 1,
    currencyId: 'USD',
    subscriptionPlan: 'monthly',
    promotionCode: 'raffle10',
  });
  try {
    return promotionForJoin(subscriptions, params, 1);
  } catch (error) {
    if (isRpcFault(error)) return error.toFault();
    throw error;
  }
}

describe('a promotion ending during a checkout', () => {
  it('no longer offers itself once ended (the Apply step)', () => {
    const check = (now: number) =>
      redeemablePromotion([game], { gameId: 901, memberId: 1, code: 'RAFFLE10', now });
    expect(check(NOON - MINUTE)).toMatchObject({ ok: true });
    expect(check(NOON)).toEqual({ ok: false, reason: 'expired' });
  });

  it('still prices the join that follows within the grace, and not after it', () => {
    expect(joinPromotion(NOON - MINUTE)).toEqual({ promotionId: 4, discountPercent: 10 });
    expect(joinPromotion(NOON + 10 * MINUTE)).toEqual({ promotionId: 4, discountPercent: 10 });
    expect(joinPromotion(NOON + PROMOTION_CHECKOUT_GRACE_MS)).toMatchObject({
      code: 'Server.Validation',
      detail: { promotionCode: 'subscriptions.promotion.expired' },
    });
  });
});
