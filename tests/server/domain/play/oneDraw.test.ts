import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOneDraw, type OneDrawRules } from '../../../../server/domain/draw/betTypes';
import type { GameInstance } from '../../../../protocol/types';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  ledgerBalances,
  makeWorld,
  openInstance,
  tinyGame,
  type World,
} from './support/gameWorld';

// A one-draw game small enough that lines often win: 3 balls drawn from 1..8, $1 a line.
const odds = { 'First Number Drop': 6, 'Direct 2': 8, 'Perm 2': 7, 'Direct 3': 40, 'Banker Against All': 5 };
const oneDrawGame = () =>
  tinyGame({
    gameId: 902,
    rule: 'oneDrawGameExt',
    pickSize: 3,
    ballRange: 8,
    feeMinor: 5,
    payoutPercentage: 0,
    ranks: [{ rankNumber: 1 }],
    progressive: { enabled: false },
    oneDraw: { odds },
    limits: { maxPlaysPerPlayer: 40, maxPlaysPerGame: 1000 },
  });

interface Bet {
  betType: string;
  numbers: string;
}

describe.each(backends)('one-draw bet types in the engine on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  const buyers: { id: number; cashId: number; bets: Bet[]; lines: number }[] = [];

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(opened.db, oneDrawGame(), { payBatch: 2 });
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  const join = (playerId: number, betType: string | undefined, userPlays: string[], over = {}) =>
    w.joins.join({
      playerId,
      gameId: game.gameId,
      gameInstanceId: game.gameInstanceId,
      userPlays,
      userPlaysCount: userPlays.length,
      currencyId: 'USD',
      betType,
      ...over,
    });

  it('sells each bet as its lines: one play row per line, priced per line, with its bet type', async () => {
    const purchases: Bet[][] = [
      [{ betType: 'First Number Drop', numbers: '1' }],
      [{ betType: 'Perm 2', numbers: '1,2,3,4' }], // 6 lines
      [{ betType: 'Banker Against All', numbers: '5' }], // 7 lines
      [
        { betType: 'Direct 2', numbers: '2,7' },
        { betType: 'Direct 2', numbers: '3,8' },
      ],
      [{ betType: 'Direct 3', numbers: '1,5,8' }],
    ];
    for (const bets of purchases) {
      const p = await fundedPlayer(w.db, 5000);
      const r = await join(
        p.id,
        bets[0].betType,
        bets.map((b) => b.numbers),
      );
      expect(r.exitCode, r.exitDescription).toBe(0);
      const [{ n }] = await w.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1 AND bet_type = $2',
        [p.id, bets[0].betType],
      );
      buyers.push({ ...p, bets, lines: n });
      expect(await balanceOf(w.db, p.cashId)).toBe(5000 - n * 105);
    }
    expect(buyers.map((b) => b.lines)).toEqual([1, 6, 7, 2, 1]);
    const perm = await w.db.query<{ play: string }>(
      'SELECT play FROM plays WHERE player_id = $1 ORDER BY id',
      [buyers[1].id],
    );
    expect(perm.map((p) => p.play)).toEqual(['1,2', '1,3', '1,4', '2,3', '2,4', '3,4']);
  });

  it('refuses plays that do not fit the bet type, and bets on a game without them, changing nothing', async () => {
    const p = await fundedPlayer(w.db, 5000);
    const cases: [string | undefined, string[], number, RegExp][] = [
      [undefined, ['1,2,3'], 8, /bet type/],
      ['Direct 4', ['1,2,3,4'], 8, /does not offer/],
      ['Direct 2', ['1,2,3'], 8, /takes 2/],
      ['Perm 2', ['1,9,3'], 8, /outside/],
      ['Perm 2', ['1,2,3,4,5,6,7,8', '1,2,3,4,5,6,7,8'], 4, /at most 40 lines/], // 28 + 28 lines
    ];
    for (const [betType, plays, code, why] of cases) {
      const r = await join(p.id, betType, plays);
      expect([r.exitCode, r.exitDescription]).toEqual([code, expect.stringMatching(why)]);
    }
    const stake = await join(p.id, 'Direct 2', ['1,2'], { stake: 2 });
    expect([stake.exitCode, stake.exitDescription]).toEqual([8, expect.stringMatching(/stake/)]);
    expect(await balanceOf(w.db, p.cashId)).toBe(5000);
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1',
      [p.id],
    );
    expect(n).toBe(0);
  });

  it('settles each line by its bet type’s odds and pays each winner once through the ledger', async () => {
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    const [row] = await w.db.query<{ draws: number[]; settle_phase: string }>(
      'SELECT draws, settle_phase FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row.settle_phase).toBe('paid');
    expect(row.draws).toHaveLength(3);
    // The expected prizes come from the bet maths (settleOneDraw), which counts winning lines by
    // combinatorics rather than by the stored lines the engine pays.
    const rules: OneDrawRules = { ballRange: 8, drawCount: 3, odds };
    let prizes = 0;
    for (const b of buyers) {
      const expected = settleOneDraw(
        rules,
        b.bets.map((bet, i) => ({ betId: i, playerId: b.id, ...bet, stakeMinor: 100 })),
        row.draws,
      ).totals.prizesMinor;
      prizes += expected;
      expect(await balanceOf(w.db, b.cashId), JSON.stringify(b.bets)).toBe(5000 - b.lines * 105 + expected);
    }
    expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
    expect(await houseBalance(w.db, 'wagers')).toBe(0);
    expect(await houseBalance(w.db, 'game_revenue')).toBe(17 * 100 - prizes);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });

    const before = await Promise.all(buyers.map((b) => balanceOf(w.db, b.cashId)));
    w.clock.set(game.tournamentStartTime + 10 * 60_000);
    await w.engine.tick();
    await w.engine.tick();
    expect(await Promise.all(buyers.map((b) => balanceOf(w.db, b.cashId)))).toEqual(before);
  });
});

describe.each(backends)('perm entry of a ranked game on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(
      opened.db,
      tinyGame({ ballRange: 5, limits: { maxPlaysPerPlayer: 12, maxPlaysPerGame: 50 } }),
    );
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  const perm = (playerId: number, userPlays: string[], over = {}) =>
    w.joins.join({
      playerId,
      gameId: game.gameId,
      gameInstanceId: game.gameInstanceId,
      userPlays,
      userPlaysCount: userPlays.length,
      currencyId: 'USD',
      betType: 'Perm',
      perm: true,
      stake: 1,
      ...over,
    });

  it('sells every combination as a play, each charged and counted', async () => {
    const p = await fundedPlayer(w.db, 5000);
    const r = await perm(p.id, ['4,1,3', '2,5,1,3']); // C(3,2) + C(4,2) = 3 + 6
    expect(r).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 9, gamePlayCurrent: 9 } });
    const plays = await w.db.query<{ play: string }>(
      'SELECT play FROM plays WHERE player_id = $1 ORDER BY id',
      [p.id],
    );
    expect(plays.map((x) => x.play)).toEqual(['1,3', '1,4', '3,4', '1,2', '1,3', '1,5', '2,3', '2,5', '3,5']);
    expect(await balanceOf(w.db, p.cashId)).toBe(5000 - 9 * 110);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('refuses entries that are no perms, the wrong stake, or more plays than allowed', async () => {
    const p = await fundedPlayer(w.db, 5000);
    const codes = [
      await perm(p.id, ['1,2']), // not more numbers than the pick size
      await perm(p.id, ['1,2,3'], { stake: 0.5 }),
      await perm(p.id, ['1,2,3'], { betType: 'Perm 2' }),
      await perm(p.id, ['1,2,3,4,5', '1,2,3,4']), // 10 + 6 > 12
    ].map((r) => r.exitCode);
    expect(codes).toEqual([8, 8, 8, 4]);
    expect(await balanceOf(w.db, p.cashId)).toBe(5000);
  });
});
