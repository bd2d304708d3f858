import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicket } from '../../protocol/instant/verify';
import type { InstantGameInfo } from '../../protocol/instant/wire';
import { runInstantPools } from '../../scripts/instant-pools';
import { UsageError } from '../../scripts/support/cli';
import type { AppServices } from '../../server/createServices';
import { nodeSha256 } from '../../server/domain/instant/nodeSha256';
import type { CallContext } from '../../server/rpc/handler';
import { FakeClock } from './domain/support/fakeClock';
import { callHandler as call, demoServices, handlerContext as context } from './rpc/support/handlerRig';

describe('scripts/instant-pools.ts', () => {
  let services: AppServices;
  let player: CallContext;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));

  beforeAll(async () => {
    services = await demoServices(clock);
    player = context(services);
    await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
  }, 300_000);
  afterAll(() => services.close());

  const buy = () =>
    call(player, 'buyInstantTickets', {
      gameId: 601,
      currencyId: 'USD',
      tickets: 1,
      purchaseKey: randomUUID(),
    });
  const deps = () => ({ db: services.db, clock });

  it('retires the pool on sale: its seed is published, its tickets verify, the next sale opens pool 2', async () => {
    const bought = await buy();
    expect(bought.exitCode).toBe(0);
    expect(await runInstantPools(['list', '601'], deps())).toMatch(
      /^pool 1 {2}selling {2}sold 1\/\d+ .* seed sealed$/,
    );

    const retired = await runInstantPools(['retire', '601'], deps());
    expect(retired).toMatch(/^retired pool 1 {2}retired {2}sold 1\/\d+ .* seed [0-9a-f]{64}$/);
    const published = await call(context(services), 'getInstantPool', { gameId: 601, poolNo: 1 });
    expect(published.pool.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(retired).toContain(published.pool.seed);
    const [ticket] = bought.tickets;
    expect((await verifyTicket(published.rules, published.pool, ticket, nodeSha256)).ok).toBe(true);

    const next = await buy();
    expect(next.exitCode).toBe(0);
    expect(next.tickets[0].poolNo).toBe(2);
    const games = await call(context(services), 'getInstantGames', { memberId: 1 });
    expect(games.find((g: InstantGameInfo) => g.gameId === 601).pool).toMatchObject({
      poolNo: 2,
      seed: null,
    });
  }, 300_000);

  it('refuses a game with nothing on sale and a bad command line, changing nothing', async () => {
    await expect(runInstantPools(['retire', '9999'], deps())).rejects.toThrow('no pool on sale');
    expect(await runInstantPools(['list', '9999'], deps())).toBe('game 9999: no pool opened yet');
    await expect(runInstantPools(['retire', 'x'], deps())).rejects.toBeInstanceOf(UsageError);
    await expect(runInstantPools(['burn', '601'], deps())).rejects.toBeInstanceOf(UsageError);
    expect(await runInstantPools(['list', '601'], deps())).toContain('pool 2  selling');
  });
});
