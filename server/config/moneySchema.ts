import { z } from 'zod';

// Operator settings for money: each site's cashier (deposit limits, withdrawal rules, bonus
// release), the operator's coupons and the payment provider. Amounts are minor units of whatever
// currency they are applied in.

const minor = z.number().int().min(0);

export const depositMethodSchema = z.enum(['coupon', 'card', 'directDebit', 'mbob']);

export const withdrawalSettingsSchema = z.strictObject({
  minMinor: minor.default(1000),
  maxMinor: minor.default(500_000),
  /** Charged on top of nothing: the player receives amount - fee. */
  feeMinor: minor.default(0),
  processingTime: z.string().default('1-3 business days'),
  /** Some regulators forbid cancelling a submitted withdrawal. */
  allowCancel: z.boolean().default(true),
  /** Full registration (segment not A, A1 or B) and ID and address verification. */
  requireVerification: z.boolean().default(true),
  methods: z.array(z.string().min(1).max(32)).min(1).default(['bankTransfer', 'card']),
});

export const cashierSettingsSchema = z.strictObject({
  depositMethods: z.array(depositMethodSchema).default(['coupon', 'card', 'directDebit', 'mbob']),
  /** Processor limits for one card, direct-debit or mBoB deposit. */
  minDepositMinor: minor.default(500),
  maxDepositMinor: minor.default(1_000_000),
  /** Deposits add amount x this to what must be wagered before a withdrawal (0: none). */
  depositWageringMultiplier: z.number().min(0).default(0),
  /** Share of each wager released from the bonus bucket to cash. */
  bonusReleasePercent: z.number().min(0).max(100).default(10),
  /** An mBoB deposit request left unpaid this long is cancelled. */
  depositRequestHours: z.number().int().min(1).default(48),
  /** A card payment with no answer from the processor this long is declined (timeout). */
  cardTimeoutMinutes: z.number().int().min(1).default(30),
  withdrawals: withdrawalSettingsSchema.default(withdrawalSettingsSchema.parse({})),
  banks: z
    .array(
      z.strictObject({ code: z.string().min(1), name: z.string().min(1), country: z.string().length(2) }),
    )
    .default([]),
  /** Taken off conversions for deposits and withdrawals (display and join use the plain rate). */
  conversionMarginPercent: z.number().min(0).max(50).default(0),
});

export const couponSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_-]{3,32}$/, 'expected 3-32 upper-case letters, digits, _ or -'),
  /** Instant coupons pay cash; the others fill the bonus bucket, released as the player wagers. */
  instant: z.boolean(),
  /** Fixed award, or percentOfDeposit of the deposit it comes with (capped by amountMinor when both). */
  amountMinor: minor.default(0),
  percentOfDeposit: z.number().min(0).max(1000).default(0),
  currency: z.string(),
  active: z.boolean().default(true),
  validFrom: z.number().int().min(0).optional(),
  validUntil: z.number().int().min(0).optional(),
  maxUses: z.number().int().min(1).optional(),
  maxPerPlayer: z.number().int().min(1).default(1),
  minDepositMinor: minor.default(0),
  /** standalone: redeemed by itself (method coupon); withDeposit: only along a card, debit or mBoB deposit. */
  usage: z.enum(['standalone', 'withDeposit']).default('standalone'),
  /** The award x this must be wagered before a withdrawal. */
  wageringMultiplier: z.number().min(0).default(0),
  /** Sites where the coupon works (empty: all). */
  memberIds: z.array(z.number().int().positive()).default([]),
});

/** Published with the source: server/domain/payments/sandboxGuard.ts refuses it outside a demo. */
export const DEFAULT_WEBHOOK_SECRET = 'sandbox-webhook-secret-change-me';

export const paymentsSchema = z.strictObject({
  provider: z.enum(['sandbox']).default('sandbox'),
  /** Shared secret the provider signs webhooks with (HMAC-SHA256). */
  webhookSecret: z.string().min(16).default(DEFAULT_WEBHOOK_SECRET),
  /** Where the provider posts settlements; empty: delivered in process. */
  webhookUrl: z.string().default(''),
  /** How long the sandbox takes to settle an approved payment. */
  settleDelayMs: z.number().int().min(0).default(1500),
});

export type CashierSettings = z.output<typeof cashierSettingsSchema>;
export type WithdrawalSettings = z.output<typeof withdrawalSettingsSchema>;
export type CouponConfig = z.output<typeof couponSchema>;
export type PaymentsConfig = z.output<typeof paymentsSchema>;
