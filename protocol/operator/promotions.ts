import { z } from 'zod';
import { id } from '../calls/schemas';
import { type OperatorRole } from './roles';
import { operatorCall, ALL, epochMs, reason } from './spec';

const minor = z.number().int().min(0).max(1e12);

/**
 * A coupon as an operator writes it (the configuration's coupon, docs/configuration.md): a code
 * players type, a fixed award or a share of the deposit, limits, dates and the sites it works on.
 */
export const couponInput = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, '3 to 32 letters, digits, _ or -'),
  /** Instant coupons pay cash; the others fill the bonus bucket, released as the player wagers. */
  instant: z.boolean(),
  amountMinor: minor,
  percentOfDeposit: z.number().min(0).max(1000),
  currency: z.string().min(1).max(8),
  active: z.boolean(),
  validFrom: epochMs.optional(),
  validUntil: epochMs.optional(),
  maxUses: z.number().int().min(1).max(1e9).optional(),
  maxPerPlayer: z.number().int().min(1).max(1e6),
  minDepositMinor: minor,
  usage: z.enum(['standalone', 'withDeposit']),
  wageringMultiplier: z.number().min(0).max(100),
  /** Sites where the coupon works; empty: every site. */
  memberIds: z.array(id).max(100),
});
export type CouponInput = z.output<typeof couponInput>;

/** A coupon as listed: its terms, how often it was used, and where it comes from. */
export interface CouponListing extends CouponInput {
  uses: number;
  /** `configuration`: the file's, never changed here; `console`: made or changed by an operator. */
  source: 'configuration' | 'console';
  updatedBy: string | null;
  updatedAt: number | null;
}

/** A progressive jackpot of a draw game type, as settlement last left it. */
export interface JackpotListing {
  gameId: number;
  title: string;
  siteIds: number[];
  currency: string;
  /** What it holds now (the seed until its first draw). */
  amountMinor: number;
  seedMinor: number;
  contributionPercentage: number;
  ceilingMinor: number | null;
  updatedAt: number | null;
}

/** Who may make and change coupons: the operators who run the sites. */
const PROMOTION_ACTORS: readonly OperatorRole[] = ['owner', 'operations'];

export const listCoupons = operatorCall<{ coupons: CouponListing[] }>()({
  name: 'listCoupons',
  summary: "Coupons that work on the operator's sites (or one site), with their uses so far.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

export const saveCoupon = operatorCall<{ coupon: CouponListing }>()({
  name: 'saveCoupon',
  summary:
    'Creates a coupon (create: true) or changes one, configured or made here; the change holds at once.',
  roles: PROMOTION_ACTORS,
  changes: true,
  params: z.strictObject({ coupon: couponInput, create: z.boolean(), reason }),
});

export const setCouponActive = operatorCall<{ coupon: CouponListing }>()({
  name: 'setCouponActive',
  summary: 'Disables a coupon (players are refused it from now on) or enables it again.',
  roles: PROMOTION_ACTORS,
  changes: true,
  params: z.strictObject({
    code: z.string().trim().toUpperCase().min(1).max(32),
    active: z.boolean(),
    reason,
  }),
});

export const listJackpots = operatorCall<{ jackpots: JackpotListing[] }>()({
  name: 'listJackpots',
  summary: "The progressive jackpots of the operator's sites' draw games: what each holds and its terms.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});
