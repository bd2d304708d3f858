// `npm run bench`: every benchmark of the platform, results in docs/benchmarks.md.
// The server runs in this process on embedded storage with rate limits off; the load clients share
// the same two cores, so the figures are a floor for a dedicated server.
import { startServer } from '../server/app';
import { benchRoundTrips } from './rpcRoundTrips';
import { benchLobbyFanout } from './lobbyPushFanout';
import { writeReport, type BenchSection } from './report';
import { ledgerTransfersSection } from './ledgerTransfers';
import { benchJoins } from './joins';
import { benchInstantPurchases } from './instantPurchases';
import { benchSettle } from './settle';
import { benchLobbyRendering } from './lobbyRendering';
import { benchStage } from './stage';
import { benchHttpOverhead, httpOverheadSection } from './httpOverhead';
import { benchLobbyAtScale, lobbyAtScaleSection } from './lobbyAtScale';
import { benchScaleOut, scaleOutSection } from './scaleOut';
import { benchJoinsScaleOut, joinsScaleOutSection } from './joinsScaleOut';
import { benchJoinsOverRpc, joinsOverRpcSection } from './joinsOverRpc';
import { benchBingoWinCheck, bingoWinCheckSection } from './bingoWinCheck';
import { benchBingoCallFanout, bingoCallFanoutSection } from './bingoCallFanout';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Below 1 shrinks client counts (connections, sockets, plays) to prove the benches on a busy machine. */
const scale = Number(process.env.BENCH_SCALE ?? 1);

async function main() {
  console.log('RPC over HTTP against a bare Fastify, servers in their own processes...');
  const overhead = httpOverheadSection(
    await benchHttpOverhead({ connections: Math.max(2, Math.round(50 * scale)), seconds: seconds * 2 }),
  );
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seed: true,
    rateLimit: false,
    allowSandboxPayments: true,
    // Every load client connects from this machine's one address.
    websocket: { maxPerAddress: 0 },
  });
  const lobbyClients = Math.max(10, Math.round(10_000 * scale));
  console.log(`Lobby pushes to ${lobbyClients} clients in client processes, against socket.io...`);
  const lobbyAtScale = lobbyAtScaleSection(await benchLobbyAtScale({ clients: lobbyClients }));
  const sections: BenchSection[] = [overhead, lobbyAtScale];
  const bingoClients = Math.max(10, Math.round(2000 * scale));
  console.log(`Bingo call pushes to ${bingoClients} clients in one room, clients in client processes...`);
  sections.push(bingoCallFanoutSection(await benchBingoCallFanout({ clients: bingoClients })));
  const bingoCards = Math.max(1000, Math.round(100_000 * scale));
  console.log(`Bingo win check per call with ${bingoCards} cards in play...`);
  sections.push(bingoWinCheckSection(await benchBingoWinCheck({ cards: bingoCards })));
  if (process.env.DATABASE_URL) {
    console.log('Scale-out: joins from one process and from two...');
    sections.push(
      joinsScaleOutSection(
        await benchJoinsScaleOut({
          databaseUrl: process.env.DATABASE_URL,
          clients: Math.max(2, Math.round(50 * scale)),
          seconds,
        }),
      ),
    );
  }
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    console.log('Scale-out: pushes across two server processes on PostgreSQL and Redis...');
    const clientsPerServer = Math.max(10, Math.round(2000 * scale));
    sections.push(
      scaleOutSection(
        await benchScaleOut({
          databaseUrl: process.env.DATABASE_URL,
          redisUrl: process.env.REDIS_URL,
          clientsPerServer,
        }),
      ),
    );
  }
  try {
    const roundTrips = [];
    for (const transport of ['websocket', 'http'] as const) {
      console.log(`RPC round trips over ${transport}...`);
      roundTrips.push(await benchRoundTrips(server.url, transport, 100, seconds));
    }
    sections.push({
      title: 'RPC round trips',
      method: `100 concurrent clients call \`ping\` back to back for ${seconds} s over each transport; server and clients share one process and the machine's cores.`,
      columns: ['transport', 'clients', 'calls', 'calls/s', 'p50 ms', 'p99 ms'],
      rows: roundTrips.map((r) => [r.transport, r.clients, r.calls, r.callsPerSecond, r.p50ms, r.p99ms]),
    });

    console.log('Lobby push fan-out to 2,000 WebSocket clients...');
    const fanout = await benchLobbyFanout(server.url, server.services.push, 2000, 20);
    sections.push({
      title: 'Lobby push delivery',
      method:
        '2,000 WebSocket clients subscribed to `lobby.1`; 20 lobby batches published 250 ms apart; latency from publish to decode in the client.',
      columns: ['clients', 'pushes', 'deliveries', 'p50 ms', 'p99 ms'],
      rows: [[fanout.clients, fanout.pushes, fanout.deliveries, fanout.p50ms, fanout.p99ms]],
    });
  } finally {
    await server.close();
  }

  console.log('Lobby rendering: 1,000 live instances in chromium (needs `npx vite build`)...');
  sections.push(await benchLobbyRendering());

  console.log('PixiJS stage in chromium (needs `npx vite build`)...');
  sections.push(...(await benchStage()));

  const ledger = await ledgerTransfersSection(seconds);
  if (ledger) sections.push(ledger);

  // Joins and settlement run on PostgreSQL when DATABASE_URL is set, else on in-memory PGlite.
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const joins = [];
  for (const playsPerJoin of [1, 5]) {
    console.log(`Joins, ${playsPerJoin} plays each...`);
    joins.push(await benchJoins({ databaseUrl, seconds, playsPerJoin }));
  }
  sections.push({
    title: 'Joins',
    method: `50 players buy plays back to back in one open game for ${seconds} s; each join validates the plays, sells them under the game's and the player's limits and debits cost and fee through the ledger in one transaction.`,
    columns: ['storage', 'clients', 'plays/join', 'joins/s', 'plays/s', 'p50 ms', 'p99 ms'],
    rows: joins.map((j) => [
      j.storage,
      j.clients,
      j.playsPerJoin,
      j.joinsPerSecond,
      j.playsPerSecond,
      j.p50ms,
      j.p99ms,
    ]),
  });

  if (databaseUrl) {
    console.log('Joins through the RPC layer, 200 WebSocket players...');
    const runs = [await benchJoinsOverRpc({ databaseUrl, seconds })];
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl) {
      console.log('... and from two server processes...');
      runs.push(await benchJoinsOverRpc({ databaseUrl, seconds, servers: 2, redisUrl }));
    }
    sections.push(joinsOverRpcSection(runs));
  }

  const purchases = [];
  for (const ticketsPerPurchase of [1, 5]) {
    console.log(`Instant purchases, ${ticketsPerPurchase} tickets each...`);
    purchases.push(await benchInstantPurchases({ databaseUrl, seconds, ticketsPerPurchase }));
  }
  sections.push({
    title: 'Instant purchases',
    method: `50 players buy scratchcards of one game back to back for ${seconds} s; each purchase takes the next tickets of the committed pool on sale, stores them with their proofs, and debits the price and credits the prizes through the ledger; the purchases of the game that arrive together share one transaction of a few set-based statements (the pools locked once, each purchase judged in memory against the batch's running balances, limits and positions, then one statement writes them all with one ledger call for every transfer). The aim on this machine is 2,000 purchases/s.`,
    columns: [
      'storage',
      'clients',
      'tickets/purchase',
      'purchases/s',
      'tickets/s',
      'p50 ms',
      'p99 ms',
      'of the aim',
    ],
    rows: purchases.map((p) => [
      p.storage,
      p.clients,
      p.ticketsPerPurchase,
      p.purchasesPerSecond,
      p.ticketsPerSecond,
      p.p50ms,
      p.p99ms,
      `${Math.round(p.purchasesPerSecond / 20)}%`,
    ]),
  });

  const settlePlays = Number(process.env.BENCH_SETTLE_PLAYS ?? 1_000_000);
  console.log(`Settling ${settlePlays} plays...`);
  const settled = await benchSettle({ databaseUrl, plays: settlePlays });
  sections.push({
    title: `Settling a draw of ${settlePlays.toLocaleString('en')} plays`,
    method:
      "settle() over plays in memory; then the engine settlement transaction (load plays, settle, append the winners to play_wins in one INSERT ... SELECT, book totals); then ledger credits of every winning player, once each with the sum of their prizes, PAY_BATCH (5,000) players per transaction, each batch read by keyset after the instance's paid_through_player_id cursor and credited in one ledger_transfer call.",
    columns: [
      'storage',
      'plays',
      'winners',
      'settle() ms',
      'stored settlement ms',
      'credit winners ms',
      'credits/s',
      'stored + credited ms',
      'of the 5 s target',
    ],
    rows: [
      [
        settled.storage,
        settled.plays,
        settled.winners,
        settled.settleMathMs,
        settled.settleStoredMs,
        settled.creditWinnersMs,
        settled.creditsPerSecond,
        Math.round(settled.settleStoredMs + settled.creditWinnersMs),
        `${Math.round((settled.settleStoredMs + settled.creditWinnersMs) / 50)}%`,
      ],
    ],
  });
  console.log(writeReport(new URL('../docs/benchmarks.md', import.meta.url).pathname, sections));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
