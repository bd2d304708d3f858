import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { verifyDraw } from '../../../server/domain/draw';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

describe('play calls over the demo config', () => {
  let services: AppServices;
  let player: CallContext;
  let fast: GameInstance;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));

  beforeAll(async () => {
    services = await demoServices(clock);
    await services.engine.tick();
    const visitor = context(services);
    await call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    player = visitor;
    const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    fast = games[0];
  });
  afterAll(() => services.close());

  it('joinGame needs a session, and answers exit codes as results', async () => {
    const fault = await call(context(services), 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
    }).catch((e: RpcFault) => e);
    expect(fault.code).toBe(FaultCode.NotLoggedIn);
    const bad = await call(player, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: ['1,2,3,4,40'],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    expect(bad).toMatchObject({ exitCode: 8, joinEvent: null });
  });

  it('joins, shows the player in the game, and lists the players', async () => {
    const result = await call(player, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: ['5,4,3,2,1'],
      userPlaysCount: 3,
      currencyId: 'USD',
      joinKey: 'rpc-join-0001',
    });
    // The demo player starts with $100.00 cash and $10.00 bonus; three plays at $1.00 + $0.10 fee
    // cost $3.30, and the demo site releases 10% of a wager ($0.33) from the bonus to cash.
    expect(result).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 3, accountBalance: 97.03 } });
    const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    expect(games[0]).toMatchObject({ playerInGame: true, playerPlaysInGame: 3, gamePlayCurrent: 3 });
    expect(await call(player, 'getGamePlayers', { gameInstanceId: fast.gameInstanceId })).toEqual([
      { screenName: 'Demo Player' },
    ]);
    expect(
      await call(player, 'arePlaysAvailableForGame', { gameInstanceId: fast.gameInstanceId, plays: 7 }),
    ).toEqual({
      available: true,
      playsAvailable: 7,
    });
    expect(
      await call(player, 'checkMaximumWagers', {
        gameInstanceId: fast.gameInstanceId,
        userPlaysCount: 8,
        currencyId: 'USD',
      }),
    ).toEqual({ allowed: false, remaining: 7 });
  });

  it('buys a subscription with joinGame, lists it, and cancels it with removePlayerGameSubscription', async () => {
    expect(await call(context(services), 'hasPlayerGameSubscriptions')).toBe(false);
    const joined = await call(player, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: ['7,8,9,10,11'],
      userPlaysCount: 1,
      currencyId: 'USD',
      subscriptions: 2,
    });
    expect(joined).toMatchObject({ exitCode: 0, subscriptionCode: expect.stringMatching(/^\d+$/) });
    const id = Number(joined.subscriptionCode);
    expect(await call(player, 'hasPlayerGameSubscriptions')).toBe(true);
    expect(await call(player, 'getPlayerGameSubscriptions', {})).toEqual([
      expect.objectContaining({
        id,
        gameId: 102,
        active: true,
        remainingBalance: 2.2,
        playerPlays: ['7,8,9,10,11'],
      }),
    ]);
    expect(await call(player, 'isSubscriptionActive', { subscriptionId: id })).toBe(true);
    expect(await call(player, 'removePlayerGameSubscription', { subscriptionId: id })).toBe(1);
    expect(await call(player, 'isSubscriptionActive', { subscriptionId: id })).toBe(false);
    expect(await call(player, 'removePlayerGameSubscription', { subscriptionId: id })).toBe(0);
  });

  it('gives the payout table estimated from sales', async () => {
    const info = await call(context(services), 'getGamePayoutInfo', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
    });
    expect(info.gamePayoutInfo[0]).toMatchObject({
      rankNumber: 1,
      rankPrize: 10000,
      meta: { rankTitle: 'Top prize' },
    });
  });

  it('draws, then answers results with the revealed seed, replay data and the last winning draws', async () => {
    const before = await call(context(services), 'getGameResults', { gameInstanceId: fast.gameInstanceId });
    expect(before.results).toEqual({ draws: [], winners: [] });
    clock.set(fast.tournamentStartTime + 20_000);
    await services.engine.tick();
    const after = await call(context(services), 'getGameResults', {
      gameInstanceId: fast.gameInstanceId,
      replay: true,
    });
    expect(after.gameStatus).toBe('ENDED');
    expect(after.results.draws).toHaveLength(5);
    expect(
      verifyDraw({
        seed: after.results.seed,
        commitment: after.results.seedCommitment,
        draws: after.results.draws,
        drawRange: 35,
        count: 5,
        context: String(fast.gameInstanceId),
      }),
    ).toEqual({ ok: true });
    expect(after.replay).toMatchObject({
      gameStatus: 'REPLAY1',
      startDelayMs: 5000,
      draws: after.results.draws,
    });
    const last = await call(context(services), 'getGameLastWinningDraws', { gameId: 102 });
    expect(last[0]).toMatchObject({ gameInstanceId: fast.gameInstanceId, draws: after.results.draws });
  });
});

describe('game history over the demo config', () => {
  it('pages the completed games of the player, and details their plays', async () => {
    const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));
    const services = await demoServices(clock);
    try {
      const player = context(services);
      await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
      const ended: number[] = [];
      // Six games of the every-minute type, one play each.
      for (let i = 0; i < 6; i++) {
        await services.engine.tick();
        const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
        const open = games.find((g: GameInstance) => g.gameStatus === 'OPEN');
        const joined = await call(player, 'joinGame', {
          gameId: 102,
          gameInstanceId: open.gameInstanceId,
          userPlays: [],
          userPlaysCount: 1,
          currencyId: 'USD',
        });
        expect(joined.exitCode).toBe(0);
        ended.push(open.gameInstanceId);
        clock.set(open.tournamentStartTime + 20_000);
      }
      await services.engine.tick();
      const first = await call(player, 'searchGameHistory', {});
      expect(first.totalCount).toBe(6);
      expect(first.result).toHaveLength(5);
      expect(first.result[0]).toMatchObject({
        gameInstanceId: ended[5],
        plays: 1,
        wagered: 1.1,
        currencyId: 'USD',
      });
      const second = await call(player, 'searchGameHistory', { page: 1 });
      expect(second.result.map((r: { gameInstanceId: number }) => r.gameInstanceId)).toEqual([ended[0]]);
      const detail = await call(player, 'getGameHistoryDetail', { gameInstanceId: ended[0] });
      expect(detail.game).toMatchObject({ gameInstanceId: ended[0], gameStatus: 'ENDED' });
      expect(detail.plays).toEqual([expect.objectContaining({ isMyPlay: true, prize: expect.any(Number) })]);
      const fault = await call(context(services), 'searchGameHistory', {}).catch((e: RpcFault) => e);
      expect(fault.code).toBe(FaultCode.NotLoggedIn);
    } finally {
      await services.close();
    }
  });
});
