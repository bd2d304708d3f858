import { z } from 'zod';
import { defineCall, noParams } from './define';
import { currencyId, gameId, id, languageId, memberId, paging, timestamp } from './schemas';
import { rules } from '../validation/rules';
import type { SearchResult, Subscription, Transaction } from '../types';
import type { OneResult } from './results';

const subscriptionId = id;

export const getGamesCostPerMonth = defineCall<
  { gameId: number; costPerMonth: number; currencyId: string }[]
>()({
  name: 'getGamesCostPerMonth',
  access: 'open',
  area: 'subscriptions',
  summary: 'Monthly subscription price of each subscribable game of a site',
  params: z.object({ memberId, currencyId: currencyId.optional() }),
});

/** A game sold by the month: one play in every draw of a month from its next draw. */
export interface MonthlyOffer {
  gameId: number;
  /** Major units of currencyId. */
  costPerMonth: number;
  currencyId: string;
  drawsPerMonth: number;
  /** The first few of those draws' times. */
  nextDraws: number[];
  /** Whether the game is also sold pay as you go. */
  payGo: boolean;
}

export const getGamesCostPerMonthAndSchedule = defineCall<MonthlyOffer[]>()({
  name: 'getGamesCostPerMonthAndSchedule',
  access: 'open',
  area: 'subscriptions',
  summary: 'Monthly price and draw schedule of each subscribable game',
  params: z.object({ memberId, currencyId: currencyId.optional() }),
});

export const checkUsernameWithActiveSubscription = defineCall<boolean>()({
  name: 'checkUsernameWithActiveSubscription',
  access: 'open',
  area: 'subscriptions',
  summary: 'Whether a username already holds an active subscription (one-click checkout)',
  params: z.object({ username: z.string().min(1).max(24), memberId }),
});

export const checkEmailWithActiveSubscription = defineCall<boolean>()({
  name: 'checkEmailWithActiveSubscription',
  access: 'open',
  area: 'subscriptions',
  summary: 'Whether an email already holds an active subscription (one-click checkout)',
  params: z.object({ email: rules.email, memberId }),
});

export const hasPlayerGameSubscriptions = defineCall<boolean>()({
  name: 'hasPlayerGameSubscriptions',
  access: 'open',
  area: 'subscriptions',
  summary: 'Whether the logged-in player has any subscription (false for visitors)',
  params: noParams,
});

export const getPlayerGameSubscriptionPlays = defineCall<{ subscriptionId: number; playerPlays: string[] }>()(
  {
    name: 'getPlayerGameSubscriptionPlays',
    access: 'open',
    area: 'subscriptions',
    summary: 'The plays a subscription buys in each draw',
    params: z.object({ subscriptionId }),
  },
);

export const getSubscriptionDates = defineCall<{ gameId: number; drawDates: number[] }>()({
  name: 'getSubscriptionDates',
  access: 'open',
  area: 'subscriptions',
  summary: 'Draw dates a new subscription to a game would cover',
  params: z.object({ gameId, months: z.number().int().min(1).max(12).default(1) }),
});

export const getSubscriptionPromotion = defineCall<{
  title: string;
  html: string;
  discountPercent: number;
} | null>()({
  name: 'getSubscriptionPromotion',
  access: 'open',
  area: 'subscriptions',
  summary: 'Promotion text and discount shown with a subscription offer',
  /**
   * By promotionId (with its code when it has one), or by a code alone for one game (gameId):
   * the one-click checkout checks a typed code before the card is charged. null when none matches.
   */
  params: z
    .object({
      promotionId: id.optional(),
      gameId: gameId.optional(),
      languageId,
      code: z.string().max(32).optional(),
      memberId,
    })
    .refine((v) => v.promotionId !== undefined || (v.gameId !== undefined && !!v.code), {
      error: 'validation.invalid',
      path: ['promotionId'],
    }),
});

export const sendEmailSubscriptionDetails = defineCall<OneResult>()({
  name: 'sendEmailSubscriptionDetails',
  access: 'open',
  area: 'subscriptions',
  summary: 'Email a subscription summary to the subscriber',
  params: z.object({ subscriptionId, email: rules.email.optional() }),
});

export const isSubscriptionActive = defineCall<boolean>()({
  name: 'isSubscriptionActive',
  access: 'auth',
  area: 'subscriptions',
  summary: 'Whether a subscription is still active',
  params: z.object({ subscriptionId }),
});

export const getPlayerGameSubscriptions = defineCall<Subscription[]>()({
  name: 'getPlayerGameSubscriptions',
  access: 'auth',
  area: 'subscriptions',
  summary: "The player's subscriptions: active, completed and cancelled",
  params: z.object({ gameId: gameId.optional() }),
});

export const getPayGoGameSubscriptionDetails = defineCall<
  Subscription & { nextPaymentDate: number | null; gamesJoinedIds: number[] }
>()({
  name: 'getPayGoGameSubscriptionDetails',
  access: 'auth',
  area: 'subscriptions',
  summary: 'Details of a pay-as-you-go subscription',
  params: z.object({ subscriptionId }),
});

export const searchPayGoSubscriptionTransactions = defineCall<SearchResult<Transaction>>()({
  name: 'searchPayGoSubscriptionTransactions',
  access: 'auth',
  area: 'subscriptions',
  summary: 'Payments and joins made by a pay-as-you-go subscription, paged',
  params: z.object({ subscriptionId, ...paging, from: timestamp.optional(), to: timestamp.optional() }),
});

export const removePlayerGameSubscription = defineCall<OneResult>()({
  name: 'removePlayerGameSubscription',
  access: 'auth',
  area: 'subscriptions',
  summary: 'Cancel a subscription; its remaining balance is refunded',
  params: z.object({ subscriptionId }),
});
