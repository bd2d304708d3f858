import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../server/ports/session';
import { startFakeServer, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';
import { httpCall } from '../support/wire';

type PollResult = { pushes: { topic: string; event: string; data: unknown; seq: number }[]; after: number };

describe('poll over HTTP', () => {
  let server: FakeServer;
  const sessions = new Map<string, SessionInfo>();

  beforeAll(async () => {
    server = await startFakeServer({ handlers: testHandlers(sessions), sessions });
  });
  afterAll(() => server.close());

  async function poll(topics: string[], after: number, token?: string | null) {
    return (await httpCall(server.url, 'poll', { topics, after }, { token })).body;
  }

  it('returns the pushes on the topics after the cursor, then the new cursor', async () => {
    const first = await poll(['lobby', 'lobby.1'], 0);
    expect(first).toMatchObject({ ok: true, result: { pushes: [] } });
    const cursor = (first as { result: PollResult }).result.after;

    server.hub.publish('lobby', 'gamesBatch', { n: 1 });
    server.hub.publish('lobby.2', 'gamesBatch', { n: 2 });
    server.hub.publish('lobby.1', 'gamesBatch', { n: 3 });

    const second = (await poll(['lobby', 'lobby.1'], cursor)) as { result: PollResult };
    expect(second.result.pushes.map((p) => p.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(second.result.pushes[0]).toMatchObject({
      topic: 'lobby',
      event: 'gamesBatch',
      seq: expect.any(Number),
    });
    expect(second.result.after).toBeGreaterThan(cursor);

    const third = (await poll(['lobby', 'lobby.1'], second.result.after)) as { result: PollResult };
    expect(third.result.pushes).toEqual([]);
  });

  it('applies the topic rules: 101 for a visitor, 102 for another player, own cashier allowed', async () => {
    expect(await poll(['cashier.1'], 0)).toMatchObject({ ok: false, fault: { code: '101' } });
    const login = await httpCall(server.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    expect(await poll(['cashier.2'], 0, login.token)).toMatchObject({ ok: false, fault: { code: '102' } });
    expect(await poll(['bogus'], 0, login.token)).toMatchObject({
      ok: false,
      fault: { code: 'Server.BadRequest' },
    });

    const start = (await poll(['cashier.1'], 0, login.token)) as { result: PollResult };
    server.hub.publish('cashier.1', 'balanceUpdate', { balance: 10 });
    server.hub.publish('cashier.2', 'balanceUpdate', { balance: 99 });
    const next = (await poll(['cashier.1'], start.result.after, login.token)) as { result: PollResult };
    expect(next.result.pushes).toEqual([
      { topic: 'cashier.1', event: 'balanceUpdate', data: { balance: 10 }, seq: 1 },
    ]);
  });
});
