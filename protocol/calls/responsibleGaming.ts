import { z } from 'zod';
import { defineCall } from './define';
import { MAX_AMOUNT, dbInt, password, timestamp } from './schemas';
import { checkSelfExclusionUntil, checkTimeoutUntil, selfLimitErrors } from '../validation/responsibleGaming';
import type { SuccessResult } from './results';
import { REALITY_CHECK_MINUTES } from '../constants';

const limit = z.number().finite().min(0).max(MAX_AMOUNT);

/** Spec Responsible gaming request; limits in the major unit of the player's cash currency. */
export const selfLimitsParams = z
  .object({
    dailyEnabled: z.boolean(),
    dailyLimit: limit,
    weeklyEnabled: z.boolean(),
    weeklyLimit: limit,
    monthlyEnabled: z.boolean(),
    monthlyLimit: limit,
    weeklyBetEnabled: z.boolean(),
    weeklyBetLimit: limit,
  })
  .superRefine((v, ctx) => {
    for (const [field, key] of Object.entries(selfLimitErrors(v)))
      ctx.addIssue({ code: 'custom', message: key, path: [field] });
  });

export const updateSelfLimits = defineCall<SuccessResult>()({
  name: 'updateSelfLimits',
  access: 'auth',
  area: 'responsibleGaming',
  summary: 'Set deposit limits and the weekly wagering limit; raising one waits 30 days',
  params: selfLimitsParams,
});

export const updateTimeout = defineCall<SuccessResult>()({
  name: 'updateTimeout',
  access: 'auth',
  area: 'responsibleGaming',
  summary: 'Take a time-out of up to 6 weeks; it cannot be reversed before it ends',
  params: z.object({ until: timestamp, password: password.optional() }).superRefine((v, ctx) => {
    const key = checkTimeoutUntil(v.until, Date.now());
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['until'] });
  }),
});

export const updateSelfExclusion = defineCall<SuccessResult>()({
  name: 'updateSelfExclusion',
  access: 'auth',
  area: 'responsibleGaming',
  summary: 'Exclude oneself for at least 6 months; it cannot be reversed before it ends',
  params: z.object({ until: timestamp, password: password.optional() }).superRefine((v, ctx) => {
    const key = checkSelfExclusionUntil(v.until, Date.now());
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['until'] });
  }),
});

/** Not in the spec's list: the spec names the reality check but no call sets its interval. */
export const updateRealityCheck = defineCall<SuccessResult>()({
  name: 'updateRealityCheck',
  access: 'auth',
  area: 'responsibleGaming',
  summary: 'Choose the reality check interval in minutes (0 turns it off)',
  params: z.object({
    minutes: dbInt.refine(
      (m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m),
      'respgaming.realitycheck.interval',
    ),
  }),
});
