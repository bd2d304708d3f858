import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { JoinExit } from '../play/exits';
import type { JoinRequest, JoinService } from '../play/joinService';
import type { SubscriptionsService } from '../play/subscriptions';
import { openInstanceOf } from './openInstance';
import type { TicketRequest } from './service';

/** A pending join not placed within this long is given up (failed, nothing was charged). */
export const PENDING_JOIN_TTL_MS = 24 * 60 * 60 * 1000;
/** Pending joins looked at per engine pass. */
const BATCH = 200;

export interface PendingJoinsService {
  /** Remembers a join the player will pay for later; its id, or -1 for a game the site does not sell. */
  track(playerId: number, memberId: number, request: TicketRequest): Promise<number>;
  /**
   * Places every pending join whose player can now pay for it (after a deposit, typically), in the
   * game's open instance; runs after each engine pass. Returns how many were placed.
   */
  placeDue(): Promise<number>;
}

interface PendingRow {
  id: number;
  player_id: number;
  game_id: number;
  request: TicketRequest & { memberId: number };
  created_at: number;
  balance_minor: number | null;
}

/**
 * One-click checkout (spec sections 1 and 5): a guest picks plays, registers, deposits, and the
 * join is placed once the money is there. Each placement is a join keyed by the pending join, so
 * a pass interrupted between the join and marking it placed repeats nothing.
 */
export function createPendingJoins(deps: {
  db: Db;
  clock: Clock;
  gameTypes: readonly GameTypeConfig[];
  joins: JoinService;
  subscriptions: SubscriptionsService;
  /** Emails a placed single draw's receipt (purchaseReceipt.ts: once per join, whatever retries). */
  receipt?: (playerId: number, joinId: number) => Promise<unknown>;
}): PendingJoinsService {
  const { db, clock } = deps;
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));

  const mark = (id: number, status: 'placed' | 'failed', result: unknown) =>
    db.query('UPDATE pending_joins SET status = $2, result = $3, updated_at = $4 WHERE id = $1', [
      id,
      status,
      JSON.stringify(result),
      clock.now(),
    ]);

  return {
    async track(playerId, memberId, request) {
      const type = typesById.get(request.gameId);
      if (!type || !type.memberIds.includes(memberId) || type.currency !== request.currencyId) return -1;
      if (type.oneDraw) return -1; // a bet needs its bet type, which a ticket request does not carry
      const now = clock.now();
      const rows = await db.query<{ id: number }>(
        `INSERT INTO pending_joins (player_id, game_id, request, status, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4, $4) RETURNING id`,
        [playerId, request.gameId, JSON.stringify({ ...request, memberId }), now],
      );
      return Number(rows[0].id);
    },

    async placeDue() {
      const now = clock.now();
      const rows = await db.query<PendingRow & Record<string, unknown>>(
        `SELECT pj.id, pj.player_id, pj.game_id, pj.request, pj.created_at, a.balance_minor
         FROM pending_joins pj
         LEFT JOIN accounts a ON a.player_id = pj.player_id AND a.type = 'cash'
           AND a.currency = pj.request->>'currencyId'
         WHERE pj.status = 'pending' ORDER BY pj.id LIMIT $1`,
        [BATCH],
      );
      let placed = 0;
      for (const row of rows) {
        const id = Number(row.id);
        const type = typesById.get(Number(row.game_id));
        if (!type || now - Number(row.created_at) > PENDING_JOIN_TTL_MS) {
          await mark(id, 'failed', { reason: type ? 'expired' : 'game no longer sold' });
          continue;
        }
        const r = row.request;
        // The join and, with a subscription, that many further draws are paid at once.
        const price = r.userPlaysCount * (type.costMinor + type.feeMinor) * (1 + r.subscriptions);
        if (Number(row.balance_minor ?? 0) < price) continue; // not paid for yet
        const instanceId = await openInstanceOf(db, type.gameId, now);
        if (instanceId === null) continue; // the next instance opens soon
        const join: JoinRequest = {
          playerId: Number(row.player_id),
          gameId: type.gameId,
          gameInstanceId: instanceId,
          userPlays: r.userPlays,
          userPlaysCount: r.userPlaysCount,
          currencyId: r.currencyId,
          joinKey: `pending-join:${id}`,
        };
        const result = await deps.joins.join(
          r.subscriptions > 0 ? deps.subscriptions.withSubscription(join, r.subscriptions, r.memberId) : join,
        );
        // Out of money or the server busy: try again on a later pass.
        if (result.exitCode === JoinExit.insufficientFunds || result.exitCode === JoinExit.retry) continue;
        await mark(id, result.exitCode === 0 ? 'placed' : 'failed', result);
        if (result.exitCode !== 0) continue;
        placed++;
        // The guest's record of a single draw (a subscription has its own summary); never holds the pass up.
        if (r.subscriptions === 0 && deps.receipt)
          await deps.receipt(join.playerId, Number(result.joinEvent?.joinCode)).catch(() => undefined);
      }
      return placed;
    },
  };
}
