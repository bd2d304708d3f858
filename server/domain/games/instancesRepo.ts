import type { GameStatus } from '../../../protocol/gameStatus';
import type { Queryable } from '../../storage/db';
import type { InstanceSnapshot } from './snapshot';

export interface InstanceRow {
  id: number;
  game_id: number;
  member_ids: number[];
  status: GameStatus;
  sequence_number: number;
  currency: string;
  created_at: number;
  registration_end_at: number;
  ready_at: number;
  start_at: number;
  end_due_at: number;
  ended_at: number | null;
  removed_at: number | null;
  play_count: number;
  player_count: number;
  progressive_minor: number;
  prize_pool_minor: number;
  snapshot: InstanceSnapshot;
  results: unknown;
  updated_at: number;
  // Draw state (migration 004): the seed stays secret until the draw.
  seed_commitment?: string | null;
  seed?: string | null;
  /** When the commitment was made (migration 040); null for older instances. */
  seed_committed_at?: number | null;
  draws?: number[] | null;
  draws2nd?: number[] | null;
  drawn_at?: number | null;
  settle_phase?: 'drawn' | 'settled' | 'paid' | 'calling' | null;
  settlement?: unknown;
  refund_phase?: 'refunding' | 'done' | null;
  // Lifecycle (migration 010).
  refund_reason?: string | null;
  start_attempts?: number;
  rescheduled_count?: number;
  full_at?: number | null;
}

export interface NewInstance {
  gameId: number;
  memberIds: number[];
  sequenceNumber: number;
  currency: string;
  registrationEndAt: number;
  readyAt: number;
  startAt: number;
  endDueAt: number;
  progressiveMinor: number;
  snapshot: InstanceSnapshot;
  now: number;
}

type Rows = InstanceRow & Record<string, unknown>;

export interface LiveQuery {
  memberId?: number;
  gameId?: number;
  currencyId?: string;
}

export const instancesRepo = {
  async insert(q: Queryable, i: NewInstance): Promise<InstanceRow> {
    const rows = await q.query<Rows>(
      `INSERT INTO game_instances (game_id, member_ids, status, sequence_number, currency, created_at,
         registration_end_at, ready_at, start_at, end_due_at, progressive_minor, snapshot, updated_at)
       VALUES ($1, $2::integer[], 'OPEN', $3, $4, $5, $6, $7, $8, $9, $10, $11, $5) RETURNING *`,
      [
        i.gameId,
        i.memberIds,
        i.sequenceNumber,
        i.currency,
        i.now,
        i.registrationEndAt,
        i.readyAt,
        i.startAt,
        i.endDueAt,
        i.progressiveMinor,
        JSON.stringify(i.snapshot),
      ],
    );
    return rows[0];
  },

  async byId(q: Queryable, id: number): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM game_instances WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** Instances still in the lobby (not removed), soonest start first. */
  async live(q: Queryable, where: LiveQuery = {}): Promise<InstanceRow[]> {
    return q.query<Rows>(
      `SELECT * FROM game_instances
       WHERE removed_at IS NULL
         AND ($1::integer IS NULL OR $1 = ANY(member_ids))
         AND ($2::integer IS NULL OR game_id = $2)
         AND ($3::text IS NULL OR currency = $3)
       ORDER BY start_at, id`,
      [where.memberId ?? null, where.gameId ?? null, where.currencyId ?? null],
    );
  },

  /**
   * Moves an instance from one status to the next; the `from` guard makes a concurrent or repeated
   * move a no-op (null) instead of a double transition.
   */
  async transition(
    q: Queryable,
    id: number,
    from: GameStatus,
    to: GameStatus,
    now: number,
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = $3, updated_at = $4,
         ended_at = CASE WHEN $3 = 'ENDED' THEN $4 ELSE ended_at END
       WHERE id = $1 AND status = $2 AND removed_at IS NULL RETURNING *`,
      [id, from, to, now],
    );
    return rows[0] ?? null;
  },

  /** The instance row, locked until the transaction ends: joins of one instance queue here. */
  async lockForUpdate(q: Queryable, id: number): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM game_instances WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ?? null;
  },

  /**
   * Counts a sale into the instance if it is still open and has the plays left: one conditional
   * UPDATE, so no two joins can sell past maxPlays. Also the estimated prize pool (floor of sales
   * times the payout percentage, as settlement computes it) and the shown jackpot grown by the
   * contribution up to its ceiling (null: none). Null when refused.
   */
  async recordSale(
    q: Queryable,
    s: {
      id: number;
      plays: number;
      newPlayers: number;
      maxPlays: number;
      costMinor: number;
      payoutPercentage: number;
      contributionMinor: number;
      ceilingMinor: number | null;
      now: number;
    },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET play_count = play_count + $2, player_count = player_count + $3,
         prize_pool_minor = ((play_count + $2)::bigint * $5 * $6) / 100000000, updated_at = $9,
         progressive_minor = CASE WHEN $8::bigint IS NULL THEN progressive_minor + $7
           ELSE GREATEST(progressive_minor, LEAST(progressive_minor + $7, $8::bigint)) END
       WHERE id = $1 AND status = 'OPEN' AND removed_at IS NULL AND registration_end_at > $9
         AND play_count + $2 <= $4
       RETURNING *`,
      [
        s.id,
        s.plays,
        s.newPlayers,
        s.maxPlays,
        s.costMinor,
        Math.round(s.payoutPercentage * 1e6),
        s.contributionMinor,
        s.ceilingMinor,
        s.now,
      ],
    );
    return rows[0] ?? null;
  },

  /** Takes an ended instance out of the lobby. */
  async remove(q: Queryable, id: number, now: number): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET removed_at = $2, updated_at = $2 WHERE id = $1 AND removed_at IS NULL RETURNING *`,
      [id, now],
    );
    return rows[0] ?? null;
  },

  /**
   * Per game type: the sites that currently have an OPEN instance with plays left (a sold-out one
   * is followed by the next at once), and the latest start and sequence.
   */
  async openCoverage(
    q: Queryable,
  ): Promise<
    { game_id: number; open_member_ids: number[]; last_start_at: number | null; last_sequence: number }[]
  > {
    return q.query(
      `SELECT g.game_id,
              coalesce((SELECT array_agg(DISTINCT m) FROM game_instances i, unnest(i.member_ids) m
                        WHERE i.game_id = g.game_id AND i.status = 'OPEN' AND i.removed_at IS NULL
                          AND i.full_at IS NULL), '{}') AS open_member_ids,
              (SELECT max(start_at) FROM game_instances i WHERE i.game_id = g.game_id) AS last_start_at,
              coalesce((SELECT max(sequence_number) FROM game_instances i WHERE i.game_id = g.game_id), 0) AS last_sequence
       FROM game_types g WHERE g.active`,
    );
  },

  /** Instances with a transition due at `now` (status times passed, or ended long enough to remove). */
  async due(q: Queryable, now: number, retentionMsByGame: Map<number, number>): Promise<InstanceRow[]> {
    const rows = await q.query<Rows>(
      `SELECT * FROM game_instances
       WHERE removed_at IS NULL AND (
         (status = 'OPEN' AND registration_end_at <= $1) OR
         (status = 'CLOSED' AND ready_at <= $1) OR
         (status = 'READY' AND start_at <= $1) OR
         (status = 'RETRY' AND start_at <= $1) OR
         (status = 'STARTED' AND end_due_at <= $1) OR
         status = 'ENDED' OR (status = 'REFUNDED' AND refund_phase = 'done'))
       ORDER BY start_at, id`,
      [now],
    );
    // Retention differs per game type; filtering the few ENDED rows here keeps the SQL simple.
    return rows.filter(
      (r) =>
        (r.status !== 'ENDED' && r.status !== 'REFUNDED') ||
        (r.ended_at ?? 0) + (retentionMsByGame.get(r.game_id) ?? 0) <= now,
    );
  },
};
