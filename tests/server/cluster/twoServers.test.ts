import { Unpackr } from 'msgpackr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encode } from '../../../protocol/codec';
import type { RunningServer } from '../../../server/app';
import { canRunTwoServers, startTwoServers, type TwoServers } from '../support/twoServers';
import type { Metrics } from '../../../server/metrics';
import { callHandler as call, handlerContext as context } from '../rpc/support/handlerRig';
import { SESSION_RECHECK_MS } from '../../../server/domain/sessions/recentSessions';
import { DEMO_LOGIN } from '../support/testServer';
import { WsClient, httpCall } from '../support/wire';

const outcome = async (metrics: Metrics, name: string) =>
  (await metrics.joinForwarding.get()).values.find((v) => v.labels.outcome === name)?.value ?? 0;

describe.skipIf(!canRunTwoServers)('two servers on one database and one Redis', () => {
  let servers: TwoServers;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    servers = await startTwoServers('servers');
    ({ a, b } = servers);
    await a.services.engine.tick(); // opens the demo games
  });
  afterAll(() => servers?.close());

  it('has the join one server receives made by the instance writer, the other', async () => {
    const [onA, onB] = [context(a.services), context(b.services)];
    await call(onA, 'login', DEMO_LOGIN);
    await call(onB, 'login', DEMO_LOGIN);
    const { games } = await call(onA, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    const join = (joinKey: string) => ({
      gameId: 102,
      gameInstanceId: games[0].gameInstanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
      joinKey,
    });
    expect(await call(onA, 'joinGame', join('two-servers-1'))).toMatchObject({ exitCode: 0 }); // a writes
    const second = await call(onB, 'joinGame', join('two-servers-2'));
    expect(second).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 2, gamePlayCurrent: 2 } });
    expect(await outcome(b.metrics, 'forwarded')).toBe(1);
    expect(await outcome(a.metrics, 'served')).toBe(1);
    // The same call again, on either server, answers the stored join.
    expect(await call(onA, 'joinGame', join('two-servers-2'))).toEqual(second);
    expect(await call(onB, 'joinGame', join('two-servers-2'))).toEqual(second);
  });

  it("stops a socket's session on one server within the push, not the re-check, when it ends on the other", async () => {
    const login = await httpCall(a.url, 'login', DEMO_LOGIN, { endpoint: 'anon' });
    const { client } = await WsClient.connect(a.url, login.token!);
    try {
      expect(await client.call('loadPlayer', {}, true)).toMatchObject({ ok: true });
      expect((await httpCall(b.url, 'logout', {}, { token: login.token })).body).toMatchObject({ ok: true });
      // The socket's session was looked up a moment ago on a: only b's announcement over Redis
      // makes a forget it before its re-check (SESSION_RECHECK_MS).
      await expect
        .poll(() => client.call('loadPlayer', {}, true), { timeout: SESSION_RECHECK_MS / 2, interval: 20 })
        .toMatchObject({ ok: false, fault: { code: '101' } });
    } finally {
      client.close();
    }
  });

  it("frames a push from the other server for a socket around its data's bytes, never decoding them", async () => {
    const { client } = await WsClient.connect(a.url);
    const decodes = vi.spyOn(Unpackr.prototype, 'unpack');
    try {
      expect(await client.sub('bingo.424242')).toMatchObject({ ok: true });
      const data = { gameInstanceId: 424242, call: 17, name: 'Ünïcode', prize: 12.5, calls: [1, 2] };
      b.services.push.publish('bingo.424242', 'bingoCall', data);
      const [push] = await client.waitForPushes(1);
      expect(push).toMatchObject({ t: 'push', topic: 'bingo.424242', event: 'bingoCall', data });
      expect(push.seq).toBe(1);
      // a's hub delivered the push to the socket: its data went into the frame as the bytes it
      // came in, never decoded on its own (the client decoded the whole frame).
      const dataBytes = Buffer.from(encode(data));
      expect(decodes.mock.calls.filter(([bytes]) => dataBytes.equals(bytes as Uint8Array))).toEqual([]);
    } finally {
      decodes.mockRestore();
      client.close();
    }
  });

  it('refuses HTTP calls of a session on one server at once when it ends on the other: a logout, a login elsewhere', async () => {
    const loadPlayer = async (url: string, token: string) =>
      (await httpCall(url, 'loadPlayer', {}, { token })).body;
    const refusedOnA = (token: string) =>
      expect
        .poll(() => loadPlayer(a.url, token), { timeout: SESSION_RECHECK_MS / 2, interval: 20 })
        .toMatchObject({ ok: false, fault: { code: '101' } });

    const first = (await httpCall(a.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    expect(await loadPlayer(a.url, first)).toMatchObject({ ok: true }); // a now holds it as recent
    expect((await httpCall(b.url, 'logout', {}, { token: first })).body).toMatchObject({ ok: true });
    await refusedOnA(first);

    const second = (await httpCall(a.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    expect(await loadPlayer(a.url, second)).toMatchObject({ ok: true });
    expect((await httpCall(b.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token).toBeTruthy();
    await refusedOnA(second);
  });
});
