// `npm run bench`: every benchmark of the platform, results in docs/benchmarks.md.
// The server runs in this process on embedded storage with rate limits off; the load clients share
// the same two cores, so the figures are a floor for a dedicated server.
import { startServer } from '../server/app';
import { benchRoundTrips } from './rpcRoundTrips';
import { benchLobbyFanout } from './lobbyPushFanout';
import { writeReport, type BenchSection } from './report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seed: true,
    rateLimit: false,
  });
  const sections: BenchSection[] = [];
  try {
    const roundTrips = [];
    for (const transport of ['websocket', 'http'] as const) {
      console.log(`RPC round trips over ${transport}...`);
      roundTrips.push(await benchRoundTrips(server.url, transport, 100, seconds));
    }
    sections.push({
      title: 'RPC round trips',
      method: `100 concurrent clients call \`ping\` back to back for ${seconds} s over each transport.`,
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
  console.log(writeReport(new URL('../docs/benchmarks.md', import.meta.url).pathname, sections));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
