import { z } from 'zod';
import { ValidationKey, maxLengthKey, minLengthKey } from './keys';
import { parseIsoDate } from './age';
import {
  EMAIL_MAX,
  ONE_CLICK_USERNAME_MAX,
  PHONE_MAX,
  PROVINCE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  checkBirthDate,
  checkCountry,
  checkDepositAmount,
  checkEmail,
  checkPassword,
  checkPhone,
  checkProvince,
  checkTerms,
  checkUsername,
  normalizePhone,
  type Check,
} from './checks';

export * from './checks';

/**
 * Zod forms of the plain checks (checks.ts) whose custom messages are the same keys, so
 * `validationDetail` reports them as is. Only the server and the forms that need a schema import
 * this file: it brings zod.
 */

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
