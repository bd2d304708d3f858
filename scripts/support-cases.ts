// Operator commands for the support inbox and ad counters, run against the server's storage:
//   npx tsx scripts/support-cases.ts list [--site <memberId>] [--status open|closed]
//   npx tsx scripts/support-cases.ts show <caseId>
//   npx tsx scripts/support-cases.ts close <caseId>
//   npx tsx scripts/support-cases.ts ads <memberId>        (impressions and clicks per ad)
// Storage comes from the same environment as the server (DATABASE_URL or DRAWHALL_DATA_DIR).
import { createAdsService } from '../server/domain/content/ads';
import { createAttemptLimits } from '../server/domain/limits';
import { createSupportCases, type SupportCase } from '../server/domain/support/cases';
import type { Clock } from '../server/ports/clock';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/support-cases.ts list [--site <memberId>] [--status open|closed]
  npx tsx scripts/support-cases.ts show <caseId>
  npx tsx scripts/support-cases.ts close <caseId>
  npx tsx scripts/support-cases.ts ads <memberId>`;

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return id;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  if (i + 1 >= args.length) throw new UsageError(`${name} needs a value`);
  return args[i + 1];
}

const when = (ms: number) => new Date(ms).toISOString();
const line = (c: SupportCase) =>
  `#${c.id} [${c.status}] site ${c.memberId} ${when(c.createdAt)} ${c.email} (${c.category}): ${c.subject}`;

/** Runs one command; its output, or a thrown UsageError / Error. */
export async function runSupportCases(args: string[], deps: { db: Db; clock: Clock }): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  // Mail is never sent by these commands; the inbox reads and closes cases only.
  const cases = createSupportCases({
    ...deps,
    mailer: { send: async () => undefined },
    limits: createAttemptLimits(deps),
  });
  switch (command) {
    case 'list': {
      const site = option(rest, '--site');
      const status = option(rest, '--status');
      if (status !== undefined && status !== 'open' && status !== 'closed')
        throw new UsageError('status must be open or closed');
      const list = await cases.list({ memberId: site ? positiveId(site) : undefined, status });
      return list.length ? list.map(line).join('\n') : 'no support cases';
    }
    case 'show': {
      const found = await cases.byId(positiveId(rest[0]));
      if (!found) throw new Error(`no support case ${rest[0]}`);
      const from = found.playerId ? `player ${found.playerId}` : 'visitor';
      return [line(found), `from ${found.name} <${found.email}>, ${from}`, '', found.message].join('\n');
    }
    case 'close': {
      const id = positiveId(rest[0]);
      if (!(await cases.close(id))) throw new Error(`no open support case ${id}`);
      return `support case ${id}: closed`;
    }
    case 'ads': {
      const counters = await createAdsService(deps).counters(positiveId(rest[0]));
      return counters.length
        ? counters.map((c) => `ad ${c.adId}: ${c.impressions} impressions, ${c.clicks} clicks`).join('\n')
        : 'no ad shown yet';
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

async function main(args: string[]): Promise<string> {
  const db = await openServerStore();
  try {
    await migrate(db);
    return await runSupportCases(args, { db, clock: { now: () => Date.now() } });
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
