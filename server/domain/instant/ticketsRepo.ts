import type { ProofStep } from '../../../protocol/instant/merkle';
import type { TicketPresentation } from '../../../protocol/instant/presentation';
import type { Queryable } from '../../storage/db';

export type TicketRow = {
  id: number;
  purchase_id: number;
  player_id: number;
  game_id: number;
  pool_no: number;
  position: number;
  prize_minor: number;
  price_minor: number;
  currency: string;
  salt: string;
  proof: ProofStep[];
  presentation: TicketPresentation;
  revealed: number[];
  finished_at: number | null;
  created_at: number;
};

export interface NewTicket {
  poolId: number;
  position: number;
  prizeMinor: number;
  salt: string;
  proof: ProofStep[];
  presentation: TicketPresentation;
}

// A ticket with its pool number and its share of the purchase price (packs are bought whole).
const SELECT = `SELECT t.id, t.purchase_id, t.player_id, t.game_id, p.pool_no, t.position, t.prize_minor,
    u.price_minor / u.tickets AS price_minor, u.currency, t.salt, t.proof, t.presentation, t.revealed,
    t.finished_at, t.created_at
  FROM instant_tickets t JOIN instant_pools p ON p.id = t.pool_id JOIN instant_purchases u ON u.id = t.purchase_id`;

function toRow(r: TicketRow): TicketRow {
  return {
    ...r,
    id: Number(r.id),
    purchase_id: Number(r.purchase_id),
    prize_minor: Number(r.prize_minor),
    price_minor: Number(r.price_minor),
    finished_at: r.finished_at === null ? null : Number(r.finished_at),
    created_at: Number(r.created_at),
  };
}

export const ticketsRepo = {
  async ofPlayer(q: Queryable, playerId: number, ids: readonly number[]): Promise<TicketRow[]> {
    const rows = await q.query<TicketRow>(
      `${SELECT} WHERE t.player_id = $1 AND t.id = ANY($2::bigint[]) ORDER BY t.id`,
      [playerId, ids],
    );
    return rows.map(toRow);
  },

  async unfinished(q: Queryable, playerId: number): Promise<TicketRow[]> {
    const rows = await q.query<TicketRow>(
      `${SELECT} WHERE t.player_id = $1 AND t.finished_at IS NULL ORDER BY t.id`,
      [playerId],
    );
    return rows.map(toRow);
  },

  /** Unfinished tickets bought before `before`, oldest first, locked for the sweep that finishes them. */
  async abandoned(q: Queryable, before: number, limit: number): Promise<TicketRow[]> {
    const rows = await q.query<TicketRow>(
      `${SELECT} WHERE t.id IN (SELECT id FROM instant_tickets WHERE finished_at IS NULL AND created_at < $1
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED) ORDER BY t.id`,
      [before, limit],
    );
    return rows.map(toRow);
  },

  async history(
    q: Queryable,
    p: { playerId: number; gameId?: number; offset: number; limit: number },
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const game = p.gameId ?? null;
    const rows = await q.query<TicketRow>(
      `${SELECT} WHERE t.player_id = $1 AND ($2::int IS NULL OR t.game_id = $2) ORDER BY t.id DESC OFFSET $3 LIMIT $4`,
      [p.playerId, game, p.offset, p.limit],
    );
    const [count] = await q.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM instant_tickets WHERE player_id = $1 AND ($2::int IS NULL OR game_id = $2)`,
      [p.playerId, game],
    );
    return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
  },

  async setRevealed(q: Queryable, id: number, revealed: number[], finishedAt: number | null): Promise<void> {
    await q.query(
      `UPDATE instant_tickets SET revealed = $2, finished_at = COALESCE(finished_at, $3) WHERE id = $1`,
      [id, JSON.stringify(revealed), finishedAt],
    );
  },
};
