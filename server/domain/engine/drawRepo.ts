import type { GameStatus } from '../../../protocol/gameStatus';
import type { Queryable } from '../../storage/db';
import { commitment, newSeed } from '../draw';
import type { InstanceRow } from '../games/instancesRepo';
import type { Timeline } from './timeline';

/** Why an instance was refunded (stored with it). */
export type RefundReason = 'minimum' | 'operator' | 'failedStart';

type Rows = InstanceRow & Record<string, unknown>;

/**
 * Draw state of game instances. Each function is one guarded UPDATE: it moves the instance only
 * from the state it expects, so a step repeated after a crash (or by a second engine) is a no-op.
 */
export const drawRepo = {
  /** OPEN -> CLOSED together with the seed and its public commitment. */
  async closeWithCommitment(
    q: Queryable,
    c: { id: number; seed: string; commitment: string; now: number },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'CLOSED', seed = $2, seed_commitment = $3, seed_committed_at = $4,
         updated_at = $4
       WHERE id = $1 AND status = 'OPEN' AND removed_at IS NULL RETURNING *`,
      [c.id, c.seed, c.commitment, c.now],
    );
    return rows[0] ?? null;
  },

  /**
   * The seed a locked instance draws from: the one committed at close, or, for an instance closed
   * before the engine committed at close (an older server), one made and committed now.
   */
  async committedSeed(q: Queryable, locked: Pick<InstanceRow, 'id' | 'seed'>, now: number): Promise<string> {
    if (locked.seed) return locked.seed;
    const seed = newSeed().toString('hex');
    await q.query(
      'UPDATE game_instances SET seed = $2, seed_commitment = $3, seed_committed_at = $4 WHERE id = $1',
      [locked.id, seed, commitment(seed), now],
    );
    return seed;
  },

  /** READY or RETRY -> STARTED with the balls drawn from the committed seed. */
  async startWithDraw(
    q: Queryable,
    d: { id: number; from: GameStatus; draws: number[]; draws2nd: number[]; now: number },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'STARTED', draws = $3::integer[], draws2nd = $4::integer[],
         drawn_at = $5, settle_phase = 'drawn', updated_at = $5
       WHERE id = $1 AND status = $2 AND settle_phase IS NULL AND removed_at IS NULL RETURNING *`,
      [d.id, d.from, d.draws, d.draws2nd, d.now],
    );
    return rows[0] ?? null;
  },

  /** Any live status -> REFUNDED, with the reason; the refund batches follow. */
  async startRefund(
    q: Queryable,
    r: { id: number; from: GameStatus; now: number; reason: RefundReason },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'REFUNDED', refund_phase = 'refunding', updated_at = $3,
         ended_at = $3, refund_reason = $4
       WHERE id = $1 AND status = $2 AND settle_phase IS NULL AND removed_at IS NULL RETURNING *`,
      [r.id, r.from, r.now, r.reason],
    );
    return rows[0] ?? null;
  },

  /** READY or RETRY -> RETRY after a failed draw, counting the attempt. */
  async failStart(
    q: Queryable,
    f: { id: number; from: GameStatus; now: number },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'RETRY', start_attempts = start_attempts + 1, updated_at = $3
       WHERE id = $1 AND status = $2 AND settle_phase IS NULL AND removed_at IS NULL RETURNING *`,
      [f.id, f.from, f.now],
    );
    return rows[0] ?? null;
  },

  /**
   * OPEN, CLOSED or RETRY -> OPEN with new times. The seed and its commitment are dropped: more
   * plays may now be sold, so a fresh seed is committed at the new registration end.
   */
  async reschedule(
    q: Queryable,
    r: { id: number; from: GameStatus; times: Timeline; now: number },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'OPEN', registration_end_at = $3, ready_at = $4, start_at = $5,
         end_due_at = $6, seed = NULL, seed_commitment = NULL, start_attempts = 0,
         rescheduled_count = rescheduled_count + 1, updated_at = $7
       WHERE id = $1 AND status = $2 AND settle_phase IS NULL AND removed_at IS NULL RETURNING *`,
      [r.id, r.from, r.times.registrationEndAt, r.times.readyAt, r.times.startAt, r.times.endDueAt, r.now],
    );
    return rows[0] ?? null;
  },

  /** Open instances that sold their last play and were not yet announced FULL; marks them. */
  async markSoldOut(q: Queryable, now: number): Promise<InstanceRow[]> {
    return q.query<Rows>(
      `UPDATE game_instances SET full_at = $1, updated_at = $1
       WHERE status = 'OPEN' AND removed_at IS NULL AND full_at IS NULL
         AND play_count >= (snapshot->>'maxPlaysPerGame')::integer
       RETURNING *`,
      [now],
    );
  },

  async finishRefund(q: Queryable, id: number, now: number): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET refund_phase = 'done', updated_at = $2
       WHERE id = $1 AND refund_phase = 'refunding' RETURNING *`,
      [id, now],
    );
    return rows[0] ?? null;
  },

  async markSettled(q: Queryable, s: { id: number; settlement: unknown; now: number }): Promise<void> {
    await q.query(
      `UPDATE game_instances SET settle_phase = 'settled', settlement = $2, updated_at = $3
       WHERE id = $1 AND settle_phase = 'drawn'`,
      [s.id, JSON.stringify(s.settlement), s.now],
    );
  },

  async markPaid(q: Queryable, id: number, now: number): Promise<void> {
    await q.query(
      `UPDATE game_instances SET settle_phase = 'paid', updated_at = $2 WHERE id = $1 AND settle_phase = 'settled'`,
      [id, now],
    );
  },

  /** STARTED -> ENDED with the results (only once every prize is paid). */
  async endWithResults(
    q: Queryable,
    e: { id: number; results: unknown; now: number },
  ): Promise<InstanceRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE game_instances SET status = 'ENDED', results = $2, ended_at = $3, updated_at = $3
       WHERE id = $1 AND status = 'STARTED' AND settle_phase = 'paid' RETURNING *`,
      [e.id, JSON.stringify(e.results), e.now],
    );
    return rows[0] ?? null;
  },

  /** Instances a crash may have left mid-settlement or mid-refund. */
  async unfinished(q: Queryable): Promise<InstanceRow[]> {
    return q.query<Rows>(
      `SELECT * FROM game_instances
       WHERE settle_phase IN ('drawn', 'settled') OR refund_phase = 'refunding' ORDER BY id`,
    );
  },
};
