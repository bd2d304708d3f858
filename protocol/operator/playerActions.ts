import { z } from 'zod';
import { id } from '../calls/schemas';
import type { ReferralEntry } from '../calls/referrals';
import type { Subscription } from '../types/subscription';
import type { LimitKindName } from '../types/player';
import type { OperatorRole } from './roles';
import { currencyId, epochMs, operatorCall, reason } from './spec';

/** Who changes a player's responsible gaming: the roles that suspend and ban. */
const RG_ROLES: readonly OperatorRole[] = ['owner', 'compliance'];

/** The limits customer service sets (spec section 6): deposits per day, week, month; wagering per week. */
export const CS_LIMIT_KINDS = [
  'daily',
  'weekly',
  'monthly',
  'weeklyBet',
] as const satisfies readonly LimitKindName[];

/** A cool-off is the player's own time-out (spec section 5): at most six weeks. */
export const COOL_OFF_MAX_DAYS = 42;

export const sendPasswordReset = operatorCall<{ done: true }>()({
  name: 'sendPasswordReset',
  summary:
    "Mails the player the reset link of the player's own flow, to the address on file, within its per-account mail limit.",
  roles: ['owner', 'compliance', 'support'],
  changes: true,
  params: z.strictObject({ playerId: id, reason }),
});

export const setCustomerServiceLimit = operatorCall<{
  done: true;
  limit: { kind: LimitKindName; amount: number; currency: string };
}>()({
  name: 'setCustomerServiceLimit',
  summary:
    "A limit customer service sets (deposits per day, week or month, wagering per week): at once, above the player's own.",
  roles: RG_ROLES,
  changes: true,
  params: z.strictObject({
    playerId: id,
    kind: z.enum(CS_LIMIT_KINDS),
    /** Minor units of `currency`. */
    amount: z.number().int().min(0).max(1e12),
    currency: currencyId,
    reason,
  }),
});

export const imposeCoolOff = operatorCall<{ done: true; until: number; endedSessions: number }>()({
  name: 'imposeCoolOff',
  summary:
    "A time-out the player cannot lift (as the player's own, at most six weeks): sessions end, deposit requests are cancelled.",
  roles: RG_ROLES,
  changes: true,
  params: z
    .strictObject({
      playerId: id,
      /** The end, epoch ms; or `days` from now. */
      until: epochMs.optional(),
      days: z.number().int().min(1).max(COOL_OFF_MAX_DAYS).optional(),
      reason,
    })
    .refine((p) => (p.until === undefined) !== (p.days === undefined), {
      message: 'validation.untilOrDays',
      path: ['until'],
    }),
});

/** What stands in the way of closing an account (closeAccount's refusal carries them as `detail.blocks`). */
export type ClosureBlock =
  | { kind: 'balance'; account: string; currency: string; amount: number }
  | { kind: 'withdrawal'; withdrawalId: number }
  | { kind: 'deposit'; orderId: number }
  | { kind: 'openPlays'; instances: number }
  | { kind: 'subscription'; subscriptionId: number };

export const closeAccount = operatorCall<{ done: true; closedAt: number; endedSessions: number }>()({
  name: 'closeAccount',
  summary:
    'Closes an account with nothing left in it (no balance, withdrawal or deposit under way, open plays, active subscription).',
  roles: RG_ROLES,
  changes: true,
  params: z.strictObject({ playerId: id, reason }),
});

/** A player's subscriptions and referrals (the player page's tabs), and whether the account is closed. */
export interface PlayerActivity {
  /** When closeAccount closed it; null while open. */
  closedAt: number | null;
  /** Every subscription, newest first, as the player's own list shows it (amounts in major units). */
  subscriptions: Subscription[];
  /**
   * The friends the player referred, as their own referrals page shows them; an invitation nobody
   * answered names the address invited, null for roles without contact data.
   */
  referrals: (Omit<ReferralEntry, 'screenName'> & { screenName: string | null })[];
}

export const getPlayerActivity = operatorCall<PlayerActivity>()({
  name: 'getPlayerActivity',
  summary: "A player's subscriptions and referrals, and when the account was closed.",
  roles: ['owner', 'finance', 'compliance', 'support', 'readonly'],
  changes: false,
  params: z.strictObject({ playerId: id }),
});
