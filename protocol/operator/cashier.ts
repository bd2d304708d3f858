import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, minorAmount, reason, currencyId } from './spec';

export const WITHDRAWAL_STATES = ['pending', 'paying', 'completed', 'declined', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export interface WithdrawalListing {
  withdrawalId: number;
  playerId: number;
  username: string;
  siteId: number;
  status: WithdrawalState;
  method: string;
  currency: string;
  amount: number;
  fee: number;
  requestedAt: number;
  decidedBy: string | null;
  reason: string | null;
}

export const listWithdrawals = operatorCall<{ withdrawals: WithdrawalListing[] }>()({
  name: 'listWithdrawals',
  summary: "Withdrawals of the operator's sites, oldest pending first (default: pending ones).",
  roles: ['owner', 'finance'],
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    status: z.enum(WITHDRAWAL_STATES).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const decideWithdrawal = operatorCall<{ done: true; status: WithdrawalState }>()({
  name: 'decideWithdrawal',
  summary:
    'Approve (paid out through the provider) or reject (the money back to the player) a pending withdrawal, once.',
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({ withdrawalId: id, approve: z.boolean(), reason }),
});

export const reverseWithdrawal = operatorCall<{ done: true; status: WithdrawalState }>()({
  name: 'reverseWithdrawal',
  summary:
    'The provider returned the payout of an approved withdrawal (paying): the money back to the player, once. A paid one cannot be reversed.',
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({ withdrawalId: id, reason }),
});

export interface AdjustmentListing {
  adjustmentId: number;
  playerId: number;
  siteId: number;
  account: 'cash' | 'bonus';
  currency: string;
  amount: number;
  reason: string;
  status: 'pending' | 'done';
  requestedBy: string;
  requestedAt: number;
  approvedBy: string | null;
  approvedAt: number | null;
}

export const adjustBalance = operatorCall<{ adjustment: AdjustmentListing }>()({
  name: 'adjustBalance',
  summary:
    "A signed correction of a player's cash or bonus: at once up to the site's threshold, above it pending a second operator.",
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({
    playerId: id,
    account: z.enum(['cash', 'bonus']),
    amount: minorAmount.refine((n) => n !== 0, 'validation.nonZero'),
    currency: currencyId.optional(),
    reason,
    /** Same key, same adjustment: a repeated request (a double click, a retry) moves nothing again. */
    requestKey: z.string().min(8).max(100),
  }),
});

export const approveAdjustment = operatorCall<{ adjustment: AdjustmentListing }>()({
  name: 'approveAdjustment',
  summary: 'Applies a pending adjustment; only an operator other than the one who asked for it.',
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({ adjustmentId: id }),
});

export const listAdjustments = operatorCall<{ adjustments: AdjustmentListing[] }>()({
  name: 'listAdjustments',
  summary: "Balance adjustments of the operator's sites, newest first (default: pending ones).",
  roles: ['owner', 'finance'],
  changes: false,
  params: z.strictObject({ siteId: id.optional(), status: z.enum(['pending', 'done']).optional() }),
  siteOf: (p) => p.siteId,
});
