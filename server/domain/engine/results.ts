import type { Queryable } from '../../storage/db';
import type { InstanceRow } from '../games/instancesRepo';

/** Winners listed in an instance's results; every winner is in the plays table and in history. */
export const RESULT_WINNERS = 100;

/** Stored results of an ended game (amounts in minor units; handlers convert for the wire). */
export interface StoredResults {
  draws: number[];
  draws2nd: number[];
  seed: string | null;
  seedCommitment: string | null;
  drawContext: string;
  winners: {
    playId: number;
    username: string;
    screenName: string;
    play: string;
    rankNumber: number;
    rankNumber2nd?: number;
    prizeMinor: number;
  }[];
  winnerCount: number;
  settlement: unknown;
}

/** The results recorded at ENDED: draws, the revealed seed, the biggest winners and the totals. */
export async function buildResults(q: Queryable, row: InstanceRow): Promise<StoredResults> {
  const winners = await q.query<{
    id: number;
    username: string;
    screen_name: string;
    play: string;
    rank_number: number;
    rank_number2nd: number | null;
    prize_minor: number;
  }>(
    `SELECT p.id, pl.username, pl.screen_name, p.play, w.rank_number, w.rank_number2nd, w.prize_minor
     FROM play_wins w JOIN plays p ON p.id = w.play_id JOIN players pl ON pl.id = w.player_id
     WHERE w.instance_id = $1
     ORDER BY w.prize_minor DESC, w.rank_number, w.play_id LIMIT $2`,
    [row.id, RESULT_WINNERS],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM play_wins WHERE instance_id = $1',
    [row.id],
  );
  return {
    draws: row.draws ?? [],
    draws2nd: row.draws2nd ?? [],
    seed: row.seed ?? null,
    seedCommitment: row.seed_commitment ?? null,
    drawContext: String(row.id),
    winners: winners.map((w) => ({
      playId: w.id,
      username: w.username,
      screenName: w.screen_name,
      play: w.play,
      rankNumber: w.rank_number,
      ...(w.rank_number2nd ? { rankNumber2nd: w.rank_number2nd } : {}),
      prizeMinor: w.prize_minor,
    })),
    winnerCount: count.n,
    settlement: row.settlement ?? null,
  };
}
