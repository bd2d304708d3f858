import type { AppliedPromotion, CheckoutPlan } from './checkoutPlan';
import type { CheckoutStep } from './checkoutSteps';
import { CHECKOUT_STEPS } from './checkoutSteps';

/**
 * What a checkout has done so far, kept in session storage so a reload or a retry carries on where
 * it stopped and never repeats a charge: the account made, the deposit's and the join's
 * idempotency keys (the server answers a repeated key with the first outcome), and what was bought.
 * The password and the card number are never stored: after a reload they are asked for again
 * only if the step that needs them has not run yet.
 */
export interface CheckoutProgress {
  step: CheckoutStep;
  gameId: number | null;
  lines: string[];
  tickets: number;
  /** With plan 'draws': how many (this one and the next); a month or pay as you go count their own. */
  draws: number;
  plan: CheckoutPlan;
  /** A promotion code the server accepted for the game; it applies to a subscription only. */
  promotion: AppliedPromotion | null;
  details: Record<string, string>;
  address: Record<string, string>;
  /** The saved form and the key only its creator holds (postPendingForm resaves with it). */
  pendingForm: { id: number; key: string } | null;
  /** The account registerAndLoginBeforeDeposit made (its session is remembered like a login's). */
  account: { playerId: number; username: string } | null;
  fullRegistered: boolean;
  depositKey: string | null;
  /** The deposit with depositKey reached the server (or may have): ask again by key, card not needed. */
  depositSent: boolean;
  depositDone: boolean;
  joinKey: string | null;
  /** The single draw the server holds for this account (checkoutPendingJoin): its id keys the join. */
  pendingJoinId: number | null;
  /** trackPendingJoin was sent; with pendingJoinDoubt its answer was lost (the order may be held). */
  pendingJoinAsked: boolean;
  pendingJoinDoubt: boolean;
  joined: { gameInstanceId: number; joinCode: string | null; subscriptionCode: string | null } | null;
}

export function emptyProgress(): CheckoutProgress {
  return {
    step: 'pick',
    gameId: null,
    lines: [],
    tickets: 1,
    draws: 1,
    plan: 'draws',
    promotion: null,
    details: {},
    address: {},
    pendingForm: null,
    account: null,
    fullRegistered: false,
    depositKey: null,
    depositSent: false,
    depositDone: false,
    joinKey: null,
    pendingJoinId: null,
    pendingJoinAsked: false,
    pendingJoinDoubt: false,
    joined: null,
  };
}

/** RootStore.forgetFinishedCheckout spells this key too (it stays out of the lobby's first load). */
export const progressKey = (memberId: number) => `drawhall.checkout.${memberId}`;

/** The stored progress, or null when there is none or it is not ours (a newer shape, garbage). */
export function readProgress(storage: Storage | null, memberId: number): CheckoutProgress | null {
  try {
    const raw = storage?.getItem(progressKey(memberId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CheckoutProgress>;
    if (!parsed || typeof parsed !== 'object' || !CHECKOUT_STEPS.includes(parsed.step as CheckoutStep))
      return null;
    return { ...emptyProgress(), ...parsed };
  } catch {
    return null;
  }
}

export function writeProgress(storage: Storage | null, memberId: number, progress: CheckoutProgress | null) {
  try {
    if (progress) storage?.setItem(progressKey(memberId), JSON.stringify(progress));
    else storage?.removeItem(progressKey(memberId));
  } catch {
    /* storage refused: the checkout still works, only a reload loses its place */
  }
}
