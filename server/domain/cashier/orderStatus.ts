/** Spec Order event: orderType 1 is a deposit (the first-deposit tracking reads it), 2 a withdrawal. */
export const OrderType = { deposit: 1, withdrawal: 2 } as const;

/** orderStatus 2 is "completed" (first-deposit tracking fires on type 1, status 2). */
export const OrderStatus = {
  pending: 1,
  completed: 2,
  declined: 3,
  cancelled: 4,
  /** Waiting for the player's second step at the card issuer (3-D Secure-like). */
  challenge: 5,
} as const;

export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

export const orderStatusName: Record<number, string> = {
  1: 'pending',
  2: 'completed',
  3: 'declined',
  4: 'cancelled',
  5: 'challenge',
};
