// Operator commands for game instances, run against the server's storage:
//   npx tsx scripts/games.ts list                            (instances in the lobby)
//   npx tsx scripts/games.ts cancel <instanceId>             (refund every play; pushes 'refunded')
//   npx tsx scripts/games.ts reschedule <instanceId> <iso>   (back to OPEN; pushes 'rescheduled')
// Storage and config come from the same environment as the server (DATABASE_URL or
// DRAWHALL_DATA_DIR, DRAWHALL_CONFIG). With REDIS_URL set the pushes reach players' open clients;
// without it the change is still stored and the lobby shows it on the next load.
import pino from 'pino';
import { configPathFrom, loadConfig } from '../server/config/loader';
import type { GameTypeConfig } from '../server/config/schema';
import { createAnnouncer } from '../server/domain/engine/announcer';
import { createGameOperations } from '../server/domain/engine/operations';
import type { InstanceRow } from '../server/domain/games/instancesRepo';
import type { CurrencyInfo } from '../protocol/currencies';
import { currencyBook } from '../server/domain/money';
import { createLobbyBatcher } from '../server/push/lobbyBatcher';
import { createMemoryHub } from '../server/push/memoryHub';
import { createRedisHub } from '../server/push/redisHub';
import type { Clock } from '../server/ports/clock';
import type { PushHub } from '../server/ports/pushHub';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/games.ts list
  npx tsx scripts/games.ts cancel <instanceId>
  npx tsx scripts/games.ts reschedule <instanceId> <ISO start time, e.g. 2030-01-01T18:00:00Z>`;

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`not an instance id: ${text ?? '(missing)'}`);
  return id;
}

function isoTime(text: string | undefined): number {
  // An explicit zone only: a bare local time would mean different instants on different machines.
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    throw new UsageError(`not an ISO time with a zone: ${text ?? '(missing)'}`);
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new UsageError(`not a time: ${text}`);
  return at;
}

const line = (r: InstanceRow) =>
  [
    r.id,
    `game ${r.game_id}`,
    r.status,
    `start ${new Date(r.start_at).toISOString()}`,
    `registration end ${new Date(r.registration_end_at).toISOString()}`,
    `${r.play_count} plays / ${r.player_count} players`,
    r.snapshot.title,
  ].join('\t');

/** Runs one command; its output, or a thrown UsageError / Error. */
export async function runGames(
  args: string[],
  deps: {
    db: Db;
    config: { currencies: readonly CurrencyInfo[]; gameTypes: readonly GameTypeConfig[] };
    push: PushHub;
    clock: Clock;
  },
): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const currencies = currencyBook(deps.config.currencies);
  const lobby = createLobbyBatcher({ hub: deps.push });
  const ops = createGameOperations({
    db: deps.db,
    clock: deps.clock,
    currencies,
    gameTypes: deps.config.gameTypes,
    push: deps.push,
    announcer: createAnnouncer({ feed: lobby, push: deps.push, currencies }),
  });
  try {
    switch (command) {
      case 'list': {
        const rows = await ops.list();
        return rows.map(line).join('\n') || '(no game instances)';
      }
      case 'cancel': {
        const r = await ops.cancel(positiveId(rest[0]));
        if (!r.ok) throw new Error(r.reason);
        return `game instance ${r.row.id}: REFUNDED (${r.row.play_count} plays refunded)`;
      }
      case 'reschedule': {
        const id = positiveId(rest[0]);
        const r = await ops.reschedule(id, isoTime(rest[1]));
        if (!r.ok) throw new Error(r.reason);
        return `game instance ${id}: OPEN, starts ${new Date(r.row.start_at).toISOString()}, registration ends ${new Date(r.row.registration_end_at).toISOString()}`;
      }
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    lobby.close(); // the game-list batch goes out now rather than in 3 s
  }
}

async function main(args: string[]): Promise<string> {
  const config = loadConfig(configPathFrom());
  const db = await openServerStore();
  const log = pino({ level: 'warn' });
  const push: PushHub = process.env.REDIS_URL
    ? await createRedisHub(process.env.REDIS_URL, { onError: (error) => log.error({ err: error }, 'redis') })
    : createMemoryHub();
  try {
    await migrate(db);
    return await runGames(args, { db, config, push, clock: { now: () => Date.now() } });
  } finally {
    await push.close();
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
