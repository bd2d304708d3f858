// Our server on embedded storage, rate limits off and logging at warn, for the peer benches.
// stdin `{ publishLobby: n }` publishes one lobby batch (see lobbyBatchPayload) stamped with the wall clock;
// `{ publishBingoCall: n }` publishes call n of bingo game 1 as the caller does (the push carries no
// clock, so the reply gives the wall-clock publish time).
import { startServer } from '../../server/app';
import { lobbyBatchPayload } from '../lobbyPayload';
import { bingoCallPayload } from '../bingoCallPayload';
import { bingoTopic } from '../../server/domain/bingo/callPush';
import { serveParent } from './childProcess';
import { lagMonitor } from './lagMonitor';

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 0),
  host: '127.0.0.1',
  dataDir: process.env.BENCH_DATA_DIR ?? 'memory://',
  databaseUrl: process.env.DATABASE_URL || undefined,
  databaseSchema: process.env.BENCH_DB_SCHEMA || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  redisPrefix: process.env.BENCH_REDIS_PREFIX || undefined,
  // BENCH_JOIN_FORWARDING=0: with Redis, every process writes its own joins (the old behaviour).
  joinForwarding: process.env.BENCH_JOIN_FORWARDING !== '0',
  seed: true,
  allowSandboxPayments: true,
  configPath: process.env.BENCH_CONFIG || undefined,
  // BENCH_RATE_LIMIT=1 and BENCH_LOG_LEVEL=info: the server as production runs it.
  rateLimit: process.env.BENCH_RATE_LIMIT === '1' ? undefined : false,
  logLevel: (process.env.BENCH_LOG_LEVEL as 'info' | undefined) ?? 'warn',
  startEngine: process.env.BENCH_ENGINE === '1',
  // BENCH_SENDS_PER_TURN=Infinity writes a whole fan-out in one turn (the old behaviour).
  sendsPerTurn: process.env.BENCH_SENDS_PER_TURN ? Number(process.env.BENCH_SENDS_PER_TURN) : undefined,
  // BENCH_HEARTBEAT_MS: the ping interval (default 5 s), to see what the heartbeat costs a run.
  heartbeatMs: process.env.BENCH_HEARTBEAT_MS ? Number(process.env.BENCH_HEARTBEAT_MS) : undefined,
  // Thousands of bench clients share 127.0.0.1: the per-address cap would refuse all but 100.
  websocket: { maxPerAddress: 0 },
});
const lag = lagMonitor();
serveParent({ url: server.url }, async (message) => {
  if (typeof message.publishLobby === 'number') {
    server.services.push.publish(
      'lobby.1',
      'gamesBatch',
      lobbyBatchPayload(message.publishLobby, performance.timeOrigin + performance.now()),
    );
    return { published: true };
  }
  if (typeof message.publishBingoCall === 'number') {
    const push = bingoCallPayload(message.publishBingoCall);
    const publishedAt = performance.timeOrigin + performance.now();
    server.services.push.publish(bingoTopic(push.gameInstanceId), 'bingoCall', push);
    return { publishedAt };
  }
  if (message.lag === 'reset') return lag.reset();
  if (message.lag === 'read') return lag.read();
  return {};
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
