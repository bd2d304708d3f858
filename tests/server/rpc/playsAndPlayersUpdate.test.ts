import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../protocol/events';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { createLobbyBatcher } from '../../../server/push/lobbyBatcher';
import { createMemoryHub } from '../../../server/push/memoryHub';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

describe('plays and players update after joins', () => {
  let services: AppServices;
  let player: CallContext;
  let fast: GameInstance;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));
  const hub = createMemoryHub();
  // A long window: the test flushes by hand, as the 3 s timer would.
  const batcher = createLobbyBatcher({ hub, intervalMs: 60_000 });
  const updates: PushMessage[] = [];

  beforeAll(async () => {
    services = await demoServices(clock, { push: hub, lobbyFeed: batcher });
    await services.engine.tick();
    player = context(services);
    await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    fast = games[0];
    batcher.flush();
    for (const topic of ['lobby', 'lobby.1'])
      hub.subscribe(topic, (p) => p.event === 'playsAndPlayersUpdate' && updates.push(p));
  });
  afterAll(async () => {
    batcher.close();
    await services.close();
  });

  const join = (plays: number, userPlays: string[] = []) =>
    call(player, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays,
      userPlaysCount: plays,
      currencyId: 'USD',
    });

  it('sends nothing for a refused join', async () => {
    const refused = await join(1, ['1,2,3,4,40']);
    expect(refused.exitCode).not.toBe(0);
    batcher.flush();
    expect(updates).toEqual([]);
  });

  it('sends the committed counts once per instance for a burst of joins, on lobby and the site topic', async () => {
    const first = await join(2);
    const second = await join(1);
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(updates).toEqual([]); // batched, never at once
    batcher.flush();
    const counts = {
      gameInstanceId: fast.gameInstanceId,
      gamePlayCurrent: fast.gamePlayCurrent + 3,
      gamePlayerCurrent: second.joinEvent.gamePlayerCurrent,
    };
    expect(second.joinEvent.gamePlayCurrent).toBe(counts.gamePlayCurrent);
    expect(updates.map((u) => u.topic).sort()).toEqual(['lobby', 'lobby.1']);
    for (const u of updates) expect(u.data).toMatchObject(counts);
  });

  it('sends the lowered counts after the player cancels the plays', async () => {
    updates.length = 0;
    const cancelled = await call(player, 'joinGameCancel', { gameInstanceId: fast.gameInstanceId });
    expect(cancelled.exitCode).toBe(0);
    batcher.flush();
    expect(updates).toHaveLength(2);
    expect(updates[0].data).toMatchObject({
      gameInstanceId: fast.gameInstanceId,
      gamePlayCurrent: fast.gamePlayCurrent,
      gamePlayerCurrent: fast.gamePlayerCurrent,
    });
  });
});
