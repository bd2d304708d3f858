import { randomBytes } from 'node:crypto';
import type { OperatorRole, SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';
import { hashPassword } from '../players/password';
import { operatorsRepo } from './repository';

/**
 * A new operator with a one-time password (printed once by `npm run operator -- create`): the
 * first login must enrol a TOTP authenticator and choose a new password before anything else.
 */
export async function createOperatorAccount(
  q: Queryable,
  account: { username: string; role: OperatorRole; sites: SiteScope },
  now: number,
): Promise<{ id: number; oneTimePassword: string } | null> {
  const oneTimePassword = randomBytes(12).toString('base64url');
  const id = await operatorsRepo.create(
    q,
    {
      ...account,
      passwordHash: await hashPassword(oneTimePassword),
      totpRequired: true,
      mustChangePassword: true,
    },
    now,
  );
  return id === null ? null : { id, oneTimePassword };
}
