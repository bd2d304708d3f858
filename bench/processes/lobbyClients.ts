// A share of the lobby bench's WebSocket clients, in a process of its own so that decoding does
// not steal the server's event loop. BENCH_KIND drawhall speaks our protocol (bench/wireClients);
// socketio joins the same lobby on a socket.io server. Each delivery's latency is wall-clock
// publish-to-decode (performance.timeOrigin + now(): comparable across processes on one machine).
// stdin `{ read: true }` answers the latencies gathered since the last read.
import { io, type Socket } from 'socket.io-client';
import { WsWireClient } from '../wireClients';
import { serveParent } from './childProcess';

const url = String(process.env.BENCH_URL);
const count = Number(process.env.BENCH_CLIENTS ?? 100);
const kind = process.env.BENCH_KIND ?? 'drawhall';
const wallNow = () => performance.timeOrigin + performance.now();

let latencies: number[] = [];
const onBatch = (data: { sentAt?: number }) => {
  if (typeof data.sentAt === 'number') latencies.push(wallNow() - data.sentAt);
};

async function connectDrawhall() {
  const client = await WsWireClient.connect(url);
  await client.subscribe('lobby.1');
  client.onPush = (frame) => onBatch(frame.data as { sentAt?: number });
  return () => client.close();
}

async function connectSocketIo() {
  const socket: Socket = io(url, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await new Promise((resolve) => socket.emit('sub', 'lobby.1', resolve));
  socket.on('gamesBatch', onBatch);
  return () => socket.close();
}

const closers: (() => void)[] = [];
// 100 at a time: a burst of thousands of handshakes only measures the accept queue.
for (let i = 0; i < count; i += 100) {
  const batch = Array.from({ length: Math.min(100, count - i) }, () =>
    kind === 'socketio' ? connectSocketIo() : connectDrawhall(),
  );
  closers.push(...(await Promise.all(batch)));
}
serveParent({ clients: closers.length }, async (message) => {
  if (!message.read) return {};
  const taken = latencies;
  latencies = [];
  return { latencies: taken.map((ms) => Math.round(ms * 100) / 100) };
});
process.on('SIGTERM', () => {
  closers.forEach((close) => close());
  process.exit(0);
});
