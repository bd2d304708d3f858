// Back-office accounts (issue 30), run against the server's storage:
//   npm run operator -- create <username> --role <role> [--sites 1,2]
// prints a one-time password; the first sign-in at /admin enrols a TOTP authenticator and sets a
// new password. With the embedded store, stop the server first (it holds the data directory);
// on PostgreSQL this runs beside it.
import { OPERATOR_ROLES, type OperatorRole, type SiteScope } from '../protocol/operator/roles';
import { createOperatorAccount } from '../server/domain/operators/createAccount';
import { migrate } from '../server/storage/migrate';
import { runWhenMain, UsageError } from './support/cli';
import { openServerStore } from './support/serverStore';

export const USAGE = `usage:
  npm run operator -- create <username> --role <${OPERATOR_ROLES.join('|')}> [--sites <memberId,memberId...>]`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

export function parseCreate(args: string[]): { username: string; role: OperatorRole; sites: SiteScope } {
  const [command, username] = args;
  if (command !== 'create') throw new UsageError(`unknown command ${command ?? '(none)'}`);
  if (!username || username.startsWith('--') || !/^[\w.@-]{3,64}$/.test(username))
    throw new UsageError('a username of 3-64 letters, digits, dots, dashes or @ is needed');
  const role = option(args, '--role');
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role))
    throw new UsageError('--role is needed');
  const sites = option(args, '--sites');
  const ids = sites?.split(',').map(Number);
  if (ids && ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw new UsageError(`not site ids: ${sites}`);
  return { username, role: role as OperatorRole, sites: ids ?? 'all' };
}

export async function main(args: string[]): Promise<string> {
  const account = parseCreate(args);
  // The first account may come before the server ever ran: the store is made and migrated here.
  const db = await openServerStore({ allowEmpty: true });
  try {
    await migrate(db);
    const created = await createOperatorAccount(db, account, Date.now());
    if (!created) throw new Error(`the username ${account.username} is taken`);
    return [
      `operator ${account.username} (${account.role}, ${account.sites === 'all' ? 'all sites' : `sites ${account.sites.join(',')}`}) created`,
      `one-time password: ${created.oneTimePassword}`,
      'Sign in at /admin: the first sign-in enrols an authenticator app (TOTP) and sets a new password.',
    ].join('\n');
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
