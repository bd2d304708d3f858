import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { type OperatorRole } from './roles';
import { operatorCall, reason } from './spec';

/** A deposit order's states (server/domain/cashier/orderStatus.ts); `challenge`: at the card issuer's second step. */
export const DEPOSIT_STATES = ['pending', 'challenge', 'completed', 'declined', 'cancelled'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** How players pay in: `mbob` is a deposit request, pending until the bank's payment is recorded. */
export const DEPOSIT_METHODS = ['card', 'directDebit', 'mbob', 'coupon'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export interface DepositListing {
  orderId: number;
  playerId: number;
  username: string;
  siteId: number;
  method: DepositMethod;
  currency: string;
  /** Minor units. */
  amount: number;
  status: DepositState;
  /** The reference the player quotes at the bank (mBoB requests only). */
  reference: string | null;
  createdAt: number;
  /** When it was credited (completed), else null. */
  settledAt: number | null;
  /** Why it was declined or cancelled, or who settled it and why. */
  reason: string | null;
  decidedBy: string | null;
}

/** Who handles money in: as for withdrawals. */
const CASHIERS: readonly OperatorRole[] = ['owner', 'finance'];

export const listDeposits = operatorCall<{ total: number; deposits: DepositListing[] }>()({
  name: 'listDeposits',
  summary: "Deposits of the operator's sites, newest first, by state and method, a page at a time.",
  roles: CASHIERS,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    status: z.enum(DEPOSIT_STATES).optional(),
    method: z.enum(DEPOSIT_METHODS).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const settleDepositRequest = operatorCall<{ deposit: DepositListing }>()({
  name: 'settleDepositRequest',
  summary:
    "The bank paid a pending mBoB deposit request: the player is credited through the provider's settlement, once.",
  roles: CASHIERS,
  changes: true,
  params: z.strictObject({ orderId: id, reason }),
});

export const declineDepositRequest = operatorCall<{ deposit: DepositListing }>()({
  name: 'declineDepositRequest',
  summary: 'The bank never received a pending mBoB deposit request: it is cancelled; no money moves.',
  roles: CASHIERS,
  changes: true,
  params: z.strictObject({ orderId: id, reason }),
});

/** One use of a coupon: what it paid, and the order it came with. */
export interface CouponRedemptionListing {
  redemptionId: number;
  code: string;
  playerId: number;
  username: string;
  siteId: number;
  /** Instant coupons pay cash; the others fill the bonus bucket. */
  instant: boolean;
  currency: string;
  /** The award, in minor units. */
  amount: number;
  redeemedAt: number;
  orderId: number;
  /** `coupon`: the coupon alone was the deposit; otherwise the deposit's method it came with. */
  orderMethod: string;
  /** The deposit's own amount in minor units (the award for a coupon alone). */
  orderAmount: number;
}

export const listCouponRedemptions = operatorCall<{
  total: number;
  redemptions: CouponRedemptionListing[];
}>()({
  name: 'listCouponRedemptions',
  summary: "Coupon redemptions by players of the operator's sites, newest first, by code.",
  roles: ['owner', 'operations', 'finance', 'compliance'],
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    code: z.string().trim().toUpperCase().min(1).max(32).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
  }),
  siteOf: (p) => p.siteId,
});
