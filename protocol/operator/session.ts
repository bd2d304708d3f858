import { z } from 'zod';
import { password } from '../calls/schemas';
import { type OperatorIdentity } from './roles';
import { operatorCall, ALL, totpCode, newPassword } from './spec';

export const operatorLogin = operatorCall<{ token: string; operator: OperatorIdentity; expiresAt: number }>()(
  {
    name: 'operatorLogin',
    summary: 'Password and TOTP code in, an operator session out (first login: enrol TOTP, new password).',
    roles: null,
    changes: false,
    params: z.strictObject({
      username: z.string().min(1).max(64),
      password,
      totp: totpCode.optional(),
      newPassword: newPassword.optional(),
    }),
  },
);

export const operatorLogout = operatorCall<{ done: true }>()({
  name: 'operatorLogout',
  summary: 'Ends this operator session.',
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});

export const whoAmI = operatorCall<{ operator: OperatorIdentity; expiresAt: number }>()({
  name: 'whoAmI',
  summary: 'The operator behind the token, with role and sites.',
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});
