// A share of the RPC joins bench's buyers, in a process of its own: one WebSocket per player,
// logged in over the socket, subscribed to its own topic (balance and join pushes) and the site's
// lobby, as the client app is. stdin `{ go: seconds }` runs a closed loop of joinGame calls (one
// play each, quick pick) and answers the count, failures, exit codes and latencies.
import { Topic } from '../../protocol/events';
import { closedLoop } from '../closedLoop';
import { WsWireClient } from '../wireClients';
import { serveParent } from './childProcess';

const url = String(process.env.BENCH_URL);
const usernames = String(process.env.BENCH_USERNAMES).split(',');
const password = String(process.env.BENCH_PASSWORD);
const gameId = Number(process.env.BENCH_GAME);
const gameInstanceId = Number(process.env.BENCH_INSTANCE);

let pushes = 0;
async function connect(username: string): Promise<WsWireClient> {
  const client = await WsWireClient.connect(url);
  const login = await client.call('login', { memberId: 1, username, password });
  if (login.t !== 'result' || !login.ok) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const { player } = login.result as { player: { id: number } };
  await client.subscribe(Topic.playerOf(player.id));
  await client.subscribe(Topic.lobbyOf(1));
  client.onPush = () => void pushes++;
  return client;
}

const clients: WsWireClient[] = [];
// 50 logins at a time: each checks an argon2id hash on the server.
for (let i = 0; i < usernames.length; i += 50)
  clients.push(...(await Promise.all(usernames.slice(i, i + 50).map(connect))));

serveParent({ clients: clients.length }, async (message) => {
  const seconds = Number(message.go);
  const codes: Record<string, number> = {};
  pushes = 0;
  const { latencies, failed } = await closedLoop(clients, seconds, async (client) => {
    const frame = await client.call(
      'joinGame',
      {
        gameId,
        gameInstanceId,
        userPlays: [],
        userPlaysCount: 1,
        currencyId: 'USD',
      },
      true,
    );
    const code =
      frame.t === 'result' && frame.ok ? String((frame.result as { exitCode: number }).exitCode) : 'fault';
    codes[code] = (codes[code] ?? 0) + 1;
    return code === '0';
  });
  return { failed, codes, pushes, latencies: latencies.map((ms) => Math.round(ms * 100) / 100) };
});
