/**
 * How the checkout's order is paid over time (spec section 1: the one-click purchase sells monthly
 * subscriptions): a number of draws paid now, every draw of a month paid now, or pay as you go
 * (this draw now, each later one from the account's balance as it is placed).
 */
export type CheckoutPlan = 'draws' | 'monthly' | 'paygo';

/** What the site sells a game by the month for (getGamesCostPerMonthAndSchedule), per play. */
export interface MonthlyOffer {
  drawsPerMonth: number;
  payGo: boolean;
  /** The first and last draw a month bought now covers (getSubscriptionDates); absent if not known. */
  firstDraw?: number;
  lastDraw?: number;
}

/** A promotion code the server accepted for the game (getSubscriptionPromotion by code). */
export interface AppliedPromotion {
  code: string;
  title: string;
  discountPercent: number;
}

/** The server's discount rounding (server/domain/play/subscriptionDiscount.ts): floor of the percent. */
export function discountOfMinor(amountMinor: number, percent: number): number {
  if (percent <= 0 || amountMinor <= 0) return 0;
  return Math.floor((amountMinor * Math.min(percent, 100)) / 100);
}

export interface OrderCharge {
  /** This draw's plays, always at full price. */
  firstMinor: number;
  /** The later draws paid now (none for a single draw or pay as you go), before the discount. */
  aheadMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/**
 * What the card pays for the order, as the join charges it: this draw, plus the later draws a
 * subscription pays ahead less the promotion's percent of them (pay as you go takes the percent
 * off each later draw when it is placed instead).
 */
export function orderCharge(q: {
  perDrawMinor: number;
  plan: CheckoutPlan;
  draws: number;
  offer: MonthlyOffer | null;
  discountPercent: number;
}): OrderCharge {
  const ahead =
    q.plan === 'monthly'
      ? Math.max(0, (q.offer?.drawsPerMonth ?? 1) - 1)
      : q.plan === 'draws'
        ? q.draws - 1
        : 0;
  const aheadMinor = ahead * q.perDrawMinor;
  const discountMinor = discountOfMinor(aheadMinor, q.discountPercent);
  return {
    firstMinor: q.perDrawMinor,
    aheadMinor,
    discountMinor,
    totalMinor: q.perDrawMinor + aheadMinor - discountMinor,
  };
}

/** joinGame's subscription terms for a plan (`subscriptions` counts the draws after this one). */
export function joinTerms(
  plan: CheckoutPlan,
  draws: number,
  promotion: AppliedPromotion | null,
): { subscriptions: number; subscriptionPlan?: 'monthly' | 'paygo'; promotionCode?: string } {
  const subscribing = plan !== 'draws' || draws > 1;
  return {
    subscriptions: plan === 'draws' ? draws - 1 : 0,
    ...(plan !== 'draws' ? { subscriptionPlan: plan } : {}),
    ...(subscribing && promotion ? { promotionCode: promotion.code } : {}),
  };
}
