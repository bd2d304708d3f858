import type { Queryable } from '../../storage/db';
import { HouseAccount } from '../ledger';
import { add, bucketOf, GAME_OF_TRANSACTION, type ReportQuery, type Sums } from './reportPeriods';

/**
 * The progressive jackpots' money in the reports.
 *
 * - jackpotContributions: what joins put into the jackpots house account (the contribution part
 *   of each stake, `wager`), less what refunds took back out (`refund`): the ledger's entries on
 *   that account, to the cent. A join moves one player's money, so its site is its player's
 *   (through the join the transaction names: a satellite seat's join has no player entry).
 * - jackpotPayouts: the jackpot money won. Bingo pays a jackpot straight from the jackpots account
 *   to the winners (`prize`): the players' entries of those transfers. A draw game's settlement
 *   moves the whole jackpot to the prize pool with the other prizes and the house funds the reseed
 *   in the same transaction, so the ledger does not show the jackpot part of each winner's credit;
 *   the settlement records it (`jackpotPaidMinor`, split equally over the top rank's winning
 *   plays), dated by the settlement's ledger transaction. Each winning play's share goes to its
 *   player's site. Count: winning plays (draws), winners credited (bingo).
 */
const SITE_FILTER = (sites: ReportQuery['sites'], column: string, param: number) =>
  sites === 'all' ? '' : `AND ${column} = ANY($${param}::int[])`;

export async function jackpotContributions(q: Queryable, r: ReportQuery): Promise<Sums> {
  const params: unknown[] = [r.currency, r.from, r.to, HouseAccount.jackpots, r.gameId ?? null];
  if (r.sites !== 'all') params.push([...r.sites]);
  const rows = await q.query<{ at: number; kind: string; game: number; amount: number }>(
    `SELECT x.at, x.kind, x.game, x.amount FROM (
       SELECT t.created_at AS at, t.kind, ${GAME_OF_TRANSACTION} AS game, e.amount_minor AS amount, p.member_id
       FROM accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       LEFT JOIN joins j ON j.id = (t.meta->>'joinId')::bigint
       LEFT JOIN players p ON p.id = j.player_id
       WHERE a.player_id IS NULL AND a.house_code = $4 AND a.currency = $1
         AND t.kind IN ('wager', 'refund') AND t.created_at >= $2 AND t.created_at < $3
     ) x WHERE ($5::int IS NULL OR x.game = $5) ${SITE_FILTER(r.sites, 'x.member_id', 6)}`,
    params,
  );
  const sums: Sums = new Map();
  for (const row of rows)
    add(
      sums,
      bucketOf(r, Number(row.at), Number(row.game)),
      Number(row.amount),
      row.kind === 'wager' ? 1 : 0,
    );
  return sums;
}

export async function jackpotPayouts(q: Queryable, r: ReportQuery): Promise<Sums> {
  const sums: Sums = new Map();
  for (const row of [...(await drawJackpots(q, r)), ...(await bingoJackpots(q, r))])
    add(sums, bucketOf(r, row.at, row.game), row.amount, row.count);
  return sums;
}

interface Paid {
  at: number;
  game: number;
  amount: number;
  count: number;
}

/**
 * Draw games: per settlement that paid a jackpot, the top rank's winning plays by site. The share
 * of each play is the paid jackpot over all of them (every site's), so the sites add up to it.
 */
async function drawJackpots(q: Queryable, r: ReportQuery): Promise<Paid[]> {
  const rows = await q.query<{
    at: number;
    id: number;
    game: number;
    paid: number;
    site: number;
    plays: number;
  }>(
    `SELECT t.created_at AS at, gi.id, gi.game_id AS game, (gi.settlement->>'jackpotPaidMinor')::bigint AS paid,
       p.member_id AS site, count(*) AS plays
     FROM ledger_transactions t
     JOIN game_instances gi ON gi.id = (t.meta->>'gameInstanceId')::bigint
     JOIN play_wins w ON w.instance_id = gi.id
     JOIN players p ON p.id = w.player_id
     WHERE t.kind = 'settlement' AND t.created_at >= $2 AND t.created_at < $3 AND gi.currency = $1
       AND ($4::int IS NULL OR gi.game_id = $4)
       AND coalesce((gi.settlement->>'jackpotPaidMinor')::bigint, 0) > 0
       AND (w.rank_number, coalesce(w.rank_number2nd, 2147483647)) = (
         SELECT top.rank_number, coalesce(top.rank_number2nd, 2147483647) FROM play_wins top
         WHERE top.instance_id = gi.id ORDER BY 1, 2 LIMIT 1)
     GROUP BY t.id, gi.id, p.member_id`,
    [r.currency, r.from, r.to, r.gameId ?? null],
  );
  const plays = new Map<number, number>();
  for (const row of rows) plays.set(Number(row.id), (plays.get(Number(row.id)) ?? 0) + Number(row.plays));
  return rows
    .filter((row) => r.sites === 'all' || r.sites.includes(Number(row.site)))
    .map((row) => ({
      at: Number(row.at),
      game: Number(row.game),
      // jackpotPaidMinor is the equal share times the plays (settle.ts), so this is exact.
      amount: (Number(row.paid) / plays.get(Number(row.id))!) * Number(row.plays),
      count: Number(row.plays),
    }));
}

/** Bingo: `prize` transfers out of the jackpots account, the winners' credits by site. */
async function bingoJackpots(q: Queryable, r: ReportQuery): Promise<Paid[]> {
  const params: unknown[] = [r.currency, r.from, r.to, HouseAccount.jackpots, r.gameId ?? null];
  if (r.sites !== 'all') params.push([...r.sites]);
  const rows = await q.query<{ at: number; game: number; amount: number; count: number }>(
    `SELECT t.created_at AS at, (t.meta->>'gameId')::int AS game, sum(e.amount_minor) AS amount, count(*) AS count
     FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id
     JOIN accounts a ON a.id = e.account_id
     JOIN players p ON p.id = a.player_id
     WHERE t.kind = 'prize' AND t.created_at >= $2 AND t.created_at < $3 AND a.currency = $1
       AND a.type <> 'points' AND ($5::int IS NULL OR (t.meta->>'gameId')::int = $5)
       AND EXISTS (SELECT 1 FROM ledger_entries j JOIN accounts ja ON ja.id = j.account_id
                   WHERE j.transaction_id = t.id AND ja.house_code = $4)
       ${SITE_FILTER(r.sites, 'p.member_id', 6)}
     GROUP BY t.id`,
    params,
  );
  return rows.map((row) => ({
    at: Number(row.at),
    game: Number(row.game),
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}
