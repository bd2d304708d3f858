import type { GameTypeConfig } from '../../config/schema';
import {
  drawFromSeed,
  drawRaffle,
  oneDrawOutcome,
  percentOf,
  prizePool,
  seededSource,
  settle,
  type DrawGameType,
  type SettlePlay,
} from '../draw';
import type { InstanceRow } from '../games/instancesRepo';

/** A winning play as settlement records it. */
export interface PlayWin {
  playId: number;
  playerId: number;
  rankNumber: number;
  rankNumber2nd?: number;
  prizeMinor: number;
}

/** What a settled game moves: prizes to winners, and the jackpot carried to the next game. */
export interface Outcome {
  wins: PlayWin[];
  salesMinor: number;
  contributionMinor: number;
  prizesMinor: number;
  progressiveBeforeMinor: number;
  progressiveAfterMinor: number;
  /** The settlement's own totals, stored with the instance for results and audits. */
  summary: Record<string, unknown>;
}

export const isRaffle = (rule: string) => rule === 'raffleGame';

/** The rules settlement runs by: the instance's frozen terms over the type's ranks and jackpot. */
export function drawGameTypeOf(row: InstanceRow, type: GameTypeConfig): DrawGameType {
  const s = row.snapshot;
  return {
    pickSize: s.pickSize,
    ballRange: s.ballRange,
    ...(s.pickSize2nd > 0 ? { secondSet: { pickSize: s.pickSize2nd, ballRange: s.ballRange2nd } } : {}),
    costMinor: s.costMinor,
    feeMinor: s.feeMinor,
    payoutPercentage: s.payoutPercentage,
    ranks: type.ranks,
    progressive: s.progressive
      ? {
          enabled: true,
          seedMinor: type.progressive.seedMinor,
          contributionPercentage:
            s.progressiveContributionPercentage ?? type.progressive.contributionPercentage,
          ceilingMinor: type.progressive.ceilingMinor,
        }
      : undefined,
  };
}

/** The DRBG context of an instance: a reused seed still gives each game its own stream. */
export const drawContext = (row: InstanceRow) => String(row.id);

/**
 * The draw of a ball game: pickSize balls (and the second set's), from the committed seed. For a
 * raffle the "draws" are the winning play ids, rank 1 first, drawn over the plays in sale order.
 */
export function drawFor(row: InstanceRow, type: GameTypeConfig, seed: string, playIds: readonly number[]) {
  if (isRaffle(row.snapshot.rule)) {
    const perRank = type.ranks.map(() => 1);
    const winners = drawRaffle(seededSource(seed, drawContext(row)), playIds, perRank);
    return { draws: winners.flat(), draws2nd: [] as number[] };
  }
  return drawFromSeed(
    seed,
    {
      drawRange: row.snapshot.ballRange,
      count: row.snapshot.pickSize,
      drawRange2nd: row.snapshot.ballRange2nd,
      count2nd: row.snapshot.pickSize2nd,
    },
    drawContext(row),
  );
}

export function outcomeOf(
  row: InstanceRow,
  type: GameTypeConfig,
  plays: readonly SettlePlay[],
  progressiveBeforeMinor: number,
): Outcome {
  // Fixed-odds bet types (one-draw Ext, ExtMulti, Perm): each line paid by its bet type's odds.
  const oneDraw = row.snapshot.oneDraw;
  if (oneDraw)
    return oneDrawOutcome({ costMinor: row.snapshot.costMinor, ...oneDraw }, plays, row.draws ?? []);
  const game = drawGameTypeOf(row, type);
  if (isRaffle(row.snapshot.rule)) return raffleOutcome(row, game, plays);
  const r = settle({
    gameType: game,
    plays,
    draws: row.draws ?? [],
    draws2nd: row.draws2nd ?? [],
    progressive: { amountMinor: progressiveBeforeMinor },
  });
  return {
    wins: r.winners.map((w) => ({
      playId: Number(w.playId),
      playerId: Number(w.playerId),
      rankNumber: w.rankNumber,
      ...(w.rankNumber2nd ? { rankNumber2nd: w.rankNumber2nd } : {}),
      prizeMinor: w.prizeMinor,
    })),
    salesMinor: r.totals.salesMinor,
    contributionMinor: r.totals.progressiveContributionMinor,
    prizesMinor: r.totals.prizesMinor,
    progressiveBeforeMinor: game.progressive ? r.totals.progressiveBeforeMinor : 0,
    progressiveAfterMinor: game.progressive ? r.progressiveAfter : 0,
    summary: { ...r.totals, houseRemainder: r.houseRemainder, progressiveAfter: r.progressiveAfter },
  };
}

/** Raffle: each rank's winning ticket takes its fixed prize plus its pool share (guarantee topped up). */
function raffleOutcome(row: InstanceRow, game: DrawGameType, plays: readonly SettlePlay[]): Outcome {
  const byId = new Map(plays.map((p) => [Number(p.playId), p]));
  const salesMinor = plays.length * game.costMinor;
  const pool = prizePool(salesMinor, game.payoutPercentage);
  const wins: PlayWin[] = [];
  (row.draws ?? []).forEach((playId, i) => {
    const rank = game.ranks[i];
    const play = byId.get(playId);
    if (!rank || !play) return;
    const prize = Math.max(
      rank.prizeMinor + percentOf(pool, rank.prizePercentage),
      rank.guaranteedPrizeMinor,
    );
    wins.push({ playId, playerId: Number(play.playerId), rankNumber: rank.rankNumber, prizeMinor: prize });
  });
  const prizesMinor = wins.reduce((sum, w) => sum + w.prizeMinor, 0);
  return {
    wins,
    salesMinor,
    contributionMinor: 0,
    prizesMinor,
    progressiveBeforeMinor: 0,
    progressiveAfterMinor: 0,
    summary: { plays: plays.length, salesMinor, poolMinor: pool, prizesMinor },
  };
}
