import { describe, expect, it } from 'vitest';
import type { GameTypeConfig } from '../../../../server/config/schema';
import { drawBalls } from '../../../../server/domain/draw/balls';
import { luckyDip } from '../../../../server/domain/draw/plays';
import { seededSource, uniformInt, type RandomSource } from '../../../../server/domain/draw/random';
import {
  ballsMatched,
  checkRanks,
  estimatedRankPrizes,
  percentOf,
  rankLookup,
  rankNumberFor,
  topRankIndex,
  type RankRule,
} from '../../../../server/domain/draw/ranks';
import {
  settle,
  SettleError,
  type DrawGameType,
  type SettleInput,
  type SettleResult,
} from '../../../../server/domain/draw/settle';
import { FIXED_SEED } from './stats';

const rank = (rankNumber: number, over: Partial<RankRule> = {}): RankRule => ({
  rankNumber,
  prizeMinor: 0,
  prizePercentage: 0,
  guaranteedPrizeMinor: 0,
  ...over,
});

/** Money in must equal money out, to the minor unit. */
function expectConserved(input: SettleInput, r: SettleResult) {
  const t = r.totals;
  expect(t.salesMinor + t.feesMinor + t.progressiveBeforeMinor).toBe(
    t.prizesMinor + r.houseRemainder + t.rolloverMinor + r.progressiveAfter,
  );
  expect(r.winners.reduce((s, w) => s + w.prizeMinor, 0)).toBe(t.prizesMinor);
  expect(t.salesMinor).toBe(input.plays.length * input.gameType.costMinor);
}

describe('ranks', () => {
  it('balls matched = play size - rank number + 1', () => {
    expect([1, 2, 3, 4].map((r) => ballsMatched(6, r))).toEqual([6, 5, 4, 3]);
    expect([1, 2, 3].map((r) => ballsMatched(5, r))).toEqual([5, 4, 3]);
    expect(rankNumberFor(6, 3)).toBe(4);
  });

  it('percentOf floors exactly, also with fractional percentages', () => {
    expect(percentOf(1001, 62.5)).toBe(625); // 625.625
    expect(percentOf(300, 33.333333)).toBe(99); // 99.9999999
    expect(percentOf(2000, 50.05)).toBe(1001);
    expect(percentOf(9_007_199_254_740_991, 50)).toBe(4_503_599_627_370_495);
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
  });

  it('maps (matched, bonus matched) to a rank, bonus ranks first; finds the top rank', () => {
    const game = { pickSize: 5, secondSet: { pickSize: 2 } };
    const ranks = [
      rank(1, { rankNumber2nd: 1 }),
      rank(1, { rankNumber2nd: 2 }),
      rank(1),
      rank(2, { rankNumber2nd: 1 }),
      rank(3),
    ];
    const t = rankLookup(game, ranks);
    const at = (m: number, m2: number) => t[m * 3 + m2];
    expect(at(5, 2)).toBe(0); // 5 + 2
    expect(at(5, 1)).toBe(1); // 5 + 1
    expect(at(5, 0)).toBe(2); // 5, plain rank
    expect(at(4, 2)).toBe(3); // 4 + 2
    expect(at(4, 1)).toBe(-1);
    expect([at(3, 0), at(3, 1), at(3, 2)]).toEqual([4, 4, 4]);
    expect(at(2, 2)).toBe(-1);
    expect(topRankIndex(ranks)).toBe(0);
    expect(topRankIndex([rank(2), rank(1), rank(1, { rankNumber2nd: 2 })])).toBe(2);
  });

  it('rejects broken rank tables', () => {
    expect(() => checkRanks({ pickSize: 6 }, [rank(8)])).toThrow(/outside/);
    expect(() => checkRanks({ pickSize: 6 }, [rank(1), rank(1)])).toThrow(/twice/);
    expect(() => checkRanks({ pickSize: 6 }, [rank(1, { rankNumber2nd: 1 })])).toThrow(/second set/);
    expect(() =>
      checkRanks({ pickSize: 6 }, [rank(1, { prizePercentage: 60 }), rank(2, { prizePercentage: 41 })]),
    ).toThrow(/100/);
    expect(() => checkRanks({ pickSize: 6 }, [rank(1, { prizeMinor: -1 })])).toThrow(/non-negative/);
  });

  it('estimates rank prizes for the payout table from plays sold', () => {
    const est = estimatedRankPrizes(
      { costMinor: 200, payoutPercentage: 50 },
      [rank(1, { prizePercentage: 60 }), rank(2, { prizeMinor: 500, guaranteedPrizeMinor: 800 })],
      10,
    );
    expect(est).toEqual([
      { rankNumber: 1, rankPrizeMinor: 600, guaranteedPrizeMinor: 0 },
      { rankNumber: 2, rankPrizeMinor: 500, guaranteedPrizeMinor: 800 },
    ]);
  });
});

// The hand-computed game of the tests below: 6/49, cost 200, fee 20, 50.05% to the pool.
const handGame: DrawGameType = {
  pickSize: 6,
  ballRange: 49,
  costMinor: 200,
  feeMinor: 20,
  payoutPercentage: 50.05,
  ranks: [
    rank(1, { prizePercentage: 50 }),
    rank(2, { prizePercentage: 31 }),
    rank(3, { prizePercentage: 10 }),
    rank(4, { prizePercentage: 5, guaranteedPrizeMinor: 150 }),
  ],
  progressive: { enabled: true, seedMinor: 10_000, contributionPercentage: 5 },
};
const handPlays = [
  '1,2,3,4,5,6', // A: 6 matched, rank 1
  '1,2,3,4,5,7', // B: 5, rank 2
  '7,1,2,3,4,5', // C: 5, rank 2
  '1,2,3,4,5,9', // D: 5, rank 2
  '1,2,3,10,11,12', // E: 3, rank 4
  '20,21,22,23,24,25',
  '1,20,21,22,23,24',
  '1,2,20,21,22,23',
  '40,41,42,43,44,45',
  '44,45,46,47,48,49',
].map((play, i) => ({ playId: `p${i}`, playerId: i % 3, play }));
const draws = [1, 2, 3, 4, 5, 6];

describe('settle: hand-computed game', () => {
  const input: SettleInput = {
    gameType: handGame,
    plays: handPlays,
    draws,
    progressive: { amountMinor: 20_000 },
  };
  const r = settle(input);

  it('pays each rank by hand', () => {
    // sales 2000, pool floor(2000 * 50.05%) = 1001. Rank 1: floor(500.5) = 500 + jackpot 20000 + 10 * 10.
    // Rank 2: floor(310.31) = 310 over 3 winners = 103 each, 1 left. Rank 3: 100, nobody won.
    // Rank 4: floor(50.05) = 50, guaranteed 150, so 100 topped up by the house.
    expect(r.winners).toEqual([
      { playId: 'p0', playerId: 0, rankNumber: 1, prizeMinor: 500 + 20_100, jackpotMinor: 20_100 },
      { playId: 'p1', playerId: 1, rankNumber: 2, prizeMinor: 103, jackpotMinor: 0 },
      { playId: 'p2', playerId: 2, rankNumber: 2, prizeMinor: 103, jackpotMinor: 0 },
      { playId: 'p3', playerId: 0, rankNumber: 2, prizeMinor: 103, jackpotMinor: 0 },
      { playId: 'p4', playerId: 1, rankNumber: 4, prizeMinor: 150, jackpotMinor: 0 },
    ]);
  });

  it('accounts for every minor unit', () => {
    const t = r.totals;
    expect(t).toMatchObject({
      plays: 10,
      salesMinor: 2000,
      feesMinor: 200,
      poolMinor: 1001,
      progressiveContributionMinor: 100,
      marginMinor: 899,
      prizesFromPoolMinor: 500 + 309 + 50,
      guaranteeTopUpMinor: 100,
      fixedPrizesMinor: 0,
      jackpotPaidMinor: 20_100,
      unwonMinor: 100,
      unallocatedMinor: 1001 - 960,
      splitLeftoverMinor: 1,
      rolloverMinor: 142,
      progressiveBeforeMinor: 20_000,
      progressiveReseedMinor: 10_000,
      prizesMinor: 21_059,
    });
    expect(t.ranks.map((x) => [x.rankNumber, x.winners, x.shareMinor, x.prizeEachMinor])).toEqual([
      [1, 1, 500, 500],
      [2, 3, 310, 103],
      [3, 0, 100, 0],
      [4, 1, 50, 150],
    ]);
    expect(r.progressiveAfter).toBe(10_000);
    expect(r.houseRemainder).toBe(200 + 899 - 100 - 10_000);
    expectConserved(input, r);
  });
});

describe('settle: ties, guarantees, fixed prizes, progressive', () => {
  const jackpotGame: DrawGameType = {
    pickSize: 3,
    ballRange: 10,
    costMinor: 100,
    feeMinor: 0,
    payoutPercentage: 50,
    ranks: [rank(1, { prizePercentage: 100 })],
    progressive: { enabled: true, seedMinor: 1000, contributionPercentage: 10, ceilingMinor: 5000 },
  };
  const plays = (texts: string[]) => texts.map((play, i) => ({ playId: i, playerId: i, play }));

  it('splits a rank and the jackpot equally among tied winners; leftover units go to rollover', () => {
    // 3 plays: pool 150, jackpot 2000 + 30 = 2030. Two winners: 75 each; 1015 each.
    const input = {
      gameType: jackpotGame,
      plays: plays(['1,2,3', '3,2,1', '4,5,6']),
      draws: [1, 2, 3],
      progressive: { amountMinor: 2000 },
    };
    const r = settle(input);
    expect(r.winners.map((w) => [w.playId, w.prizeMinor, w.jackpotMinor])).toEqual([
      [0, 75 + 1015, 1015],
      [1, 75 + 1015, 1015],
    ]);
    expect(r.totals.splitLeftoverMinor).toBe(0);
    expectConserved(input, r);
    // Three winners of four plays: pool 200 and jackpot 2000 + 40 = 2040, split three ways.
    const odd = { ...input, plays: plays(['1,2,3', '3,2,1', '2,1,3', '7,8,9']) };
    const r3 = settle(odd);
    expect(r3.winners.map((w) => w.prizeMinor)).toEqual([66 + 680, 66 + 680, 66 + 680]);
    // pool 200 / 3 = 66 r 2, jackpot 2040 / 3 = 680 r 0.
    expect(r3.totals.splitLeftoverMinor).toBe(2);
    expectConserved(odd, r3);
  });

  it('grows the jackpot by contributions when nobody hits the top rank, up to its ceiling', () => {
    const input = {
      gameType: jackpotGame,
      plays: plays(['1,2,3', '4,5,6']),
      draws: [7, 8, 9],
      progressive: { amountMinor: 4990 },
    };
    const r = settle(input);
    expect(r.winners).toEqual([]);
    expect(r.progressiveAfter).toBe(5000); // 4990 + 20, capped at 5000
    expect(r.totals.progressiveOverflowMinor).toBe(10);
    expect(r.totals.rolloverMinor).toBe(100); // the unwon rank 1 share
    expect(r.houseRemainder).toBe(200 - 100 - 20 + 10);
    expectConserved(input, r);
    const below = settle({ ...input, progressive: { amountMinor: 1000 } });
    expect(below.progressiveAfter).toBe(1020);
    expect(below.totals.progressiveOverflowMinor).toBe(0);
    // Without an amount the jackpot starts at its seed.
    expect(settle({ ...input, progressive: undefined }).progressiveAfter).toBe(1020);
  });

  it('restarts the jackpot at its seed after a win, even when it was capped', () => {
    const input = {
      gameType: jackpotGame,
      plays: plays(['1,2,3']),
      draws: [1, 2, 3],
      progressive: { amountMinor: 5000 },
    };
    const r = settle(input);
    expect(r.winners[0]).toMatchObject({ prizeMinor: 50 + 5000, jackpotMinor: 5000 });
    expect(r.totals.progressiveOverflowMinor).toBe(10);
    expect(r.progressiveAfter).toBe(1000);
    expectConserved(input, r);
  });

  it('never pays a winner below the guaranteed prize; fixed prizes are per winner, never split', () => {
    const game: DrawGameType = {
      pickSize: 3,
      ballRange: 10,
      costMinor: 100,
      feeMinor: 10,
      payoutPercentage: 40,
      ranks: [rank(1, { prizePercentage: 100, guaranteedPrizeMinor: 500 }), rank(2, { prizeMinor: 30 })],
    };
    const input = {
      gameType: game,
      plays: plays(['1,2,3', '1,2,3', '1,2,4', '1,2,5', '1,2,6', '7,8,9']),
      draws: [1, 2, 3],
    };
    const r = settle(input);
    // pool 240, 2 winners: 120 each, topped up to 500 (760 from the house). Rank 2: 30 each for 3.
    expect(r.winners.map((w) => [w.rankNumber, w.prizeMinor])).toEqual([
      [1, 500],
      [1, 500],
      [2, 30],
      [2, 30],
      [2, 30],
    ]);
    expect(r.totals.guaranteeTopUpMinor).toBe(760);
    expect(r.totals.fixedPrizesMinor).toBe(90);
    expect(r.progressiveAfter).toBe(0);
    expect(r.houseRemainder).toBe(60 + 600 - 240 - 760 - 90);
    expectConserved(input, r);
  });

  it('pays bonus-ball ranks by the second set', () => {
    const game: DrawGameType = {
      pickSize: 5,
      ballRange: 50,
      secondSet: { pickSize: 2, ballRange: 12 },
      costMinor: 250,
      feeMinor: 0,
      payoutPercentage: 50,
      ranks: [
        rank(1, { rankNumber2nd: 1, prizeMinor: 100_000 }),
        rank(1, { rankNumber2nd: 2, prizeMinor: 10_000 }),
        rank(1, { prizeMinor: 5000 }),
        rank(3, { rankNumber2nd: 1, prizeMinor: 100 }),
      ],
    };
    const input = {
      gameType: game,
      plays: plays([
        '1,2,3,4,5#1,2',
        '1,2,3,4,5#2,9',
        '1,2,3,4,5#9,10',
        '1,2,3,20,21#1,2',
        '1,2,3,20,21#1,3',
        '1,2,3,4,21#1,2',
      ]),
      draws: [5, 4, 3, 2, 1],
      draws2nd: [2, 1],
    };
    const r = settle(input);
    expect(r.winners.map((w) => [w.playId, w.rankNumber, w.rankNumber2nd, w.prizeMinor])).toEqual([
      [0, 1, 1, 100_000],
      [1, 1, 2, 10_000],
      [2, 1, undefined, 5000],
      [3, 3, 1, 100],
    ]);
    expectConserved(input, r);
    expect(() => settle({ ...input, draws2nd: [] })).toThrow(SettleError);
  });

  it('throws on a play that does not fit the game, naming it and why', () => {
    const bad = (play: string) =>
      settle({ gameType: jackpotGame, plays: [{ playId: 'x9', playerId: 1, play }], draws: [1, 2, 3] });
    for (const [play, why] of [
      ['1,2', /expected 3 numbers/],
      ['1,2,11', /outside 1..10/],
      ['1,2,2', /twice/],
      ['1,2,3#4', /no second ball set/],
      ['1,2,3,', /not numbers/],
      ['1,,2,3', /not numbers/],
      ['0001,2,3', /not numbers/],
    ] as const) {
      expect(() => bad(play)).toThrow(why);
      try {
        bad(play);
      } catch (e) {
        expect((e as SettleError).playId).toBe('x9');
      }
    }
    expect(() => settle({ gameType: jackpotGame, plays: [], draws: [1, 1, 2] })).toThrow(/twice/);
    expect(() =>
      settle({
        gameType: { ...jackpotGame, payoutPercentage: 95 },
        plays: plays(['1,2,3']),
        draws: [1, 2, 3],
      }),
    ).toThrow(/exceed 100/);
  });

  it('accepts an operator-config game type as it is', () => {
    const config = {
      pickSize: 3,
      ballRange: 10,
      costMinor: 100,
      feeMinor: 0,
      payoutPercentage: 50,
      ranks: [{ rankNumber: 1, prizeMinor: 0, prizePercentage: 100, guaranteedPrizeMinor: 0 }],
      progressive: { enabled: false, seedMinor: 0, contributionPercentage: 0 },
    } satisfies Partial<GameTypeConfig>;
    const gameType: DrawGameType = config as GameTypeConfig;
    expect(settle({ gameType, plays: plays(['1,2,3']), draws: [1, 2, 3] }).winners[0].prizeMinor).toBe(50);
  });
});

/** A random but valid game type: percentages, fixed and guaranteed prizes, maybe a second set and a progressive. */
function randomGame(s: RandomSource): DrawGameType {
  const pickSize = 3 + uniformInt(s, 4);
  const ballRange = pickSize + 4 + uniformInt(s, 20);
  const secondSet = uniformInt(s, 2)
    ? { pickSize: 1 + uniformInt(s, 2), ballRange: 5 + uniformInt(s, 6) }
    : undefined;
  const ranks: RankRule[] = [];
  let left = 100;
  for (let n = 1; n <= pickSize; n++) {
    const pct = uniformInt(s, Math.floor(left) + 1) * (uniformInt(s, 2) ? 1 : 0.37);
    left -= pct;
    ranks.push(
      rank(n, {
        prizePercentage: pct,
        prizeMinor: uniformInt(s, 3) ? 0 : uniformInt(s, 500),
        guaranteedPrizeMinor: uniformInt(s, 3) ? 0 : uniformInt(s, 2000),
      }),
    );
    if (secondSet && uniformInt(s, 2))
      ranks.push(
        rank(n, { rankNumber2nd: 1 + uniformInt(s, secondSet.pickSize + 1), prizeMinor: uniformInt(s, 300) }),
      );
  }
  const payoutPercentage = uniformInt(s, 9001) / 100;
  const contribution = uniformInt(s, 2) ? Math.min(uniformInt(s, 1001) / 100, 100 - payoutPercentage) : 0;
  return {
    pickSize,
    ballRange,
    secondSet,
    costMinor: 1 + uniformInt(s, 1000),
    feeMinor: uniformInt(s, 100),
    payoutPercentage,
    ranks,
    progressive: {
      enabled: contribution > 0,
      seedMinor: uniformInt(s, 100_000),
      contributionPercentage: contribution,
      ceilingMinor: uniformInt(s, 2) ? 50_000 + uniformInt(s, 200_000) : undefined,
    },
  };
}

/** A direct, slow reference: Sets, the rank table scanned play by play. */
function referenceRanks(game: DrawGameType, input: SettleInput): (number | null)[] {
  const d = new Set(input.draws);
  const d2 = new Set(input.draws2nd ?? []);
  return input.plays.map(({ play }) => {
    const [a, b = ''] = play.split('#');
    const m = a.split(',').filter((x) => d.has(Number(x))).length;
    const m2 = b ? b.split(',').filter((x) => d2.has(Number(x))).length : 0;
    const fits = game.ranks.filter(
      (r) =>
        ballsMatched(game.pickSize, r.rankNumber) === m &&
        (!r.rankNumber2nd || ballsMatched(game.secondSet!.pickSize, r.rankNumber2nd) === m2),
    );
    const chosen = fits.find((r) => r.rankNumber2nd) ?? fits[0];
    return chosen ? chosen.rankNumber * 100 + (chosen.rankNumber2nd ?? 0) : null;
  });
}

describe('settle: random games', () => {
  it('conserves money and agrees with a reference ranking on 300 random games', () => {
    const s = seededSource(FIXED_SEED, 'random-games');
    for (let g = 0; g < 300; g++) {
      const game = randomGame(s);
      const count = uniformInt(s, 400);
      // Small ranges make plenty of winners and ties.
      const plays = Array.from({ length: count }, (_, i) => ({
        playId: i,
        playerId: uniformInt(s, 20),
        play: luckyDip(game, s),
      }));
      const input: SettleInput = {
        gameType: game,
        plays,
        draws: drawBalls(s, game.ballRange, game.pickSize),
        draws2nd: game.secondSet ? drawBalls(s, game.secondSet.ballRange, game.secondSet.pickSize) : [],
        progressive: { amountMinor: uniformInt(s, 300_000) },
      };
      const r = settle(input);
      expectConserved(input, r);
      const ref = referenceRanks(game, input);
      const got = new Map(r.winners.map((w) => [w.playId, w.rankNumber * 100 + (w.rankNumber2nd ?? 0)]));
      ref.forEach((want, i) => expect(got.get(i) ?? null).toBe(want));
      for (const w of r.winners) {
        const rule = game.ranks.find(
          (x) => x.rankNumber === w.rankNumber && (x.rankNumber2nd || undefined) === w.rankNumber2nd,
        )!;
        expect(w.prizeMinor - w.jackpotMinor).toBeGreaterThanOrEqual(
          Math.max(rule.guaranteedPrizeMinor, rule.prizeMinor),
        );
        expect(Number.isSafeInteger(w.prizeMinor)).toBe(true);
      }
      // Tied winners of a rank are paid the same.
      for (const rr of r.totals.ranks) {
        const prizes = new Set(
          r.winners
            .filter(
              (w) => w.rankNumber === rr.rankNumber && (w.rankNumber2nd ?? 0) === (rr.rankNumber2nd ?? 0),
            )
            .map((w) => w.prizeMinor),
        );
        expect(prizes.size).toBeLessThanOrEqual(1);
      }
      expect(r.totals.rolloverMinor).toBeGreaterThanOrEqual(0);
      if (
        game.progressive?.ceilingMinor !== undefined &&
        input.progressive!.amountMinor <= game.progressive.ceilingMinor
      )
        expect(r.progressiveAfter).toBeLessThanOrEqual(game.progressive.ceilingMinor);
    }
  });
});

describe('settle: a million plays', () => {
  it('settles 1,000,000 plays and counts every rank right', () => {
    const game: DrawGameType = { ...handGame, ranks: handGame.ranks };
    const s = seededSource(FIXED_SEED, 'million');
    const drawn = [1, 2, 3, 4, 5, 6];
    // Every play is 6 distinct numbers: k from the draw, 6 - k from 7..49, so the expected counts are known.
    const expected = [0, 0, 0, 0, 0, 0, 0];
    const plays = new Array(1_000_000);
    for (let i = 0; i < plays.length; i++) {
      const k = uniformInt(s, 7);
      expected[k]++;
      const nums: number[] = [];
      for (let j = 0; j < k; j++) nums.push(drawn[j]);
      for (let j = k; j < 6; j++) nums.push(7 + (i % 7) * 6 + j);
      plays[i] = { playId: i, playerId: i % 5000, play: nums.join(',') };
    }
    const started = performance.now();
    const r = settle({ gameType: game, plays, draws: drawn, progressive: { amountMinor: 0 } });
    const ms = performance.now() - started;
    console.log(`settle of 1,000,000 plays: ${ms.toFixed(0)} ms, ${r.winners.length} winners`);
    expect(r.totals.ranks.map((x) => x.winners)).toEqual([
      expected[6],
      expected[5],
      expected[4],
      expected[3],
    ]);
    expect(r.winners.length).toBe(expected[6] + expected[5] + expected[4] + expected[3]);
    expectConserved({ gameType: game, plays, draws: drawn }, r);
    expect(ms).toBeLessThan(10_000);
  });
});
