// RPC round trips over both transports and lobby push delivery, against a server in this process
// on embedded storage with rate limits off: the load clients share the process and the cores, so
// the figures are a floor for a dedicated server.
import { startServer } from '../server/app';
import type { BenchSection } from './report';
import type { BenchSize } from './benchSize';
import { benchRoundTrips } from './rpcRoundTrips';
import { benchLobbyFanout } from './lobbyPushFanout';

export async function inProcessRpcSections(size: BenchSize): Promise<BenchSection[]> {
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
  const clients = size.quick ? 20 : 100;
  const sockets = size.quick ? 200 : 2000;
  const batches = size.quick ? 5 : 20;
  try {
    const roundTrips = [];
    for (const transport of ['websocket', 'http'] as const) {
      console.log(`RPC round trips over ${transport}...`);
      roundTrips.push(await benchRoundTrips(server.url, transport, clients, size.seconds));
    }
    console.log(`Lobby push fan-out to ${sockets} WebSocket clients...`);
    const fanout = await benchLobbyFanout(server.url, server.services.push, sockets, batches);
    return [
      {
        title: 'RPC round trips',
        method: `${clients} concurrent clients call \`ping\` back to back for ${size.seconds} s over each transport; server and clients share one process and the machine's cores.`,
        columns: ['transport', 'clients', 'calls', 'calls/s', 'p50 ms', 'p99 ms'],
        rows: roundTrips.map((r) => [r.transport, r.clients, r.calls, r.callsPerSecond, r.p50ms, r.p99ms]),
      },
      {
        title: 'Lobby push delivery',
        method: `${sockets.toLocaleString('en')} WebSocket clients subscribed to \`lobby.1\`; ${batches} lobby batches published 250 ms apart; latency from publish to decode in the client.`,
        columns: ['clients', 'pushes', 'deliveries', 'p50 ms', 'p99 ms'],
        rows: [[fanout.clients, fanout.pushes, fanout.deliveries, fanout.p50ms, fanout.p99ms]],
      },
    ];
  } finally {
    await server.close();
  }
}
