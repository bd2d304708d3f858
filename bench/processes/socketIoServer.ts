// The socket.io peer of the lobby bench: clients emit `sub` to join a room, and stdin
// `{ publishLobby: n }` broadcasts the same lobby batch as ours (socket.io encodes it once per
// broadcast, as JSON) to the room. Its heartbeat runs at the spec's 5 s, as ours does (socket.io's
// default is 25 s): a socket.io server for this platform would be set so, and the pings are about
// a third of the run's CPU at 10,000 sockets, so unequal intervals would compare different work.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { lobbyBatchPayload } from '../lobbyPayload';
import { serveParent } from './childProcess';
import { lagMonitor } from './lagMonitor';

const http = createServer();
const server = new Server(http, {
  transports: ['websocket'],
  serveClient: false,
  pingInterval: 5000,
  pingTimeout: 5000,
});
server.on('connection', (socket) => {
  socket.on('sub', (room: string, ack: () => void) => {
    void socket.join(room);
    ack();
  });
});
await new Promise<void>((resolve) => http.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', resolve));
const address = http.address();
const lag = lagMonitor();
const wallNow = () => performance.timeOrigin + performance.now();
serveParent(
  { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` },
  async (message) => {
    if (typeof message.publishLobby === 'number') {
      server.to('lobby.1').emit('gamesBatch', lobbyBatchPayload(message.publishLobby, wallNow()));
      return { published: true };
    }
    if (message.lag === 'reset') return lag.reset();
    if (message.lag === 'read') return lag.read();
    return {};
  },
);
process.on('SIGTERM', () => {
  void server.close();
  process.exit(0);
});
