// Finding: anyone could list the real names and usernames of a game's players. Others see
// public names only: the screen name, or a masked one when the screen name is the username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../server/createServices';
import { publicName } from '../../../server/domain/players/publicName';
import { FakeClock } from '../domain/support/fakeClock';
import { callHandler as call, demoServices, handlerContext as context } from '../rpc/support/handlerRig';

describe('player names shown to others', { timeout: 240_000 }, () => {
  let services: AppServices;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));
  beforeAll(async () => {
    services = await demoServices(clock);
    await services.engine.tick();
  }, 240_000);
  afterAll(() => services?.close());

  it('getGamePlayers answers screen names only, never usernames or real names', async () => {
    const demo = context(services);
    await call(demo, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    const { games } = await call(demo, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    const gameInstanceId = games[0].gameInstanceId;
    await call(demo, 'joinGame', {
      gameId: 102,
      gameInstanceId,
      userPlays: ['1,2,3,4,5'],
      userPlaysCount: 1,
      currencyId: 'USD',
      joinKey: 'names-0001',
    });
    const players = await call(context(services), 'getGamePlayers', { gameInstanceId });
    expect(players).toEqual([{ screenName: 'Demo Player' }]);
    expect(JSON.stringify(players)).not.toMatch(/"demo"|firstName|lastName|username/);
  });

  it("shows a winner's masked name to others and the winner's own name to the winner", async () => {
    // Lucky's screen name is made her username, as quick registration sets it: masked for others.
    await services.db.query("UPDATE players SET screen_name = username WHERE username = 'lucky'");
    const lucky = context(services);
    await call(lucky, 'login', { memberId: 2, username: 'lucky', password: 'lucky1234' });
    const { games } = await call(lucky, 'getFilteredGames', { filter: { memberId: 2, gameId: 201 } });
    const raffle = games[0];
    await call(lucky, 'joinGame', {
      gameId: 201,
      gameInstanceId: raffle.gameInstanceId,
      userPlays: ['77'],
      userPlaysCount: 1,
      currencyId: 'EUR',
      joinKey: 'names-raffle-0001',
    });
    clock.set(raffle.tournamentStartTime + 20_000);
    await services.engine.tick();
    // The only ticket wins the first prize.
    const own = await call(lucky, 'getGameResults', { gameInstanceId: raffle.gameInstanceId });
    expect(own.results.winners).toEqual([
      expect.objectContaining({ rankNumber: 1, screenName: 'lucky', mine: true }),
    ]);
    const others = await call(context(services), 'getGameResults', { gameInstanceId: raffle.gameInstanceId });
    expect(others.results.winners).toEqual([expect.objectContaining({ rankNumber: 1, screenName: 'l***' })]);
    expect(JSON.stringify(others)).not.toMatch(/lucky|"mine"/);
  });

  it('masks a screen name that is the username (quick registration sets it so)', () => {
    expect(publicName('Lucky Star', 'alice77')).toBe('Lucky Star');
    expect(publicName('alice77', 'alice77')).toBe('a***');
    expect(publicName('ALICE77', 'alice77')).toBe('a***');
    expect(publicName('', 'alice77')).toBe('a***');
  });
});
