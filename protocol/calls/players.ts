import { z } from 'zod';
import { defineCall, noParams } from './define';
import {
  address,
  countryCode,
  dbInt,
  emailAddress,
  id,
  ip,
  languageId,
  memberId,
  password,
  phoneNumber,
  play,
  token,
} from './schemas';
import { rules, withConfirmation } from '../validation/rules';
import type { Player } from '../types';
import type { IdOrFailure, OneResult } from './results';

/** Existence checks answer 1 when the value is taken, 0 when it is free. */
type Taken = 0 | 1;

const valueCheck = <T extends z.ZodType>(value: T) => z.object({ value, memberId });

export const checkUsername = defineCall<Taken>()({
  name: 'checkUsername',
  access: 'open',
  area: 'players',
  summary: 'Whether a username is already taken on the site',
  params: valueCheck(z.string().min(1).max(24)),
});

export const checkEmail = defineCall<Taken>()({
  name: 'checkEmail',
  access: 'open',
  area: 'players',
  summary: 'Whether an email address is already registered on the site',
  params: valueCheck(emailAddress.min(1)),
});

export const checkPhone = defineCall<Taken>()({
  name: 'checkPhone',
  access: 'open',
  area: 'players',
  summary: 'Whether a phone number is already registered on the site',
  params: valueCheck(phoneNumber.min(1)),
});

export const checkGovernmentID = defineCall<Taken>()({
  name: 'checkGovernmentID',
  access: 'open',
  area: 'players',
  summary: 'Whether a government id is already registered on the site',
  params: valueCheck(z.string().min(1).max(32)),
});

export const checkPassword = defineCall<OneResult>()({
  name: 'checkPassword',
  access: 'open',
  area: 'players',
  summary: "Check the logged-in player's current password: 1 when it matches",
  params: z.object({ password }),
});

const registration = z.object({
  memberId,
  username: rules.username,
  email: rules.email.optional(),
  phone: rules.phone.optional(),
  password: rules.password,
  confirmPassword: z.string().max(144).optional(),
  country: rules.country,
  termsAccepted: rules.terms,
  birthdate: rules.birthDate.optional(),
  refStr: z.string().max(64).optional(),
  languageId: languageId.optional(),
});

/** Quick registration (segment B). A confirmation, when sent, must equal the password. */
export const playerRegistrationParams = registration.superRefine((v, ctx) => {
  if (v.confirmPassword !== undefined && v.confirmPassword !== v.password)
    ctx.addIssue({
      code: 'custom',
      message: 'registration.quick.errors.no_match',
      path: ['confirmPassword'],
    });
});

export const playerRegistration = defineCall<{ playerId: number }>()({
  name: 'playerRegistration',
  access: 'open',
  area: 'players',
  summary: 'Quick registration; refused with 113, 20 or 28 (spec section 8)',
  params: playerRegistrationParams,
});

/** Full registration, step 1 and 2 fields; the player becomes segment C. */
export const playerRegistrationFull = defineCall<{ player: Player }>()({
  name: 'playerRegistrationFull',
  access: 'auth',
  area: 'players',
  summary: 'Complete the registration with personal details and address',
  params: z.object({
    // Presence is the site's choice (customFields.full_reg.required_overrides), so every field is
    // optional here and fullRegistrationErrors (protocol/validation) enforces what is required.
    firstName: rules.name.optional(),
    lastName: rules.name.optional(),
    birthdate: rules.birthDate.optional(),
    gender: z.enum(['M', 'F', 'O'], { error: 'validation.invalid' }).optional(),
    occupation: z.string().max(64).optional(),
    country: rules.country,
    state: z.string().max(64).optional(),
    city: z.string().max(64).optional(),
    address: z.string().max(64).optional(),
    postalCode: z.string().max(20).optional(),
    governmentId1: z.string().max(32).optional(),
    governmentId2: z.string().max(32).optional(),
    email: rules.email.optional(),
    phone: rules.phone.optional(),
  }),
});

export const requestResetPassword = defineCall<OneResult>()({
  name: 'requestResetPassword',
  access: 'open',
  area: 'players',
  summary: 'Email a password-reset link to the player named by username or email',
  params: z.object({ memberId, usernameOrEmail: z.string().min(1).max(144) }),
});

export const resetPassword = defineCall<OneResult>()({
  name: 'resetPassword',
  access: 'open',
  area: 'players',
  summary: 'Set a new password with the emailed token',
  params: z.object({ token, newPassword: rules.password, clientIp: ip.optional() }),
});

export const changePassword = defineCall<OneResult>()({
  name: 'changePassword',
  access: 'auth',
  area: 'players',
  summary: 'Change the password, giving the old one: 1 when done',
  params: withConfirmation(
    z.object({ oldPassword: password, newPassword: rules.password, confirmPassword: z.string().max(144) }),
    'newPassword',
    'confirmPassword',
  ),
});

export const changePassword2 = defineCall<OneResult>()({
  name: 'changePassword2',
  access: 'auth',
  area: 'players',
  summary: 'Forced password change (changePassword flag): new password only, the session proves identity',
  params: withConfirmation(
    z.object({ newPassword: rules.password, confirmPassword: z.string().max(144) }),
    'newPassword',
    'confirmPassword',
  ),
});

export const updatePlayerEmail = defineCall<OneResult>()({
  name: 'updatePlayerEmail',
  access: 'auth',
  area: 'players',
  summary: 'Change the email address (password confirms); verification starts again',
  params: z.object({ email: rules.email, password }),
});

export const updatePlayerPhones = defineCall<OneResult>()({
  name: 'updatePlayerPhones',
  access: 'auth',
  area: 'players',
  summary: 'Change the mobile and home phone numbers (password confirms)',
  params: z.object({ phoneMobile: rules.phone, phoneHome: rules.phone.optional(), password }),
});

export const updatePlayerAddress = defineCall<OneResult>()({
  name: 'updatePlayerAddress',
  access: 'auth',
  area: 'players',
  summary: 'Change the postal address (spec Address; password confirms)',
  params: address.extend({ country: rules.country, password }),
});

export const updatePlayerLocale = defineCall<OneResult>()({
  name: 'updatePlayerLocale',
  access: 'auth',
  area: 'players',
  summary: "Store the player's language",
  params: z.object({ languageId }),
});

export const updateContactPreference = defineCall<OneResult>()({
  name: 'updateContactPreference',
  access: 'auth',
  area: 'players',
  summary: 'Notification settings (spec Contact preference)',
  params: z.object({
    contactByEmail: z.boolean(),
    contactEmailNews: z.boolean(),
    contactEmailDeposits: z.boolean(),
    contactEmailWithdrawals: z.boolean(),
    contactEmailWins: z.boolean(),
  }),
});

export const checkPostalCode = defineCall<OneResult>()({
  name: 'checkPostalCode',
  access: 'auth',
  area: 'players',
  summary: 'Whether a postal code is valid for the country: 1 when it is',
  params: z.object({ postalCode: z.string().min(1).max(20), country: countryCode }),
});

export const getAddressByPostalCode = defineCall<{ address: string; city: string; province: string }[]>()({
  name: 'getAddressByPostalCode',
  access: 'auth',
  area: 'players',
  summary: 'Address suggestions for a postal code, sent plain or URI-encoded',
  params: z.object({
    postalCode: z.string().min(1).max(64),
    country: countryCode,
    encoded: z.boolean().default(false),
  }),
});

export const postPendingForm = defineCall<{ id: number; key: string }>()({
  name: 'postPendingForm',
  access: 'open',
  area: 'players',
  summary: 'Save a half-filled form (one-click checkout) so it can be resumed (spec Pending form)',
  params: z.object({
    /** The spec's form id; a form is resaved only with the key its creator was given. */
    id: dbInt.optional(),
    key: token.optional(),
    emailAddress: rules.email,
    formType: z.string().min(1).max(32),
    formIndex: z.number().int().min(0).max(20),
    formData: z.string().max(16 * 1024),
    formCompleted: z.boolean(),
    memberId,
  }),
});

const registerThen = {
  memberId,
  username: rules.oneClickUsername,
  email: rules.email,
  password: rules.password,
  termsAccepted: rules.terms,
  country: rules.country,
};

// The spec lists the two register-then calls as authenticated, but their caller is a guest with no
// session yet: they are open, and answer with a new session (X-Auth-Token) like login.
export const registerAndLoginBeforeDeposit = defineCall<IdOrFailure>()({
  name: 'registerAndLoginBeforeDeposit',
  access: 'open',
  area: 'players',
  summary: 'One-click checkout: create the account and log in before paying; -1 on failure',
  params: z.object(registerThen),
});

export const registerAndTrackPendingJoin = defineCall<IdOrFailure>()({
  name: 'registerAndTrackPendingJoin',
  access: 'open',
  area: 'players',
  summary: 'One-click checkout: create the account and remember the join it is paying for; -1 on failure',
  params: z.object({
    ...registerThen,
    gameId: id,
    userPlays: z.array(play).min(1).max(100),
  }),
});

/** A PIN is 4 to 6 digits: short enough to type at a withdrawal, checked against a hash. */
export const PIN_FORMAT = /^\d{4,6}$/;

export interface PinStatus {
  /** The site's pinRequired: money-moving calls need the PIN. */
  required: boolean;
  /** Whether the player has set a PIN. */
  set: boolean;
}

export const getPlayerPinStatus = defineCall<PinStatus>()({
  name: 'getPlayerPinStatus',
  access: 'auth',
  area: 'players',
  summary: 'Whether the site requires a PIN for withdrawals (pinRequired) and whether the player set one',
  params: noParams,
});

export const setPlayerPin = defineCall<OneResult>()({
  name: 'setPlayerPin',
  access: 'auth',
  area: 'players',
  summary: 'Set or change the PIN, giving the account password: 1 when done (103 on a wrong password)',
  params: z.object({ password, pin: z.string().regex(PIN_FORMAT) }),
});
