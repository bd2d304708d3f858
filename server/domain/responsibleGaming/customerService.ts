import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';
import { csLimitsOf, deleteCsLimit, recordAction, saveCsLimit, type CsLimit } from './csLimits';
import { limitsOf, type LimitKind, type StoredLimit } from './limits';

/** What the operator CLI shows for a player: own limits, customer service's, and the audit. */
export interface PlayerLimitsReport {
  own: Map<LimitKind, StoredLimit>;
  cs: Map<LimitKind, CsLimit>;
  restrictions: { timeoutUntil: number | null; selfExcludedUntil: number | null };
  actions: { actor: string; action: string; detail: unknown; at: number }[];
  refusals: { action: string; rule: string; detail: unknown; at: number }[];
}

/**
 * Customer-service limits (spec section 6): they take effect at once in either direction (no
 * 30-day wait: the operator decides), override the player's own, and every change is recorded
 * with the operator's name and reason.
 */
export function createCustomerServiceLimits(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function playerExists(playerId: number): Promise<boolean> {
    return (await db.query('SELECT id FROM players WHERE id = $1', [playerId])).length > 0;
  }

  return {
    /** `record` runs in the change's transaction with the limit it replaces (the back office's audit). */
    async set(
      playerId: number,
      p: { kind: LimitKind; amountMinor: number; currency: string; operator: string; reason: string },
      record?: (q: Queryable, before: CsLimit | null) => Promise<void>,
    ): Promise<boolean> {
      if (!(await playerExists(playerId))) return false;
      const now = clock.now();
      await db.tx(async (q) => {
        await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
        const before = (await csLimitsOf(q, playerId)).get(p.kind) ?? null;
        await saveCsLimit(q, playerId, {
          kind: p.kind,
          currency: p.currency,
          amountMinor: p.amountMinor,
          setBy: p.operator,
          reason: p.reason,
          updatedAt: now,
        });
        await recordAction(q, {
          playerId,
          actor: p.operator,
          action: 'csLimitSet',
          detail: { kind: p.kind, amountMinor: p.amountMinor, currency: p.currency, reason: p.reason },
          now,
        });
        await record?.(q, before);
      });
      return true;
    },

    async clear(playerId: number, kind: LimitKind, operator: string, reason: string): Promise<boolean> {
      const now = clock.now();
      return db.tx(async (q) => {
        const removed = await deleteCsLimit(q, playerId, kind);
        if (removed)
          await recordAction(q, {
            playerId,
            actor: operator,
            action: 'csLimitCleared',
            detail: { kind, reason },
            now,
          });
        return removed;
      });
    },

    async report(playerId: number): Promise<PlayerLimitsReport | null> {
      const players = await db.query<{ timeout_until: string | null; self_excluded_until: string | null }>(
        'SELECT timeout_until, self_excluded_until FROM players WHERE id = $1',
        [playerId],
      );
      const player = players[0];
      if (!player) return null;
      const num = (v: string | number | null) => (v === null ? null : Number(v));
      const actions = await db.query<{ actor: string; action: string; detail: unknown; created_at: string }>(
        'SELECT actor, action, detail, created_at FROM rg_actions WHERE player_id = $1 ORDER BY id DESC LIMIT 50',
        [playerId],
      );
      const refusals = await db.query<{ action: string; rule: string; detail: unknown; created_at: string }>(
        'SELECT action, rule, detail, created_at FROM rg_refusals WHERE player_id = $1 ORDER BY id DESC LIMIT 50',
        [playerId],
      );
      return {
        own: await limitsOf(db, playerId, clock.now()),
        cs: await csLimitsOf(db, playerId),
        restrictions: {
          timeoutUntil: num(player.timeout_until),
          selfExcludedUntil: num(player.self_excluded_until),
        },
        actions: actions.map((a) => ({
          actor: a.actor,
          action: a.action,
          detail: a.detail,
          at: Number(a.created_at),
        })),
        refusals: refusals.map((r) => ({
          action: r.action,
          rule: r.rule,
          detail: r.detail,
          at: Number(r.created_at),
        })),
      };
    },
  };
}

export type CustomerServiceLimits = ReturnType<typeof createCustomerServiceLimits>;
