import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcFault } from '../../../protocol/faults';
import { memoryTokenStore } from '../../../src/net/tokenStore';
import { WsRpcClient } from '../../../src/net/WsRpcClient';
import { FakeSocket } from '../fakes/FakeSocket';

function setup(token: string | null = null) {
  const sockets: FakeSocket[] = [];
  const tokens = memoryTokenStore(token);
  const client = new WsRpcClient({
    url: 'ws://test/ws',
    tokens,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  const states: string[] = [];
  client.onState((s) => states.push(s));
  client.start();
  const socket = () => sockets[sockets.length - 1];
  return { client, tokens, sockets, socket, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WsRpcClient', () => {
  it('sends hello first and reports connected on welcome', () => {
    const { socket, states } = setup();
    socket().open();
    expect(socket().sent[0]).toEqual({ t: 'hello', clientVersion: '1.2.1' });
    socket().welcome();
    expect(states).toEqual(['connecting', 'connected']);
    expect(socket().binaryType).toBe('arraybuffer');
  });

  it('matches results to calls by id even out of order', async () => {
    const { client, socket } = setup();
    socket().open();
    socket().welcome();
    const a = client.call('ping', {});
    const b = client.call('getPlayerAccounts', {});
    const [first, second] = socket().framesOf('call');
    expect(first).toMatchObject({ call: 'ping', secure: false });
    socket().deliver({ t: 'result', id: second.id, ok: true, result: [{ accountId: 2 }] });
    socket().deliver({ t: 'result', id: first.id, ok: true, result: { serverTimeMillis: 5 } });
    await expect(a).resolves.toEqual({ serverTimeMillis: 5 });
    await expect(b).resolves.toEqual([{ accountId: 2 }]);
  });

  it('rejects a fault result as RpcFault', async () => {
    const { client, socket } = setup();
    socket().open();
    socket().welcome();
    const p = client.call('login', { memberId: 1, username: 'a', password: 'b' });
    socket().deliver({
      t: 'result',
      id: socket().framesOf('call')[0].id,
      ok: false,
      fault: { code: '103', message: 'nope' },
    });
    const error = await p.catch((e) => e);
    expect(error).toBeInstanceOf(RpcFault);
    expect(error).toMatchObject({ code: '103', message: 'nope' });
  });

  it('times out after 15 s with Client.Error.RequestTimeout', async () => {
    const { client, socket } = setup();
    socket().open();
    socket().welcome();
    const p = client.call('ping', {}).catch((e) => e);
    vi.advanceTimersByTime(14_999);
    socket().deliver({ t: 'push', topic: 'x', event: 'y', data: {}, seq: 1 }); // unrelated traffic
    vi.advanceTimersByTime(1);
    const error = await p;
    expect(error).toBeInstanceOf(RpcFault);
    expect(error).toMatchObject({ code: 'Client.Error.RequestTimeout', message: 'Request timed out.' });
  });

  it('queues calls made before the welcome and sends them after it', async () => {
    const { client, socket } = setup();
    const p = client.call('ping', {});
    socket().open();
    expect(socket().framesOf('call')).toHaveLength(0);
    socket().welcome();
    const [frame] = socket().framesOf('call');
    socket().deliver({ t: 'result', id: frame.id, ok: true, result: { serverTimeMillis: 1 } });
    await expect(p).resolves.toEqual({ serverTimeMillis: 1 });
  });

  it('remembers a token from a result, marks calls secure, and sends it in the next hello', () => {
    const { client, socket, tokens, sockets } = setup();
    socket().open();
    socket().welcome();
    void client.call('login', { memberId: 1, username: 'a', password: 'b' });
    socket().deliver({
      t: 'result',
      id: socket().framesOf('call')[0].id,
      ok: true,
      result: {},
      token: 'tok-1',
    });
    expect(tokens.get()).toBe('tok-1');
    client.call('loadPlayer', {}).catch(() => undefined); // dropped with the socket below
    expect(socket().framesOf('call')[1].secure).toBe(true);
    socket().close();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toEqual({ t: 'hello', token: 'tok-1', clientVersion: '1.2.1' });
  });

  it('reconnects 5 s after a close and subscribes its topics again', () => {
    const { client, socket, sockets, states } = setup();
    socket().open();
    socket().welcome();
    client.subscribe('lobby.1');
    client.subscribe('cashier.7');
    client.unsubscribe('cashier.7');
    expect(
      socket()
        .framesOf('sub')
        .map((f) => f.topic),
    ).toEqual(['lobby.1', 'cashier.7']);
    socket().close();
    expect(states.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    socket().open();
    socket().welcome();
    expect(
      socket()
        .framesOf('sub')
        .map((f) => f.topic),
    ).toEqual(['lobby.1']);
  });

  it('rejects calls in flight when the socket drops: delivery in doubt, with the retry hint', async () => {
    const { client, socket } = setup();
    socket().open();
    socket().welcome();
    const p = client.call('ping', {}).catch((e) => e);
    socket().close();
    expect(await p).toMatchObject({
      code: 'Client.Error.DeliveryInDoubt',
      detail: { hint: 'DSRetryableErrorHint' },
    });
  });

  it('a call never sent fails as a send failure when the client stops', async () => {
    const { client, socket } = setup();
    socket().open(); // no welcome: calls wait unsent
    const p = client.call('ping', {}).catch((e) => e);
    client.stop();
    expect(await p).toMatchObject({ code: 'Client.Error.MessageSend' });
  });

  it('closes a socket that gets no welcome within 5 s and tries again', () => {
    const { socket, sockets } = setup();
    socket().open();
    vi.advanceTimersByTime(5000);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
  });

  it('hands pushes to listeners', () => {
    const { client, socket } = setup();
    const pushes: unknown[] = [];
    client.onPush((p) => pushes.push(p));
    socket().open();
    socket().welcome();
    socket().deliver({
      t: 'push',
      topic: 'lobby.1',
      event: 'gamesBatch',
      data: { games: [], removed: [3] },
      seq: 4,
    });
    expect(pushes).toEqual([
      { topic: 'lobby.1', event: 'gamesBatch', data: { games: [], removed: [3] }, seq: 4 },
    ]);
  });
});

describe('WsRpcClient liveness pings', () => {
  function live() {
    const sockets: FakeSocket[] = [];
    const client = new WsRpcClient({
      url: 'ws://test/ws',
      tokens: memoryTokenStore(null),
      livenessPingMs: 5000,
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    });
    const faults: string[] = [];
    client.onFault(({ call, fault }) => faults.push(`${call} ${fault.code}`));
    client.start();
    sockets[0].open();
    sockets[0].welcome();
    return { client, socket: sockets[0], faults };
  }
  const pings = (socket: FakeSocket) => socket.framesOf('call').filter((f) => f.call === 'ping');

  it('pings only when the server has been quiet, and reports a silent server as a request timeout', async () => {
    const { client, socket, faults } = live();
    // Traffic keeps the channel proven: no ping.
    await vi.advanceTimersByTimeAsync(4000);
    socket.deliver({ t: 'push', topic: 'lobby.1', event: 'gamesBatch', data: {}, seq: 1 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(pings(socket)).toHaveLength(0);
    // Quiet for 5 s: one ping, and no second while it is out.
    await vi.advanceTimersByTimeAsync(6000);
    expect(pings(socket)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pings(socket)).toHaveLength(1);
    // The server never answers: the ping times out into the fault rules.
    await vi.advanceTimersByTimeAsync(5000);
    expect(faults).toEqual(['ping Client.Error.RequestTimeout']);
    client.stop();
  });

  it('is quiet when the ping is answered, and stops with the client', async () => {
    const { client, socket, faults } = live();
    await vi.advanceTimersByTimeAsync(10_000);
    const [ping] = pings(socket);
    socket.deliver({ t: 'result', id: ping.id, ok: true, result: { serverTimeMillis: Date.now() } });
    await vi.advanceTimersByTimeAsync(0);
    expect(faults).toEqual([]);
    client.stop();
    const sent = socket.sent.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sent).toHaveLength(sent);
  });
});
