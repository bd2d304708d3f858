// Operators and players made straight in the test server's database, for the back-office tests.
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer, StartServerOptions } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { playersRepo } from '../../../server/domain/players/repository';
import { randomBytes } from 'node:crypto';
import { operatorLogin } from '../support/operatorWire';
import { startTestServer } from '../support/testServer';

/**
 * The test server on PostgreSQL (a schema of its own, dropped at close) when DATABASE_URL is set,
 * so races such as two operators deciding one withdrawal meet real row locks; else on PGlite.
 */
export async function startBackOfficeServer(
  more: StartServerOptions = {},
): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const server = await startTestServer(more);
    return { server, close: () => server.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const server = await startTestServer({ ...more, databaseUrl, databaseSchema: schema });
  return {
    server,
    async close() {
      await server.services.db.query(`DROP SCHEMA ${schema} CASCADE`);
      await server.close();
    },
  };
}

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
