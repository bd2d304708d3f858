import {
  checkCountry,
  checkEmail,
  checkMatches,
  checkMaxLength,
  checkMinLength,
  checkPassword,
  checkPhone,
  checkRequired,
  checkTerms,
  checkUsername,
  firstError,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../protocol/validation/forms';
import type { FieldRule } from '../forms/FormState';

export interface ShortRegistrationValues extends Record<string, string | boolean> {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  country: string;
  termsAccepted: boolean;
}

const text = (v: string | boolean) => String(v);
/** Optional fields are checked only once something was typed (spec: email and phone are optional). */
const optional =
  (rule: (v: string) => string | null): FieldRule<ShortRegistrationValues> =>
  (v) =>
    text(v).trim() === '' ? null : rule(text(v).trim());

/** Spec section 5 rules for the quick registration form, first error per field. */
export const shortRegistrationRules = (): Partial<
  Record<keyof ShortRegistrationValues, FieldRule<ShortRegistrationValues>>
> => ({
  username: (v) =>
    firstError(
      text(v),
      checkRequired,
      checkMinLength(USERNAME_MIN),
      checkMaxLength(USERNAME_MAX),
      checkUsername,
    ),
  email: optional(checkEmail),
  phone: optional(checkPhone),
  password: (v) => checkPassword(text(v)),
  confirmPassword: (v, all) => checkMatches(all.password)(text(v)),
  country: (v) => checkCountry(text(v)),
  termsAccepted: (v) => checkTerms(v),
});
