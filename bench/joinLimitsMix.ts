// The joins bench's realistic mix: a tenth of the players with a weekly wagering limit, half of
// those low enough to be reached during the run (the join of a limited player is judged alone,
// on the player's row, so this is the one-at-a-time path real draws take), and afterwards the
// proof that every refusal was exact: nobody wagered past a limit, nobody was refused while a
// join still fitted, nobody without a reachable limit was refused.
import type { Db } from '../server/storage/db';

/** One join of one play in the bench game: cost 200 + fee 20 minor units. */
const JOIN_MINOR = 220;
/** The low limits: reached after this many joins. */
const LOW_LIMIT_JOINS = 30;

export interface LimitsMix {
  limited: number;
  reachable: number;
}

/** Sets the weekly wagering limits of every tenth player; every twentieth can reach theirs. */
export async function setWeeklyLimits(db: Db, players: readonly number[], now: number): Promise<LimitsMix> {
  const limited = players.filter((_, i) => i % 10 === 0);
  const reachable = limited.filter((_, i) => i % 2 === 0);
  await db.query(
    `INSERT INTO player_limits (player_id, kind, currency, enabled, amount_minor, updated_at)
     SELECT p, 'weeklyBet', 'USD', true, CASE WHEN p = ANY($2::bigint[]) THEN $3::bigint ELSE $4::bigint END, $5
     FROM unnest($1::bigint[]) AS p`,
    [limited, reachable, LOW_LIMIT_JOINS * JOIN_MINOR, 1_000_000_000, now - 1000],
  );
  return { limited: limited.length, reachable: reachable.length };
}

/**
 * Every refusal exact: the refused players are all limited ones, none wagered past the limit,
 * and each refused player had no room for one more join. Answers the refusals counted.
 */
export async function checkLimitRefusals(db: Db, instanceId: number) {
  const rows = await db.query<{ player_id: number; limit_minor: number; wagered: number; refusals: number }>(
    `SELECT l.player_id, l.amount_minor AS limit_minor,
       coalesce((SELECT sum(j.cost_minor + j.fee_minor) FROM joins j
                 WHERE j.player_id = l.player_id AND j.instance_id = $1), 0)::bigint AS wagered,
       (SELECT count(*) FROM rg_refusals r WHERE r.player_id = l.player_id AND r.rule = 'weeklyBet')::int AS refusals
     FROM player_limits l WHERE l.kind = 'weeklyBet'`,
    [instanceId],
  );
  const [{ unlimited }] = await db.query<{ unlimited: number }>(
    `SELECT count(*)::int AS unlimited FROM rg_refusals r
     WHERE NOT EXISTS (SELECT 1 FROM player_limits l WHERE l.player_id = r.player_id AND l.kind = 'weeklyBet')`,
  );
  const over = rows.filter((r) => Number(r.wagered) > Number(r.limit_minor));
  const early = rows.filter((r) => r.refusals > 0 && Number(r.wagered) + JOIN_MINOR <= Number(r.limit_minor));
  return {
    refusals: rows.reduce((sum, r) => sum + r.refusals, 0),
    reached: rows.filter((r) => r.refusals > 0).length,
    exact: over.length === 0 && early.length === 0 && unlimited === 0,
  };
}
