import type { Subscription } from '../../../protocol/types';

/** Spec section 3/4: a subscription is active, completed or cancelled. */
export type SubscriptionState = 'active' | 'completed' | 'cancelled';

export function subscriptionState(
  s: Pick<Subscription, 'active' | 'completed' | 'cancelled'>,
): SubscriptionState {
  if (s.cancelled) return 'cancelled';
  if (s.completed || !s.active) return 'completed';
  return 'active';
}

/** Spec section 4, Subscription cancel success: inactive, remaining balance 0, cancelled. */
export function asCancelled(s: Subscription): Subscription {
  return { ...s, active: false, cancelled: true, completed: false, remainingBalance: 0 };
}
