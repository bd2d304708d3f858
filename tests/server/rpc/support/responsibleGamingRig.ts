// Responsible-gaming handler tests: the demo player logged in over the demo config (PGlite), the
// limits form with nothing switched on, and the player's calls the tests repeat (balance, joins
// of the one-minute game, mbob deposits).
import type { GameInstance } from '../../../../protocol/types';
import type { AppServices, CreateServicesOptions } from '../../../../server/createServices';
import type { CallContext } from '../../../../server/rpc/handler';
import { FakeClock } from '../../domain/support/fakeClock';
import { callHandler as call, demoServices, handlerContext } from './handlerRig';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export const DAY = 86_400_000;

/** The promise's rejection; throws when it resolved. */
export const faultOf = (p: Promise<unknown>): Promise<Any> =>
  p.then(
    () => {
      throw new Error('expected a fault');
    },
    (e: unknown) => e,
  );

/** updateSelfLimits params: every limit off unless the test switches it on. */
export const limits = (over: Partial<Record<string, number | boolean>> = {}) => ({
  dailyEnabled: false,
  dailyLimit: 0,
  weeklyEnabled: false,
  weeklyLimit: 0,
  monthlyEnabled: false,
  monthlyLimit: 0,
  weeklyBetEnabled: false,
  weeklyBetLimit: 0,
  ...over,
});

/** Demo services after one engine tick, with the demo player logged in. */
export async function demoPlayerWorld(
  more: Partial<CreateServicesOptions> = {},
): Promise<{ services: AppServices; clock: FakeClock; player: CallContext }> {
  // The calls' schemas check dates against the real clock, so the server's starts there too.
  const clock = new FakeClock(Date.now());
  const services = await demoServices(clock, more);
  await services.engine.tick();
  const player = handlerContext(services);
  await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
  return { services, clock, player };
}

/** The player's calls; `player` is read at each call, so a beforeEach can replace it. */
export function playerCalls(player: () => CallContext) {
  /** The newest instance of the one-minute game (the engine may keep closed ones in the lobby). */
  const fastGame = async (): Promise<GameInstance> => {
    const { games } = await call(player(), 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    return (games as GameInstance[]).reduce((a, b) => (b.gameInstanceId > a.gameInstanceId ? b : a));
  };
  return {
    fastGame,
    cash: async (currencyId = 'USD') =>
      (await call(player(), 'getPlayerAccountBalance', { currencyId })).accountBalance as number,
    join: async (plays: number) => {
      const game = await fastGame();
      return call(player(), 'joinGame', {
        gameId: 102,
        gameInstanceId: game.gameInstanceId,
        userPlays: [],
        userPlaysCount: plays,
        currencyId: 'USD',
      });
    },
    mbob: (amount: number, currencyId = 'USD') =>
      call(player(), 'getDepositStep', { method: 'mbob', amount, currencyId }),
  };
}
