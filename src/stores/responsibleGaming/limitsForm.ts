import type { LimitKindName, SelfLimits } from '../../../protocol/types/player';
import {
  RespGamingKey,
  selfLimitErrors,
  type SelfLimitsInput,
} from '../../../protocol/validation/responsibleGaming';
import type { FieldRule } from '../forms/FormState';

/** The limits form: flags, and amounts held as strings (spec section 5: default '0.0'). */
export interface LimitsFormValues extends Record<string, string | boolean> {
  dailyEnabled: boolean;
  dailyLimit: string;
  weeklyEnabled: boolean;
  weeklyLimit: string;
  monthlyEnabled: boolean;
  monthlyLimit: string;
  weeklyBetEnabled: boolean;
  weeklyBetLimit: string;
}

export const LIMIT_KINDS: readonly LimitKindName[] = ['daily', 'weekly', 'monthly', 'weeklyBet'];
export const DEFAULT_AMOUNT = '0.0';

export const enabledField = (kind: LimitKindName) => `${kind}Enabled` as const;
export const amountField = (kind: LimitKindName) => `${kind}Limit` as const;

/** A blank or unreadable amount is 0, which the rules then call required. */
const amountOf = (text: string): number => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
};

export function toRequest(v: LimitsFormValues): SelfLimitsInput {
  return {
    dailyEnabled: v.dailyEnabled,
    dailyLimit: v.dailyEnabled ? amountOf(v.dailyLimit) : 0,
    weeklyEnabled: v.weeklyEnabled,
    weeklyLimit: v.weeklyEnabled ? amountOf(v.weeklyLimit) : 0,
    monthlyEnabled: v.monthlyEnabled,
    monthlyLimit: v.monthlyEnabled ? amountOf(v.monthlyLimit) : 0,
    weeklyBetEnabled: v.weeklyBetEnabled,
    weeklyBetLimit: v.weeklyBetEnabled ? amountOf(v.weeklyBetLimit) : 0,
  };
}

/** The form as the player's limits stand now (pending loosenings are listed apart). */
export function fromSelfLimits(s: SelfLimits | null | undefined): LimitsFormValues {
  const amount = (enabled: boolean | undefined, n: number | undefined) =>
    enabled && n !== undefined ? String(n) : DEFAULT_AMOUNT;
  return {
    dailyEnabled: s?.dailyEnabled ?? false,
    dailyLimit: amount(s?.dailyEnabled, s?.dailyDepositLimit),
    weeklyEnabled: s?.weeklyEnabled ?? false,
    weeklyLimit: amount(s?.weeklyEnabled, s?.weeklyDepositLimit),
    monthlyEnabled: s?.monthlyEnabled ?? false,
    monthlyLimit: amount(s?.monthlyEnabled, s?.monthlyDepositLimit),
    weeklyBetEnabled: s?.weeklyBetEnabled ?? false,
    weeklyBetLimit: amount(s?.weeklyBetEnabled, s?.weeklyBetLimit),
  };
}

/**
 * Rules per amount field, from the protocol's own check (the server runs the same one): amount
 * required and positive when enabled, the ordering of daily, weekly and monthly, and none above
 * an account limit customer service set.
 */
export function limitRules(
  accountLimits: () => SelfLimits['accountLimits'],
): Partial<Record<keyof LimitsFormValues, FieldRule<LimitsFormValues>>> {
  const rules: Partial<Record<keyof LimitsFormValues, FieldRule<LimitsFormValues>>> = {};
  for (const kind of LIMIT_KINDS) {
    const field = amountField(kind);
    rules[field] = (_value, values) => {
      const shared = selfLimitErrors(toRequest(values))[field];
      if (shared) return shared;
      const account = accountLimits()?.find((l) => l.kind === kind);
      return account && values[enabledField(kind)] && toRequest(values)[field] > account.amount
        ? RespGamingKey.accountLimit
        : null;
    };
  }
  return rules;
}
