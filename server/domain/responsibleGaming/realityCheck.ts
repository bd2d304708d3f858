import { Topic, PushEvent } from '../../../protocol/events';
import type { RealityCheckEvent } from '../../../protocol/types/player';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { toMajor } from '../money';
import { recordAction } from './csLimits';

const MINUTE = 60_000;

/** Ledger kinds that are play: stakes, prizes and their refunds (deposits and bonuses are not). */
const PLAY_KINDS = ['wager', 'prize', 'refund', 'subscription', 'subscriptionRefund'];

/** Net result of play per currency on the player's cash and bonus accounts since `since`. */
export async function netSince(
  q: Queryable,
  playerId: number,
  since: number,
): Promise<{ currency: string; netMinor: number }[]> {
  const rows = await q.query<{ currency: string; net: string | number }>(
    `SELECT a.currency, SUM(e.amount_minor) AS net
       FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.player_id = $1 AND a.type IN ('cash', 'bonus') AND t.kind = ANY($2) AND t.created_at >= $3
      GROUP BY a.currency ORDER BY a.currency`,
    [playerId, PLAY_KINDS, since],
  );
  return rows.map((r) => ({ currency: r.currency, netMinor: Number(r.net) }));
}

/** Sets the interval and restarts the count for the player's live sessions (0 turns it off). */
export async function setRealityCheck(
  db: Db,
  clock: Clock,
  playerId: number,
  minutes: number,
): Promise<void> {
  const now = clock.now();
  await db.tx(async (q) => {
    await q.query('UPDATE players SET reality_check_minutes = $2 WHERE id = $1', [playerId, minutes]);
    await q.query('DELETE FROM rg_reality_checks WHERE player_id = $1', [playerId]);
    if (minutes > 0)
      await q.query(
        `INSERT INTO rg_reality_checks (session_id, player_id, next_at)
         SELECT token_hash, player_id, $2::bigint FROM sessions
          WHERE player_id = $1 AND NOT revoked AND expires_at > $3`,
        [playerId, now + minutes * MINUTE, now],
      );
    await recordAction(q, { playerId, actor: 'player', action: 'realityCheck', detail: { minutes }, now });
  });
}

type DueRow = {
  token_hash: string;
  player_id: number;
  created_at: string | number;
  minutes: number;
  due: string | number;
};

/**
 * Pushes the reminder on the player's topic for every live session whose interval has passed
 * (the first one interval after login), then schedules the next. The claim is a conditional
 * upsert, so two server processes ticking at once push each reminder once. Returns how many went out.
 */
export async function realityCheckTick(deps: { db: Db; clock: Clock; push: PushHub }): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.query<DueRow>(
    `SELECT s.token_hash, s.player_id, s.created_at, p.reality_check_minutes AS minutes,
            COALESCE(r.next_at, s.created_at + p.reality_check_minutes * 60000) AS due
       FROM sessions s
       JOIN players p ON p.id = s.player_id
       LEFT JOIN rg_reality_checks r ON r.session_id = s.token_hash
      WHERE NOT s.revoked AND s.expires_at > $1 AND p.reality_check_minutes > 0
        AND COALESCE(r.next_at, s.created_at + p.reality_check_minutes * 60000) <= $1`,
    [now],
  );
  let sent = 0;
  for (const row of due) {
    const claimed = await deps.db.query(
      `INSERT INTO rg_reality_checks (session_id, player_id, next_at, reminders) VALUES ($1, $2, $3, 1)
       ON CONFLICT (session_id) DO UPDATE SET next_at = $3, reminders = rg_reality_checks.reminders + 1
         WHERE rg_reality_checks.next_at <= $4
       RETURNING session_id`,
      [row.token_hash, row.player_id, now + row.minutes * MINUTE, now],
    );
    if (!claimed.length) continue;
    const startedAt = Number(row.created_at);
    const net = await netSince(deps.db, row.player_id, startedAt);
    const event: RealityCheckEvent = {
      sessionStartedAt: startedAt,
      playedMs: now - startedAt,
      intervalMinutes: row.minutes,
      net: net.map((n) => ({ currency: n.currency, amount: toMajor(n.netMinor, n.currency) })),
      at: now,
    };
    deps.push.publish(Topic.playerOf(row.player_id), PushEvent.realityCheck, event);
    sent++;
  }
  return sent;
}
