import { ValidationKey, maxLengthKey, minLengthKey } from './keys';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COUNTRIES } from '../countries';
import { checkPlainText } from './plainText';
import { MINIMUM_AGE, ageInYears, isRealDate, todayParts, type DateParts } from './age';

/**
 * The form rules of spec section 5 as plain checks, each returning the spec's translation key (or
 * null when the value passes), so the client runs them per keystroke without loading zod; the zod
 * schemas of rules.ts are built from them for the server.
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
