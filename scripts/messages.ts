// Operator announcements to the players of a running site, stored for the servers to push (every
// server polls the table every 2 s and pushes through its hub, Redis included):
//   npx tsx scripts/messages.ts global [--site <memberId>] <title> <body>
//   npx tsx scripts/messages.ts private <playerId> <title> <body>
//   npx tsx scripts/messages.ts maintenance on|off [--site <memberId>] [message]
//   npx tsx scripts/messages.ts new-version <version> [--site <memberId>]
// Storage comes from the same environment as the server (DATABASE_URL or DRAWHALL_DATA_DIR).
import { queueOperatorMessage, type OperatorMessage } from '../server/domain/content/operatorMessages';
import type { Clock } from '../server/ports/clock';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/messages.ts global [--site <memberId>] <title> <body>
  npx tsx scripts/messages.ts private <playerId> <title> <body>
  npx tsx scripts/messages.ts maintenance on|off [--site <memberId>] [message]
  npx tsx scripts/messages.ts new-version <version> [--site <memberId>]`;

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return id;
}

/** The --site option taken out of the arguments; the rest in order. */
function siteOption(args: string[]): { memberId?: number; rest: string[] } {
  const i = args.indexOf('--site');
  if (i < 0) return { rest: args };
  if (i + 1 >= args.length) throw new UsageError('--site needs a value');
  return { memberId: positiveId(args[i + 1]), rest: [...args.slice(0, i), ...args.slice(i + 2)] };
}

function text(value: string | undefined, what: string): string {
  if (!value?.trim()) throw new UsageError(`${what} is missing`);
  return value;
}

/** The announcement a command line asks for. */
export function parseMessage(args: string[]): OperatorMessage {
  const [command, ...more] = args;
  const { memberId, rest } = siteOption(more);
  switch (command) {
    case 'global':
      return { kind: 'global', memberId, title: text(rest[0], 'title'), body: text(rest[1], 'body') };
    case 'private':
      return {
        kind: 'private',
        playerId: positiveId(rest[0]),
        title: text(rest[1], 'title'),
        body: text(rest[2], 'body'),
      };
    case 'maintenance':
      if (rest[0] !== 'on' && rest[0] !== 'off') throw new UsageError('maintenance needs on or off');
      return { kind: 'maintenance', memberId, enabled: rest[0] === 'on', message: rest[1] ?? '' };
    case 'new-version':
      return { kind: 'newVersion', memberId, version: text(rest[0], 'version') };
    default:
      throw new UsageError(`unknown command ${command ?? '(none)'}`);
  }
}

/** Runs one command: stores the announcement; its output, or a thrown UsageError / Error. */
export async function runMessages(args: string[], deps: { db: Db; clock: Clock }): Promise<string> {
  const message = parseMessage(args);
  const id = await queueOperatorMessage(deps, message);
  return `${message.kind} message ${id}: queued; the running servers push it within a few seconds`;
}

export async function main(args: string[]): Promise<string> {
  const db = await openServerStore();
  try {
    await migrate(db);
    return await runMessages(args, { db, clock: { now: () => Date.now() } });
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
