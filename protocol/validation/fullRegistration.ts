import { ValidationKey } from './keys';
import { checkProvince, checkRequired } from './checks';

/** Full-registration fields and whether each is required when the site's overrides say nothing. */
export const FULL_REGISTRATION_FIELDS = {
  firstName: true,
  lastName: true,
  birthdate: true,
  gender: true,
  occupation: false,
  country: true,
  state: true,
  city: true,
  address: true,
  postalCode: true,
  governmentId1: false,
  governmentId2: false,
} as const;

export type FullRegistrationField = keyof typeof FULL_REGISTRATION_FIELDS;

/**
 * Whether a field must be filled (spec section 3, customFields.full_reg.required_overrides): an
 * override of 0 makes it optional, any other override makes it required, no override keeps the
 * default above. The province is asked for only in countries that have a list of them.
 */
export function isFieldRequired(
  field: FullRegistrationField,
  overrides: Readonly<Record<string, number>>,
  provincesShown: boolean,
): boolean {
  if (field === 'state' && !provincesShown) return false;
  const override = overrides[field];
  if (override !== undefined) return override !== 0;
  return FULL_REGISTRATION_FIELDS[field];
}

/**
 * Required-field errors of a full registration (the shapes are the schema's job): field ->
 * registration.quick.errors.required, or .state for an unchosen province ('XX').
 */
export function fullRegistrationErrors(
  values: Partial<Record<FullRegistrationField, unknown>>,
  overrides: Readonly<Record<string, number>>,
  provincesShown: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(FULL_REGISTRATION_FIELDS) as FullRegistrationField[]) {
    if (!isFieldRequired(field, overrides, provincesShown)) continue;
    const value = values[field];
    const key =
      field === 'state' && typeof value === 'string' && value !== ''
        ? checkProvince(value)
        : checkRequired(value) && ValidationKey.required;
    if (key) errors[field] = key;
  }
  return errors;
}
