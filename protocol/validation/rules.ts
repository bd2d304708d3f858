import { z } from 'zod';
import { ValidationKey, maxLengthKey, minLengthKey } from './keys';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COUNTRIES } from '../countries';
import { checkPlainText } from './plainText';
import { MINIMUM_AGE, ageInYears, isRealDate, parseIsoDate, todayParts, type DateParts } from './age';

/**
 * The form rules of spec section 5. Each rule is a plain check returning the spec's translation
 * key (or null when the value passes) so the client can run it per keystroke, plus a zod schema
 * built from it whose custom messages are the same keys, so `validationDetail` reports them as is.
 */

export type Check<T> = (value: T) => string | null;

// Basic address pattern: something@something.tld of printable ASCII without spaces, so look-alike
// letters from other scripts cannot make a second account; uniqueness is a server-side check.
const EMAIL = /^[\x21-\x3F\x41-\x7E]+@[\x21-\x3F\x41-\x7E]+\.[\x21-\x3F\x41-\x7E]+$/;
const USERNAME = /^[A-Za-z0-9_]+$/;
// An optional leading + and digits with optional single hyphens between digit groups:
// 555-123-4567 or +447700900598, not 555--1 or -555 (after normalizePhone drops spaces).
const PHONE = /^\+?\d+(-\d+)*$/;

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const ONE_CLICK_USERNAME_MAX = 24;
export const EMAIL_MAX = 144;
export const PHONE_MAX = 32;
export const PROVINCE_MAX = 50;
const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));
/** 'XX' is the country and province dropdowns' "please choose" entry. */
export const UNSELECTED = 'XX';

export const checkEmail: Check<string> = (v) => (EMAIL.test(v) ? null : ValidationKey.email);

/** 6 to 20 characters with a letter and a digit; the spec uses the same key when it is missing. */
export const checkPassword: Check<string> = (v) =>
  v.length >= PASSWORD_MIN &&
  v.length <= PASSWORD_MAX &&
  /[A-Za-z]/.test(v) &&
  /\d/.test(v) &&
  !checkPlainText(v) // an invisible or control character could never be typed again at login
    ? null
    : ValidationKey.password;

export const checkUsername: Check<string> = (v) => (USERNAME.test(v) ? null : ValidationKey.username);
/**
 * A phone number as people type it: "+44 7700 900598" or "(555) 123.4567" become "+447700900598"
 * and "5551234567". Spaces, dots and brackets are dropped; hyphens and a leading + are kept.
 */
export function normalizePhone(value: string): string {
  // Only typed separators: JavaScript's \s would also swallow a BOM, which must be refused.
  return value.replace(/[ \t\n\r\u00A0().]/g, '');
}

export const checkPhone: Check<string> = (v) => (PHONE.test(normalizePhone(v)) ? null : ValidationKey.phone);
/** One of the countries the platform knows (protocol/countries.ts); 'XX' is none. */
export const checkCountry: Check<string> = (v) =>
  v && v !== UNSELECTED && COUNTRY_CODES.has(v) ? null : ValidationKey.country;
export const checkProvince: Check<string> = (v) => (v && v !== UNSELECTED ? null : ValidationKey.state);

/** Terms: 0, false or empty means not accepted. */
export const checkTerms: Check<unknown> = (v) =>
  v === 1 || v === true || v === '1' ? null : ValidationKey.tandc;

export const checkRequired: Check<unknown> = (v) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? ValidationKey.required : null;

export const checkMinLength =
  (n: number): Check<string> =>
  (v) =>
    v.length >= n ? null : minLengthKey(n);
export const checkMaxLength =
  (n: number): Check<string> =>
  (v) =>
    v.length <= n ? null : maxLengthKey(n);

/** "A number must exceed a minimum": the spec reports it as required. */
export const checkAbove =
  (min: number): Check<number> =>
  (v) =>
    Number.isFinite(v) && v > min ? null : ValidationKey.required;

export const checkMatches =
  (other: string): Check<string> =>
  (v) =>
    v === other ? null : ValidationKey.noMatch;

/** Birth date: unchosen parts are `required`, an impossible day too; under 18 is `young`. */
export function checkBirthDate(birth: DateParts, today: DateParts = todayParts()): string | null {
  if (birth.year === -1 || birth.month === -1 || birth.day === -1) return ValidationKey.required;
  if (!isRealDate(birth)) return ValidationKey.required;
  return ageInYears(birth, today) >= MINIMUM_AGE ? null : ValidationKey.young;
}

/** Deposit amount: a finite number not below 0. */
export const checkDepositAmount: Check<unknown> = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? null : ValidationKey.couponAmountRequired;

/** Coupon code, needed only when the deposit form's coupon flag is 1. */
export function checkCoupon(code: string | undefined, couponFlag: number | boolean): string | null {
  const needed = couponFlag === 1 || couponFlag === true;
  return needed && !code?.trim() ? ValidationKey.couponRequired : null;
}

/** Responsible-gaming amount: required and positive when its enabled flag is on. */
export function checkLimitAmount(enabled: boolean | number, amount: unknown): string | null {
  if (!(enabled === true || enabled === 1)) return null;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0
    ? null
    : ValidationKey.respgamingAmountRequired;
}

/** Runs checks in order and returns the first failure: the spec reports one error per field. */
export function firstError<T>(value: T, ...checks: Check<T>[]): string | null {
  for (const check of checks) {
    const key = check(value);
    if (key) return key;
  }
  return null;
}

/** Lifts a check into a zod refinement whose message is the key. */
function refineWith<T extends z.ZodType>(schema: T, check: Check<z.output<T>>) {
  return schema.superRefine((v, ctx) => {
    const key = check(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

const requiredString = (max: number) =>
  z
    .string({ error: ValidationKey.required })
    .min(1, { error: ValidationKey.required })
    .max(max, { error: maxLengthKey(max) });

/** Zod forms of the rules; their messages are the spec's keys. */
export const rules = {
  email: refineWith(requiredString(EMAIL_MAX), checkEmail),
  password: refineWith(z.string({ error: ValidationKey.password }), checkPassword),
  username: refineWith(
    z
      .string({ error: ValidationKey.required })
      .min(USERNAME_MIN, { error: minLengthKey(USERNAME_MIN) })
      .max(USERNAME_MAX, { error: maxLengthKey(USERNAME_MAX) }),
    checkUsername,
  ),
  oneClickUsername: z
    .string({ error: ValidationKey.required })
    .max(ONE_CLICK_USERNAME_MAX, { error: maxLengthKey(ONE_CLICK_USERNAME_MAX) })
    .regex(/^[A-Za-z0-9]+$/, { error: ValidationKey.username }),
  // Normalised before the checks, so the server stores and compares one form of each number.
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? normalizePhone(v) : v),
    refineWith(requiredString(PHONE_MAX), checkPhone),
  ),
  country: refineWith(z.string({ error: ValidationKey.country }), checkCountry),
  province: refineWith(
    z.string({ error: ValidationKey.state }).max(PROVINCE_MAX, { error: maxLengthKey(PROVINCE_MAX) }),
    checkProvince,
  ),
  terms: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: ValidationKey.tandc })
    .refine((v) => !checkTerms(v), {
      error: ValidationKey.tandc,
    }),
  name: requiredString(50),
  birthDateParts: z
    .object(
      { year: z.number().int(), month: z.number().int(), day: z.number().int() },
      { error: ValidationKey.required },
    )
    .superRefine((v, ctx) => {
      const key = checkBirthDate(v);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
  /** Birth date as 'YYYY-MM-DD' (the wire form of Player.details.birthdate). */
  birthDate: z.string({ error: ValidationKey.required }).superRefine((v, ctx) => {
    const parts = parseIsoDate(v);
    const key = parts ? checkBirthDate(parts) : ValidationKey.required;
    if (key) ctx.addIssue({ code: 'custom', message: key });
  }),
  depositAmount: z
    .number({ error: ValidationKey.couponAmountRequired })
    .refine((v) => !checkDepositAmount(v), {
      error: ValidationKey.couponAmountRequired,
    }),
} as const;

/**
 * Adds a "must equal" rule between two fields of an object schema; the issue sits on the
 * confirmation field. Runs only once both fields have the right type.
 */
export function withConfirmation<S extends z.ZodObject>(schema: S, field: string, confirmation: string) {
  return schema.superRefine((v, ctx) => {
    const o = v as Record<string, unknown>;
    if (o[field] !== o[confirmation])
      ctx.addIssue({ code: 'custom', message: ValidationKey.noMatch, path: [confirmation] });
  });
}

/**
 * Direct-debit bank details (spec section 5): holder 3 to 18 characters, sort code XX-XX-XX or
 * XXXXXX, UK account number of 8 digits. The sort code and account keys are ours; the spec names none.
 */
export const directDebitRules = {
  accountHolder: z
    .string({ error: ValidationKey.required })
    .min(3, { error: minLengthKey(3) })
    .max(18, { error: maxLengthKey(18) }),
  sortCode: z
    .string({ error: ValidationKey.required })
    .regex(/^(\d{2}-\d{2}-\d{2}|\d{6})$/, { error: 'deposit.directdebit.sortcode' }),
  accountNumber: z
    .string({ error: ValidationKey.required })
    .regex(/^\d{8}$/, { error: 'deposit.directdebit.account' }),
} as const;
