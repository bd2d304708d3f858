import { gameTypeSchema, type GameTypeConfig } from '../../../../../server/config/schema';
import type { BingoPattern } from '../../../../../protocol/constants';
import { bingoCells } from '../../../../../protocol/bingo';
import { completes, masksOf } from '../../../../../server/domain/bingo/patterns';
import type { Db } from '../../../../../server/storage/db';

/**
 * A 75-ball room: cards at 1.00 USD, 80% of sales to the pool, a row (30%, at least 2.00) then a
 * full box (70%); a call a second; registration closes 10 s before the start; up to 6 cards a
 * player. The jackpot (seeded 50.00) is won by a full box within 75 calls: whoever wins it.
 */
export function bingo75(over: Record<string, unknown> = {}): GameTypeConfig {
  return gameTypeSchema.parse({
    gameId: 950,
    rule: 'bingoGame',
    playout: 'bingo',
    title: 'Bingo 75',
    titleShort: 'B75',
    pickSize: 24,
    ballRange: 75,
    costMinor: 100,
    currency: 'USD',
    payoutPercentage: 80,
    ranks: [{ rankNumber: 1 }],
    progressive: { enabled: true, seedMinor: 5000, contributionPercentage: 10 },
    schedule: { type: 'every', minutes: 5 },
    registration: { closesBeforeStartSeconds: 10, readyBeforeStartSeconds: 5 },
    playoutSeconds: 120,
    lobbyRetentionSeconds: 60,
    limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 6, minPlaysPerGame: 0, maxPlaysPerGame: 1000 },
    memberIds: [1],
    bingo: {
      format: 75,
      patterns: [
        { pattern: 'row', prizePercentage: 30, guaranteedPrizeMinor: 200 },
        { pattern: 'fullBox', prizePercentage: 70 },
      ],
      callIntervalMs: 1000,
      jackpotCalls: 75,
    },
    ...over,
  });
}

/** A 90-ball room sold in strips: one line, two lines, full house; no jackpot. */
export function bingo90(over: Record<string, unknown> = {}): GameTypeConfig {
  return bingo75({
    gameId: 951,
    title: 'Bingo 90',
    titleShort: 'B90',
    pickSize: 15,
    ballRange: 90,
    progressive: { enabled: false },
    limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 12, minPlaysPerGame: 0, maxPlaysPerGame: 1000 },
    bingo: {
      format: 90,
      strips: true,
      patterns: [
        { pattern: 'oneLine', prizePercentage: 20 },
        { pattern: 'twoLines', prizePercentage: 30 },
        { pattern: 'fullHouse', prizePercentage: 50 },
      ],
      callIntervalMs: 1000,
    },
    ...over,
  });
}

/**
 * The winners a naive referee finds from the stored cards and call order: for each pattern in
 * order, the first call (at or after the previous pattern's) at which any card completes it, and
 * every card completing it then. Checks the engine without sharing its index.
 */
export async function refereeWins(
  db: Db,
  id: number,
  patterns: BingoPattern[],
  calls: number[],
): Promise<{ patternIndex: number; call: number; playIds: number[] }[]> {
  const cards = (
    await db.query<{ id: number; play: string }>(
      'SELECT id, play FROM plays WHERE instance_id = $1 ORDER BY id',
      [id],
    )
  ).map((c) => ({ id: Number(c.id), cells: bingoCells(c.play) }));
  const daubsAt = (cells: number[], k: number) => {
    const called = new Set(calls.slice(0, k));
    return cells.reduce((m, v, i) => (v === 0 || called.has(v) ? m | (1 << i) : m), 0);
  };
  const wins = [];
  let from = 1;
  for (let p = 0; p < patterns.length; p++) {
    for (let k = from; k <= calls.length; k++) {
      const playIds = cards
        .filter((c) => completes(daubsAt(c.cells, k), masksOf(patterns[p])))
        .map((c) => c.id);
      if (playIds.length > 0) {
        wins.push({ patternIndex: p, call: k, playIds });
        from = k;
        break;
      }
    }
  }
  return wins;
}
