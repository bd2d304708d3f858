import {
  checkBirthDate,
  checkCountry,
  checkMaxLength,
  checkPhone,
  checkRequired,
  firstError,
} from '../../../protocol/validation/forms';
import type { FieldRule } from '../forms/FormState';

export interface FullRegistrationValues extends Record<string, string | boolean> {
  firstName: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: string;
  occupation: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  address: string;
  postalCode: string;
  governmentId1: string;
  governmentId2: string;
}

type Field = keyof FullRegistrationValues;

/** The two steps of full registration (spec section 2: "registration quick and full (2 steps)"). */
export const FULL_REGISTRATION_STEPS: readonly (readonly Field[])[] = [
  ['firstName', 'lastName', 'birthDay', 'birthMonth', 'birthYear', 'gender', 'occupation', 'phone'],
  ['country', 'state', 'city', 'address', 'postalCode', 'governmentId1', 'governmentId2'],
];

/**
 * "A registration field is required unless the configuration override for it is explicitly 0"
 * (spec section 5). The fields the server's schema also needs are required by default; the extra
 * ones (occupation, state, postal code, government ids, phone) only when an override sets them to 1,
 * so a site without overrides does not demand a government id.
 */
const REQUIRED_BY_DEFAULT: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'birthdate',
  'gender',
  'country',
  'city',
  'address',
]);

export function isFieldRequired(field: string, overrides: Record<string, number>): boolean {
  const name = field.startsWith('birth') ? 'birthdate' : field;
  const flag = overrides[name];
  if (flag === 0) return false;
  return flag === 1 || REQUIRED_BY_DEFAULT.has(name);
}

const text = (v: string | boolean) => String(v).trim();

function birthParts(values: FullRegistrationValues) {
  return { day: Number(values.birthDay), month: Number(values.birthMonth), year: Number(values.birthYear) };
}

/** Rules per field, given the site's overrides and today's date (for the age of 18). */
export function fullRegistrationRules(overrides: Record<string, number>, today?: () => Date) {
  const required = (field: Field, more?: (v: string) => string | null): FieldRule<FullRegistrationValues> => {
    return (v) => {
      const value = text(v);
      if (value === '') return isFieldRequired(String(field), overrides) ? checkRequired(value) : null;
      return more ? more(value) : checkMaxLength(64)(value);
    };
  };
  const birth: FieldRule<FullRegistrationValues> = (_v, all) => {
    const parts = birthParts(all);
    const unchosen = [parts.day, parts.month, parts.year].some((n) => n === -1 || !Number.isFinite(n));
    if (unchosen && !isFieldRequired('birthdate', overrides)) return null;
    const now = today?.();
    return checkBirthDate(
      unchosen ? { day: -1, month: -1, year: -1 } : parts,
      now ? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() } : undefined,
    );
  };
  const rules: Partial<Record<Field, FieldRule<FullRegistrationValues>>> = {
    firstName: required('firstName', checkMaxLength(50)),
    lastName: required('lastName', checkMaxLength(50)),
    // The three dropdowns report one error, on the year.
    birthYear: birth,
    gender: required('gender'),
    occupation: required('occupation'),
    phone: required('phone', checkPhone),
    country: (v) => (isFieldRequired('country', overrides) ? checkCountry(text(v)) : null),
    state: required('state'),
    city: required('city'),
    address: required('address'),
    postalCode: required('postalCode', (v) => firstError(v, checkMaxLength(20))),
    governmentId1: required('governmentId1', checkMaxLength(32)),
    governmentId2: required('governmentId2', checkMaxLength(32)),
  };
  return rules;
}
