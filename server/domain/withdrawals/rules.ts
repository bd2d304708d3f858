import type { WithdrawalSettings } from '../../config/moneySchema';
import { isUnclaimedGuest } from '../players/guestCheckout';

export interface WithdrawalFacts {
  amountMinor: number;
  settings: WithdrawalSettings;
  hasDeposit: boolean;
  /** Segment is not A, A1 or B (quick registration). */
  fullyRegistered: boolean;
  /** ID and address verified. */
  verified: boolean;
  /** Not a guest checkout account whose email nobody has confirmed (players/guestCheckout.ts). */
  claimed: boolean;
  wageringMet: boolean;
  cashMinor: number;
}

export interface Refusal {
  reason: string;
  message: string;
}

/** Spec section 5, Withdrawal, in order; null when the withdrawal may be submitted. */
export function withdrawalRefusal(f: WithdrawalFacts): Refusal | null {
  if (f.amountMinor < f.settings.minMinor)
    return { reason: 'withdrawal.minAmount', message: 'The amount is below the minimum withdrawal' };
  if (f.amountMinor > f.settings.maxMinor)
    return { reason: 'withdrawal.maxAmount', message: 'The amount is above the maximum withdrawal' };
  if (f.amountMinor <= f.settings.feeMinor)
    return { reason: 'withdrawal.belowFee', message: 'The amount does not cover the withdrawal fee' };
  if (!f.hasDeposit) return { reason: 'withdrawal.noDeposit', message: 'Make a deposit before withdrawing' };
  if (!f.claimed)
    return {
      reason: 'withdrawal.emailConfirmation',
      message: 'Confirm your email address before withdrawing',
    };
  if (f.settings.requireVerification && !f.fullyRegistered)
    return { reason: 'withdrawal.registration', message: 'Complete your registration before withdrawing' };
  if (f.settings.requireVerification && !f.verified)
    return {
      reason: 'withdrawal.verification',
      message: 'Verify your identity and address before withdrawing',
    };
  if (!f.wageringMet)
    return { reason: 'withdrawal.wagering', message: 'The wagering requirement is not met yet' };
  if (f.cashMinor < f.amountMinor) return { reason: 'withdrawal.funds', message: 'Insufficient funds' };
  return null;
}

const QUICK_SEGMENTS = new Set(['A', 'A1', 'B']);

/** From the players row: segment and the verification flags the verification domain writes. */
export function registrationOf(row: {
  segment: string;
  details: Record<string, unknown>;
  verification: Record<string, unknown>;
}) {
  return {
    fullyRegistered: !QUICK_SEGMENTS.has(row.segment),
    verified: row.verification.idVerified === true && row.verification.addressVerified === true,
    claimed: !isUnclaimedGuest(row),
  };
}
