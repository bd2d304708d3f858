// Operators and players made straight in the test server's database, for the back-office tests.
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { playersRepo } from '../../../server/domain/players/repository';
import { operatorLogin } from '../support/operatorWire';

const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;

/** An operator of that role and scope without a second factor, logged in: its token and name. */
export async function operatorWith(
  server: RunningServer,
  role: OperatorRole,
  sites: 'all' | number[] = 'all',
): Promise<{ token: string; username: string }> {
  const username = `${role}-${Array.isArray(sites) ? sites.join('-') : 'all'}-${Math.random().toString(36).slice(2, 7)}`;
  passwordHash ??= hashPassword(PASSWORD);
  await operatorsRepo.create(
    server.services.db,
    {
      username,
      passwordHash: await passwordHash,
      role,
      sites,
      totpRequired: false,
      mustChangePassword: false,
    },
    Date.now(),
  );
  return { token: await operatorLogin(server.url, username, PASSWORD), username };
}

/** A player on a site with a name, email and phone; its id. */
export async function playerOn(
  server: RunningServer,
  memberId: number,
  p: { username: string; email: string; phone: string; firstName: string; lastName: string },
): Promise<number> {
  const row = await playersRepo.insert(server.services.db, {
    memberId,
    username: p.username,
    email: p.email,
    phone: p.phone,
    passwordHash: 'x',
    screenName: p.username,
    details: { firstName: p.firstName, lastName: p.lastName, country: 'US' },
    now: Date.now(),
  });
  if (!row) throw new Error(`player ${p.username} exists`);
  return Number(row.id);
}
