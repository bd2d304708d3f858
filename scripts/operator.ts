// Operator commands for the players domain, run against the server's storage:
//   npx tsx scripts/operator.ts verify-id <requestId> VERIFIED|REJECTED
//   npx tsx scripts/operator.ts ban <playerId>
//   npx tsx scripts/operator.ts unban <playerId>
//   npx tsx scripts/operator.ts id-requests            (open identity requests, newest first)
//   npx tsx scripts/operator.ts verify-address <requestId> VERIFIED|REJECTED
//   npx tsx scripts/operator.ts address-requests       (open proof-of-address requests, newest first)
// Storage and config come from the same environment as the server (DATABASE_URL or
// DRAWHALL_DATA_DIR, DRAWHALL_CONFIG). With REDIS_URL set, the pushes (banned, idVerification)
// reach the players' open clients; without it they are only seen by clients of this process
// (none), and a banned player's next call simply finds the session gone (101).
import pino from 'pino';
import { configPathFrom, loadConfig } from '../server/config/loader';
import { createLoginService } from '../server/domain/players/service';
import { createSessionService } from '../server/domain/sessions/service';
import { createVerificationService } from '../server/domain/verification/service';
import { createMemoryHub } from '../server/push/memoryHub';
import { createRedisHub } from '../server/push/redisHub';
import type { PushHub } from '../server/ports/pushHub';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/operator.ts verify-id <requestId> VERIFIED|REJECTED
  npx tsx scripts/operator.ts ban <playerId>
  npx tsx scripts/operator.ts unban <playerId>
  npx tsx scripts/operator.ts id-requests
  npx tsx scripts/operator.ts verify-address <requestId> VERIFIED|REJECTED
  npx tsx scripts/operator.ts address-requests`;

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return id;
}

export async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const config = loadConfig(configPathFrom());
  const db = await openServerStore();
  const log = pino({ level: 'warn' });
  const push: PushHub = process.env.REDIS_URL
    ? await createRedisHub(process.env.REDIS_URL, { onError: (error) => log.error({ err: error }, 'redis') })
    : createMemoryHub();
  try {
    await migrate(db);
    const sessions = createSessionService({ db, clock: { now: () => Date.now() } });
    const deps = {
      db,
      sessions,
      push,
      policy: config.players,
      site: (memberId: number) => config.sites.find((s) => s.memberId === memberId),
    };
    switch (command) {
      case 'verify-id':
      case 'verify-address': {
        const kind = command === 'verify-id' ? 'id' : 'address';
        const requestId = positiveId(rest[0]);
        const status = rest[1];
        if (status !== 'VERIFIED' && status !== 'REJECTED')
          throw new UsageError('status must be VERIFIED or REJECTED');
        const done = await createVerificationService(deps).review(requestId, status, kind);
        if (!done) throw new Error(`no open ${kind} verification request ${requestId}`);
        return `request ${requestId}: ${status}`;
      }
      case 'ban':
      case 'unban': {
        const playerId = positiveId(rest[0]);
        const done = await createLoginService(deps).setBanned(playerId, command === 'ban');
        if (!done) throw new Error(`no player ${playerId}`);
        return `player ${playerId}: ${command === 'ban' ? 'banned, sessions ended' : 'ban lifted'}`;
      }
      case 'id-requests':
      case 'address-requests': {
        const kind = command === 'id-requests' ? 'id' : 'address';
        const rows = await db.query<{ id: number; player_id: number; status: string; document_type: string }>(
          `SELECT id, player_id, status, document_type FROM verification_requests
           WHERE kind = $1 AND status IN ('PENDING', 'ANSWERED', 'SUBMITTED') ORDER BY id DESC LIMIT 100`,
          [kind],
        );
        return (
          rows.map((r) => `${r.id}\tplayer ${r.player_id}\t${r.status}\t${r.document_type}`).join('\n') ||
          '(none)'
        );
      }
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await push.close();
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
