import type { Queryable } from '../../storage/db';
import type { InstanceRow } from '../games/instancesRepo';
import type { CurrencyInfo } from '../../../protocol/currencies';
import { toMajor } from '../money';
import { bingoCells } from '../../../protocol/bingo';
import type { RoundCard } from './round';
import { publicName } from '../players/publicName';

export interface BingoGameRow {
  instance_id: number;
  calls: number[];
  called: number;
  pattern_index: number;
  prizes_minor: number[];
  jackpot_minor: number;
  jackpot_won: boolean;
  finished_at: number | null;
}

type Row<T> = T & Record<string, unknown>;

/** Storage of bingo games and wins (migration 017). */
export const bingoRepo = {
  async insert(
    q: Queryable,
    g: { id: number; calls: number[]; prizes: number[]; jackpotMinor: number; now: number },
  ): Promise<void> {
    await q.query(
      `INSERT INTO bingo_games (instance_id, calls, prizes_minor, jackpot_minor, updated_at)
       VALUES ($1, $2::integer[], $3::bigint[], $4, $5)`,
      [g.id, g.calls, g.prizes, g.jackpotMinor, g.now],
    );
  },

  async lock(q: Queryable, id: number): Promise<BingoGameRow | null> {
    const rows = await q.query<Row<BingoGameRow>>(
      'SELECT * FROM bingo_games WHERE instance_id = $1 FOR UPDATE',
      [id],
    );
    return rows[0] ? normalise(rows[0]) : null;
  },

  async byId(q: Queryable, id: number): Promise<BingoGameRow | null> {
    const rows = await q.query<Row<BingoGameRow>>('SELECT * FROM bingo_games WHERE instance_id = $1', [id]);
    return rows[0] ? normalise(rows[0]) : null;
  },

  /** Games being called: what callDue needs to work out how many calls are due. */
  async calling(
    q: Queryable,
  ): Promise<(Pick<InstanceRow, 'id' | 'start_at' | 'snapshot'> & { called: number; total: number })[]> {
    const rows = await q.query<
      Row<{ id: number; start_at: number; snapshot: InstanceRow['snapshot']; called: number; total: number }>
    >(
      `SELECT i.id, i.start_at, i.snapshot, b.called, cardinality(b.calls) AS total
       FROM game_instances i JOIN bingo_games b ON b.instance_id = i.id
       WHERE i.status = 'STARTED' AND i.settle_phase = 'calling' ORDER BY i.id`,
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      start_at: Number(r.start_at),
      called: Number(r.called),
      total: Number(r.total),
    }));
  },

  /** The cards in play, in sale order (the order ties are split in). */
  async cards(q: Queryable, id: number): Promise<RoundCard[]> {
    const rows = await q.query<{ id: number; player_id: number; play: string }>(
      'SELECT id, player_id, play FROM plays WHERE instance_id = $1 ORDER BY id',
      [id],
    );
    return rows.map((r) => ({
      playId: Number(r.id),
      playerId: Number(r.player_id),
      cells: bingoCells(r.play),
    }));
  },

  /** A pattern's winners, stored and marked on their plays (prize added, rank = first pattern won). */
  async recordWins(
    q: Queryable,
    w: {
      id: number;
      patternIndex: number;
      call: number;
      winners: readonly { playId: number; playerId: number; prizeMinor: number; jackpotMinor: number }[];
    },
  ): Promise<void> {
    const ids = w.winners.map((x) => x.playId);
    const prizes = w.winners.map((x) => x.prizeMinor + x.jackpotMinor);
    await q.query(
      `INSERT INTO bingo_wins (instance_id, pattern_index, play_id, player_id, call_number, prize_minor, jackpot_minor)
       SELECT $1, $2, p, pl, $3, pr, jp FROM unnest($4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[]) AS w(p, pl, pr, jp)`,
      [
        w.id,
        w.patternIndex,
        w.call,
        ids,
        w.winners.map((x) => x.playerId),
        w.winners.map((x) => x.prizeMinor),
        w.winners.map((x) => x.jackpotMinor),
      ],
    );
    // The card's play in history: its best pattern as its rank and its prizes summed, in play_wins
    // where every game kind's winners live (migration 021).
    await q.query(
      `INSERT INTO play_wins (play_id, instance_id, player_id, rank_number, prize_minor)
       SELECT p, $1, pl, $2, pr FROM unnest($3::bigint[], $4::bigint[], $5::bigint[]) AS w(p, pl, pr)
       ON CONFLICT (play_id) DO UPDATE SET
         prize_minor = play_wins.prize_minor + EXCLUDED.prize_minor,
         rank_number = LEAST(play_wins.rank_number, EXCLUDED.rank_number)`,
      [w.id, w.patternIndex + 1, ids, w.winners.map((x) => x.playerId), prizes],
    );
  },

  async recordCall(
    q: Queryable,
    c: {
      id: number;
      called: number;
      patternIndex: number;
      jackpotWon: boolean;
      finished: boolean;
      now: number;
    },
  ): Promise<void> {
    await q.query(
      `UPDATE bingo_games SET called = $2, pattern_index = $3, jackpot_won = $4, updated_at = $5,
         finished_at = CASE WHEN $6 THEN $5 ELSE finished_at END
       WHERE instance_id = $1`,
      [c.id, c.called, c.patternIndex, c.jackpotWon, c.now, c.finished],
    );
  },

  /** Winners of a pattern as screens show them (major units). */
  async winnersView(q: Queryable, id: number, patternIndex: number, currency: CurrencyInfo) {
    const rows = await q.query<{
      play_id: number;
      screen_name: string;
      username: string;
      prize_minor: number;
      jackpot_minor: number;
    }>(
      `SELECT w.play_id, pl.screen_name, pl.username, w.prize_minor, w.jackpot_minor FROM bingo_wins w
       JOIN players pl ON pl.id = w.player_id WHERE w.instance_id = $1 AND w.pattern_index = $2 ORDER BY w.play_id`,
      [id, patternIndex],
    );
    return rows.map((r) => ({
      playId: Number(r.play_id),
      screenName: publicName(r.screen_name, r.username),
      prize: toMajor(Number(r.prize_minor), currency),
      ...(Number(r.jackpot_minor) > 0 ? { jackpot: toMajor(Number(r.jackpot_minor), currency) } : {}),
    }));
  },
};

function normalise(r: BingoGameRow): BingoGameRow {
  return {
    ...r,
    instance_id: Number(r.instance_id),
    called: Number(r.called),
    pattern_index: Number(r.pattern_index),
    prizes_minor: r.prizes_minor.map(Number),
    jackpot_minor: Number(r.jackpot_minor),
  };
}
