/**
 * Spec section 4, Change flows: 'false' while pending, 'true' when done, 'error' when it failed;
 * null before the player first submits.
 */
export type ChangeState = 'false' | 'true' | 'error' | null;

export const CHANGE_FLOWS = [
  'password',
  'email',
  'phones',
  'address',
  'notifications',
  'resetPassword',
  'requestReset',
  'tokenCheck',
  'passwordCheck',
  'emailConfirmation',
  'locale',
  'idVerification',
  'phoneCode',
  'phoneValidation',
] as const;
export type ChangeFlow = (typeof CHANGE_FLOWS)[number];
