/** Translation keys of the spec's form rules (section 5); the client shows them, the server returns them. */
export const ValidationKey = {
  required: 'registration.quick.errors.required',
  email: 'registration.quick.errors.email',
  password: 'registration.quick.errors.password',
  username: 'registration.quick.errors.username',
  phone: 'registration.quick.errors.phone',
  country: 'registration.quick.errors.country',
  state: 'registration.quick.errors.state',
  tandc: 'registration.quick.errors.tandc',
  noMatch: 'registration.quick.errors.no_match',
  young: 'registration.quick.errors.young',
  /** Username, email, phone or government id already registered on the site ("already exists"). */
  exists: 'registration.quick.errors.exists',
  /** The email is held by a checkout account nobody confirmed: its owner claims it by a reset. */
  existsUnclaimed: 'registration.quick.errors.exists_unclaimed',
  /** Text carrying control or invisible formatting characters (NUL, RTL override, zero-width). */
  invalid: 'validation.invalid',
  couponRequired: 'deposit.coupon.required',
  couponAmountRequired: 'deposit.coupon.amount.required',
  respgamingAmountRequired: 'respgaming.amount.required',
} as const;

export type ValidationKeyValue = (typeof ValidationKey)[keyof typeof ValidationKey];

/** `validation.minlength.{n}` and `validation.maxlength.{n}` (lengths seen: 2, 3, 6, 20, 24, 32, 50, 64, 144). */
export const minLengthKey = (n: number) => `validation.minlength.${n}`;
export const maxLengthKey = (n: number) => `validation.maxlength.${n}`;
