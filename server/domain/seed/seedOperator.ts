import type { Db } from '../../storage/db';
import { operatorsRepo } from '../operators/repository';
import { hashPassword } from '../players/password';

/**
 * The demo's back-office owner (DRAWHALL_SEED=1 only): a published password and no second
 * factor, so never in production. Left alone when it exists.
 */
export const DEMO_OPERATOR = { username: 'admin', password: 'admin1234' } as const;

export async function seedOperator(db: Db, now: number): Promise<boolean> {
  if (await operatorsRepo.byUsername(db, DEMO_OPERATOR.username)) return false;
  const id = await operatorsRepo.create(
    db,
    {
      username: DEMO_OPERATOR.username,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      role: 'owner',
      sites: 'all',
      totpRequired: false,
      mustChangePassword: false,
    },
    now,
  );
  return id !== null;
}
