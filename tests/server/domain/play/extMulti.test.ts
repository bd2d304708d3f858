import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOneDraw, type OneDrawRules } from '../../../../server/domain/draw/betTypes';
import type { GameInstance } from '../../../../protocol/types';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from './support/gameWorld';

// A multi-draw one-draw game: 3 balls from 1..8, $1 a line plus a 5 cent fee.
const odds = { 'First Number Drop': 6, 'Perm 2': 7, 'Banker Against All': 5 };
const rules: OneDrawRules = { ballRange: 8, drawCount: 3, odds };
const extMultiGame = () =>
  tinyGame({
    gameId: 903,
    rule: 'oneDrawGameExtMulti',
    pickSize: 3,
    ballRange: 8,
    feeMinor: 5,
    payoutPercentage: 0,
    ranks: [{ rankNumber: 1 }],
    progressive: { enabled: false },
    oneDraw: { odds },
    limits: { maxPlaysPerPlayer: 40, maxPlaysPerGame: 1000 },
  });

describe.each(backends)('an ExtMulti bet bought for several draws on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(opened.db, extMultiGame());
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  it('places the bet’s lines with their bet type in the next draws and settles each by its odds', async () => {
    const p = await fundedPlayer(w.db, 10_000);
    const bets = [
      { betType: 'Perm 2', numbers: '1,2,3' }, // 3 lines
      { betType: 'Banker Against All', numbers: '4' }, // 7 lines
    ];
    const bought = [];
    for (const bet of bets)
      bought.push(
        await w.joins.join(
          w.subscriptions.withSubscription(
            {
              playerId: p.id,
              gameId: game.gameId,
              gameInstanceId: game.gameInstanceId,
              userPlays: [bet.numbers],
              userPlaysCount: 1,
              currencyId: 'USD',
              betType: bet.betType,
            },
            3,
            1,
          ),
        ),
      );
    expect(bought.map((b) => b.exitCode)).toEqual([0, 0]);
    // This draw and three more, 10 lines each at $1.05, all paid now.
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 4 * 10 * 105);

    for (let minute = 1; minute <= 5; minute++) {
      w.clock.set(game.tournamentStartTime + (minute - 1) * 60 * S + 30 * S);
      await w.engine.tick();
    }
    const plays = await w.db.query<{ instance_id: number; play: string; bet_type: string }>(
      'SELECT instance_id, play, bet_type FROM plays WHERE player_id = $1 ORDER BY id',
      [p.id],
    );
    const instances = [...new Set(plays.map((x) => x.instance_id))];
    expect(instances).toHaveLength(4);
    for (const id of instances) {
      const mine = plays.filter((x) => x.instance_id === id);
      expect(mine.filter((x) => x.bet_type === 'Perm 2').map((x) => x.play)).toEqual(['1,2', '1,3', '2,3']);
      expect(mine.filter((x) => x.bet_type === 'Banker Against All')).toHaveLength(7);
    }

    const drawn = await w.db.query<{ id: number; draws: number[]; settle_phase: string }>(
      'SELECT id, draws, settle_phase FROM game_instances WHERE id = ANY($1::bigint[])',
      [instances],
    );
    expect(drawn.map((d) => d.settle_phase)).toEqual(instances.map(() => 'paid'));
    // Expected prizes from the bet maths (settleOneDraw), not from the stored lines the engine pays.
    const prizes = drawn.reduce(
      (sum, d) =>
        sum +
        settleOneDraw(
          rules,
          bets.map((bet, i) => ({ betId: i, playerId: p.id, ...bet, stakeMinor: 100 })),
          d.draws,
        ).totals.prizesMinor,
      0,
    );
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 4 * 10 * 105 + prizes);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});
