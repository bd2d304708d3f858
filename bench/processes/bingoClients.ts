// A share of the bingo push bench's WebSocket clients, watching one bingo room (topic bingo.{id}),
// in a process of its own so that decoding does not steal the server's event loop. Each delivery
// is recorded as [call, wall-clock decode time]; the parent subtracts the call's publish time.
// stdin `{ read: true }` answers the deliveries gathered since the last read.
import type { BingoCallPush } from '../../protocol/bingo';
import { Topic } from '../../protocol/events';
import { WsWireClient } from '../wireClients';
import { serveParent } from './childProcess';

const url = String(process.env.BENCH_URL);
const count = Number(process.env.BENCH_CLIENTS ?? 100);
const topic = Topic.bingoOf(Number(process.env.BENCH_BINGO_GAME ?? 1));
const wallNow = () => performance.timeOrigin + performance.now();

let deliveries: [number, number][] = [];

async function connect() {
  const client = await WsWireClient.connect(url);
  await client.subscribe(topic);
  client.onPush = (frame) => {
    if (frame.event === 'bingoCall') deliveries.push([(frame.data as BingoCallPush).call, wallNow()]);
  };
  return () => client.close();
}

const closers: (() => void)[] = [];
// 100 at a time: a burst of thousands of handshakes only measures the accept queue.
for (let i = 0; i < count; i += 100)
  closers.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, connect))));
serveParent({ clients: closers.length }, async (message) => {
  if (!message.read) return {};
  const taken = deliveries;
  deliveries = [];
  return { deliveries: taken };
});
process.on('SIGTERM', () => {
  closers.forEach((close) => close());
  process.exit(0);
});
