import type { BingoRoom, BingoRoomGame } from '../../../protocol/operator/calls';
import type { GameTypeConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';

interface GameRow extends Record<string, unknown> {
  id: number;
  game_id: number;
  status: string;
  start_at: number;
  play_count: number;
  player_count: number;
  progressive_minor: number;
  called: number | null;
  pattern_index: number | null;
}

/**
 * The bingo rooms given (bingoGame types), each with its terms and its games still in the lobby,
 * soonest first: cards sold, and once the calling has started how many numbers are called (never
 * the call order itself, which stays secret until each number is called).
 */
export async function bingoRooms(q: Queryable, types: readonly GameTypeConfig[]): Promise<BingoRoom[]> {
  const rows = await q.query<GameRow>(
    `SELECT g.id, g.game_id, g.status, g.start_at, g.play_count, g.player_count, g.progressive_minor,
       b.called, b.pattern_index
     FROM game_instances g LEFT JOIN bingo_games b ON b.instance_id = g.id
     WHERE g.game_id = ANY($1::int[]) AND g.removed_at IS NULL ORDER BY g.start_at, g.id`,
    [types.map((t) => t.gameId)],
  );
  const gamesOf = new Map<number, BingoRoomGame[]>();
  for (const r of rows) {
    const list = gamesOf.get(Number(r.game_id)) ?? [];
    list.push({
      gameInstanceId: Number(r.id),
      status: r.status,
      startAt: Number(r.start_at),
      cards: Number(r.play_count),
      players: Number(r.player_count),
      called: r.called == null ? null : Number(r.called),
      patternIndex: r.pattern_index == null ? null : Number(r.pattern_index),
      jackpotMinor: Number(r.progressive_minor),
    });
    gamesOf.set(Number(r.game_id), list);
  }
  return types.map((t) => ({
    gameId: t.gameId,
    title: t.title,
    format: t.bingo!.format,
    siteIds: [...t.memberIds],
    currency: t.currency,
    cardPriceMinor: t.costMinor,
    payoutPercentage: t.payoutPercentage,
    callIntervalMs: t.bingo!.callIntervalMs,
    strips: t.bingo!.strips,
    jackpotCalls: t.bingo!.jackpotCalls,
    patterns: t.bingo!.patterns.map((p) => ({
      pattern: p.pattern,
      prizePercentage: p.prizePercentage,
      guaranteedPrizeMinor: p.guaranteedPrizeMinor,
    })),
    games: gamesOf.get(t.gameId) ?? [],
  }));
}
