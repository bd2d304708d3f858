import type { z } from 'zod';
import type { joinGameParams } from '../../protocol/calls/play';
import { FaultCode, RpcFault } from '../../protocol/faults';
import { PROMOTION_CHECKOUT_GRACE_MS, type AppliedPromotion } from '../domain/play/subscriptionOffers';
import type { SubscriptionsService } from '../domain/play/subscriptions';

/** The i18n keys a refused promotion answers on field promotionCode (config/locales/.../subdiscount.json). */
export const PromotionFault = {
  invalid: 'subscriptions.promotion.invalid',
  expired: 'subscriptions.promotion.expired',
  notSubscription: 'subscriptions.promotion.notSubscription',
} as const;

const refused = (message: string, key: string) =>
  new RpcFault(FaultCode.Validation, message, { promotionCode: key });

/**
 * The promotion a joinGame asks for, checked before anything is bought: null without one; a
 * Server.Validation fault (field promotionCode) when it is not the game's, its code is wrong or
 * missing, it ended more than the checkout's grace ago (PROMOTION_CHECKOUT_GRACE_MS), or the join
 * buys no subscription. An unknown promotion and a wrong code
 * answer alike, so codes cannot be probed one by one.
 */
export function promotionForJoin(
  subscriptions: SubscriptionsService,
  params: z.output<typeof joinGameParams>,
  memberId: number,
): AppliedPromotion | null {
  if (params.promotionId === undefined && params.promotionCode === undefined) return null;
  if (params.subscriptions === 0 && !params.subscriptionPlan)
    throw refused('A promotion applies only to a subscription', PromotionFault.notSubscription);
  const check = subscriptions.redeemable({
    gameId: params.gameId,
    memberId,
    promotionId: params.promotionId,
    code: params.promotionCode,
    graceMs: PROMOTION_CHECKOUT_GRACE_MS,
  });
  if (check.ok) return check.promotion;
  if (check.reason === 'expired') throw refused('This promotion has ended', PromotionFault.expired);
  throw refused('Promotion code not valid', PromotionFault.invalid);
}
