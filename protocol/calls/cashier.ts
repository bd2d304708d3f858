import { z } from 'zod';
import { defineCall, noParams } from './define';
import { amount, currencyId, id, languageId, memberId, positiveAmount } from './schemas';
import { ValidationKey } from '../validation/keys';
import { checkDepositAmount, directDebitRules } from '../validation/rules';
import type { Account, DepositRequest, OrderEvent, Prize, Withdrawal } from '../types';
import type { OneResult } from './results';

/**
 * A client-chosen key for a request that moves money: the same key from the same player returns
 * the first outcome and moves nothing again, so a retry after a lost reply is safe.
 */
export const requestKey = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{8,64}$/, 'validation.requestKey')
  .optional();

export const getPlayerAccounts = defineCall<Account[]>()({
  name: 'getPlayerAccounts',
  access: 'open',
  area: 'cashier',
  summary: "The logged-in player's accounts (needs a session although open on either endpoint)",
  params: noParams,
});

export const getPlayerAccountBalance = defineCall<Account>()({
  name: 'getPlayerAccountBalance',
  access: 'open',
  area: 'cashier',
  summary: 'One account of the logged-in player, by currency and type (cash when omitted)',
  params: z.object({
    currencyId,
    type: z.enum(['cash', 'bonus', 'points', 'subscriptions']).default('cash'),
  }),
});

export const depositMethods = ['coupon', 'card', 'directDebit', 'mbob'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/**
 * Deposit params: the amount must be a finite number not below 0, and a coupon deposit needs its
 * code (spec section 5, deposit.coupon.amount.required and deposit.coupon.required).
 */
export const depositStepParams = z
  .object({
    method: z.enum(depositMethods),
    amount: z.number({ error: ValidationKey.couponAmountRequired }),
    currencyId,
    couponCode: z.string().max(32).optional(),
    paymentId: z.string().max(64).optional(),
    savedPaymentId: id.optional(),
    returnUrl: z.string().max(512).optional(),
    requestKey,
  })
  .superRefine((v, ctx) => {
    const amountKey = checkDepositAmount(v.amount);
    if (amountKey) ctx.addIssue({ code: 'custom', message: amountKey, path: ['amount'] });
    if (v.method === 'coupon' && !v.couponCode?.trim())
      ctx.addIssue({ code: 'custom', message: ValidationKey.couponRequired, path: ['couponCode'] });
  });

export interface DepositStepResult {
  /**
   * 'done' when money moved, 'redirect' when the issuer's second step must be opened, 'pending'
   * while the provider settles or the deposit request waits. A declined payment is a fault.
   */
  step: 'done' | 'redirect' | 'pending';
  redirectUrl?: string;
  orderId?: number;
  orderStatus?: number;
  accounts?: Account[];
  order?: OrderEvent;
}

export const getDepositStep = defineCall<DepositStepResult>()({
  name: 'getDepositStep',
  access: 'auth',
  area: 'cashier',
  summary: 'Make a deposit by coupon, card, direct debit or mBoB request',
  params: depositStepParams,
});

export const validateCoupon = defineCall<{
  valid: boolean;
  couponAmount: number;
  currencyId: string;
  instantCoupon: boolean;
}>()({
  name: 'validateCoupon',
  access: 'open',
  area: 'cashier',
  summary: 'Check a coupon before depositing; refused with coupon codes 50..62',
  params: z.object({
    couponCode: z.string().min(1, ValidationKey.couponRequired).max(32),
    amount,
    currencyId,
  }),
});

export const getDepositPopup = defineCall<{
  methods: DepositMethod[];
  minAmount: number;
  maxAmount: number;
  html?: string;
}>()({
  name: 'getDepositPopup',
  access: 'open',
  area: 'cashier',
  summary: 'What the deposit dialog offers the player: methods and processor limits',
  params: z.object({
    currencyId: currencyId.optional(),
    languageId: languageId.optional(),
    /** A visitor's site (the one-click checkout shows the card minimum before the account exists); a session's own site wins. */
    memberId: memberId.optional(),
  }),
});

export const directDebitRequest = defineCall<OneResult>()({
  name: 'directDebitRequest',
  access: 'open',
  area: 'cashier',
  summary: 'Set up a direct-debit mandate (bank, holder, sort code, account number)',
  params: z.object({
    /** One of getBanksList's codes; required when the site lists banks. */
    bankCode: z.string().min(1).max(16).optional(),
    accountHolder: directDebitRules.accountHolder,
    sortCode: directDebitRules.sortCode,
    accountNumber: directDebitRules.accountNumber,
    amount: positiveAmount,
    currencyId,
    requestKey,
  }),
});

export const depositRequestInfo = defineCall<{
  reference: string;
  instructions: string;
  expiresAt: number;
}>()({
  name: 'depositRequestInfo',
  access: 'open',
  area: 'cashier',
  summary: 'Instructions and reference for a deposit request (mBoB)',
  params: z.object({ amount: positiveAmount, currencyId, languageId: languageId.optional(), requestKey }),
});

export const checkDepositRequest = defineCall<DepositRequest | null>()({
  name: 'checkDepositRequest',
  access: 'open',
  area: 'cashier',
  summary: 'State of one deposit request',
  params: z.object({ requestId: id }),
});

/** A deposit order's state, as a page the provider sent the player back to shows it. */
export interface DepositOrderState {
  orderId: number;
  status: 'pending' | 'completed' | 'declined' | 'cancelled' | 'challenge';
  amount: number;
  currencyId: string;
  method: string;
}

export const getDepositOrder = defineCall<DepositOrderState | null>()({
  name: 'getDepositOrder',
  access: 'auth',
  area: 'cashier',
  summary:
    "The state of one of the player's deposits, by the pid a payment provider returns with; null when not theirs",
  params: z.object({ orderId: id }),
});

export const getDepositRequests = defineCall<DepositRequest[]>()({
  name: 'getDepositRequests',
  access: 'auth',
  area: 'cashier',
  summary: "The player's open deposit requests",
  params: noParams,
});

export const cancelDepositRequest = defineCall<OneResult>()({
  name: 'cancelDepositRequest',
  access: 'auth',
  area: 'cashier',
  summary: 'Cancel an open deposit request',
  params: z.object({ requestId: id }),
});

export const getPendingWithdrawals = defineCall<Withdrawal[]>()({
  name: 'getPendingWithdrawals',
  access: 'auth',
  area: 'cashier',
  summary: 'The pending withdrawal (at most one)',
  params: noParams,
});

export interface WithdrawalStep {
  amount: number;
  currencyId: string;
  fee: number;
  minAmount: number;
  maxAmount: number;
  processingTime: string;
  methods: string[];
  /** Set when the player cannot withdraw yet: finish registration, or verify identity first. */
  blocker?: {
    reason: 'withdrawal.emailConfirmation' | 'withdrawal.registration' | 'withdrawal.verification';
  };
}

export const getWithdrawalStep = defineCall<WithdrawalStep>()({
  name: 'getWithdrawalStep',
  access: 'auth',
  area: 'cashier',
  summary: 'First withdrawal step: limits, fee and methods for an amount',
  params: z.object({ amount, currencyId }),
});

export const getWithdrawalStep2 = defineCall<WithdrawalStep & { method: string }>()({
  name: 'getWithdrawalStep2',
  access: 'auth',
  area: 'cashier',
  summary: 'Second withdrawal step: the confirmation for a chosen method',
  params: z.object({ amount: positiveAmount, currencyId, method: z.string().min(1).max(32) }),
});

export const payoutSubmit = defineCall<OneResult | { success: number; withdrawal?: Withdrawal }>()({
  name: 'payoutSubmit',
  access: 'auth',
  area: 'cashier',
  summary: 'Submit a withdrawal: passes when the result is 1 or its success flag is 1',
  params: z.object({
    amount: positiveAmount,
    currencyId,
    method: z.string().min(1).max(32),
    recurringDetailId: id.optional(),
    password: z.string().max(144).optional(),
    /** The player's PIN, when the site's pinRequired asks for one (Player.PinRequired otherwise). */
    pin: z.string().max(16).optional(),
    requestKey,
  }),
});

export const payoutCancel = defineCall<OneResult>()({
  name: 'payoutCancel',
  access: 'auth',
  area: 'cashier',
  summary: 'Cancel the pending withdrawal; the money is refunded (1 when done)',
  params: z.object({ withdrawalId: id, currencyId }),
});

export const payoutListRecurringDetails = defineCall<{ id: number; method: string; label: string }[]>()({
  name: 'payoutListRecurringDetails',
  access: 'auth',
  area: 'cashier',
  summary: "The player's saved payment details (cards, bank accounts) for payouts and deposits",
  params: noParams,
});

export const getBanksList = defineCall<{ code: string; name: string }[]>()({
  name: 'getBanksList',
  access: 'auth',
  area: 'cashier',
  summary: 'Banks a withdrawal or direct debit can use',
  params: z.object({ country: z.string().length(2).optional() }),
});

export const currencyConversionV2 = defineCall<{
  fromCurrency: string;
  toCurrency: string;
  amount: number;
  converted: number;
  rate: number;
}>()({
  name: 'currencyConversionV2',
  access: 'auth',
  area: 'cashier',
  summary: 'Convert an amount between currencies at the site rate (spec Currency conversion)',
  params: z.object({
    fromCurrency: currencyId,
    toCurrency: currencyId,
    amount,
    /** Which rate applies: buying plays, depositing or only showing a price. */
    purpose: z.enum(['display', 'deposit', 'withdrawal', 'join']).default('display'),
  }),
});

export const getPlayerPrizeItems = defineCall<Prize[]>()({
  name: 'getPlayerPrizeItems',
  access: 'open',
  area: 'cashier',
  summary: 'Prizes the logged-in player has won, to claim or already collected',
  params: noParams,
});

export const getPlayerPrizeItemAgents = defineCall<
  { id: number; name: string; address: string; phone: string }[]
>()({
  name: 'getPlayerPrizeItemAgents',
  access: 'open',
  area: 'cashier',
  summary: 'Agents where a physical prize item can be collected',
  params: z.object({ prizeId: id }),
});
