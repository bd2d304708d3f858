import { checkCoupon, checkDepositAmount } from '../../../protocol/validation/checks';
import { directDebitRules } from '../../../protocol/validation/rules';
import type { FieldRule } from '../forms/FormState';

export interface DepositValues extends Record<string, string | boolean> {
  method: string;
  amount: string;
  couponCode: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  /** A getBanksList code, when the site lists banks. */
  bankCode: string;
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
}

const text = (v: string | boolean) => String(v).trim();

/** Luhn checksum: catches a mistyped card number before anything is sent. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before this month. */
export function expiryValid(value: string, now: Date): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

const zodKey =
  (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (v: string) => {
    const r = schema.safeParse(v);
    return r.success ? null : (r.error?.issues[0]?.message ?? 'validation.invalid');
  };

/**
 * Spec section 5 deposit rules: a finite amount not below 0 and within the processor's limits; the
 * coupon code for coupon deposits; bank details for direct debit; card number, expiry and CVC for
 * cards (those keys are ours: the spec names none).
 */
export function depositRules(
  limits: () => { min: number; max: number },
  now: () => Date = () => new Date(),
  banks: () => readonly { code: string }[] = () => [],
) {
  const method = (values: DepositValues) => values.method;
  const only =
    (m: string, rule: (v: string) => string | null): FieldRule<DepositValues> =>
    (v, all) =>
      method(all) === m ? rule(text(v)) : null;
  const rules: Partial<Record<keyof DepositValues, FieldRule<DepositValues>>> = {
    amount: (v, all) => {
      const raw = text(v);
      // A coupon may carry its own amount, so an empty amount is fine there.
      if (raw === '' && method(all) === 'coupon') return null;
      const amount = raw === '' ? NaN : Number(raw);
      const key = checkDepositAmount(amount);
      if (key) return key;
      const { min, max } = limits();
      if (method(all) !== 'coupon' && (amount < min || (max > 0 && amount > max))) return 'deposit.limits';
      return null;
    },
    couponCode: (v, all) => checkCoupon(text(v), method(all) === 'coupon' ? 1 : 0),
    cardNumber: only('card', (v) => (luhnValid(v.replace(/[\s-]/g, '')) ? null : 'deposit.card.number')),
    cardExpiry: only('card', (v) => (expiryValid(v, now()) ? null : 'deposit.card.expiry')),
    cardCvc: only('card', (v) => (/^\d{3,4}$/.test(v) ? null : 'deposit.card.cvc')),
    // The bank is picked from the site's list; with no list there is nothing to pick.
    bankCode: only('directDebit', (v) =>
      banks().length === 0 || banks().some((b) => b.code === v) ? null : 'deposit.bank.required',
    ),
    accountHolder: only('directDebit', zodKey(directDebitRules.accountHolder)),
    sortCode: only('directDebit', zodKey(directDebitRules.sortCode)),
    accountNumber: only('directDebit', zodKey(directDebitRules.accountNumber)),
  };
  return rules;
}
