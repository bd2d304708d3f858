import { ValidationKey } from './keys';
import { checkLimitAmount } from './checks';
import { SELF_EXCLUSION_MIN_MONTHS, TIMEOUT_MAX_MS } from '../constants';

/**
 * Responsible-gaming rules of spec section 5. The spec names only respgaming.amount.required; the
 * order, time-out and exclusion keys below are ours, in the same family.
 */
export const RespGamingKey = {
  amountRequired: ValidationKey.respgamingAmountRequired,
  limitOrder: 'respgaming.limits.order',
  timeoutDate: 'respgaming.timeout.date',
  exclusionDate: 'respgaming.exclusion.date',
  accountLimit: 'respgaming.limits.account',
  realityCheckInterval: 'respgaming.realitycheck.interval',
} as const;

export interface SelfLimitsInput {
  dailyEnabled: boolean;
  dailyLimit: number;
  weeklyEnabled: boolean;
  weeklyLimit: number;
  monthlyEnabled: boolean;
  monthlyLimit: number;
  weeklyBetEnabled: boolean;
  weeklyBetLimit: number;
}

/**
 * Field -> key for the first problem of each limit: amount required and positive when enabled;
 * daily not above weekly or monthly and weekly not above monthly, among the enabled ones.
 */
export function selfLimitErrors(v: SelfLimitsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const pairs = [
    ['daily', v.dailyEnabled, v.dailyLimit],
    ['weekly', v.weeklyEnabled, v.weeklyLimit],
    ['monthly', v.monthlyEnabled, v.monthlyLimit],
    ['weeklyBet', v.weeklyBetEnabled, v.weeklyBetLimit],
  ] as const;
  for (const [name, enabled, amount] of pairs) {
    const key = checkLimitAmount(enabled, amount);
    if (key) errors[`${name}Limit`] = key;
  }
  const above = (small: 'daily' | 'weekly', big: 'weekly' | 'monthly') =>
    v[`${small}Enabled`] && v[`${big}Enabled`] && v[`${small}Limit`] > v[`${big}Limit`];
  if (!errors.dailyLimit && (above('daily', 'weekly') || above('daily', 'monthly')))
    errors.dailyLimit = RespGamingKey.limitOrder;
  if (!errors.weeklyLimit && above('weekly', 'monthly')) errors.weeklyLimit = RespGamingKey.limitOrder;
  return errors;
}

/** Adds whole calendar months in UTC, clamping the day (31 Aug + 6 months = 28/29 Feb). */
export function addMonthsUtc(time: number, months: number): number {
  const d = new Date(time);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.getTime();
}

/** Time-out end: in the future and at most 6 weeks away. */
export function checkTimeoutUntil(until: number, now: number): string | null {
  return until > now && until <= now + TIMEOUT_MAX_MS ? null : RespGamingKey.timeoutDate;
}

/** Self-exclusion end: at least 6 months ahead. */
export function checkSelfExclusionUntil(until: number, now: number): string | null {
  return until >= addMonthsUtc(now, SELF_EXCLUSION_MIN_MONTHS) ? null : RespGamingKey.exclusionDate;
}
