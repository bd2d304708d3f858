/** The one-click checkout's steps, in order (spec section 2, "one-click checkout"). */
export const CHECKOUT_STEPS = ['pick', 'details', 'address', 'payment', 'confirm', 'success'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Steps whose form the visitor fills in; success only reports. */
export const FORM_STEPS: readonly CheckoutStep[] = ['pick', 'details', 'address', 'payment', 'confirm'];

export const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step);

/**
 * Draw counts offered: one draw, or a subscription covering that many draws (this one and the
 * next ones, joinGame's `subscriptions` being the draws after this one).
 */
export const DRAW_OPTIONS = [1, 4, 8, 12] as const;

/** Tickets or lines one checkout buys at most (a guest's first order, kept small). */
export const MAX_CHECKOUT_PLAYS = 10;

/** Courtesy titles; the full registration stores them as its gender field. */
export const TITLES = { mr: 'M', mrs: 'F', ms: 'F', miss: 'F', mx: 'O' } as const;
export type Title = keyof typeof TITLES;
