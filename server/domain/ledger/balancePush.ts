import { PushEvent, Topic } from '../../../protocol/events';
import type { PushHub } from '../../ports/pushHub';
import type { Queryable } from '../../storage/db';
import { toAccount } from '../accounts/service';
import type { CurrencyBook } from '../money';
import type { AccountRow } from './accounts';

/**
 * Pushes `balanceUpdate` on `cashier.{playerId}` for each player account among accountIds, with
 * the balance as committed. Call it only after the commit: a rolled-back movement must never be
 * announced. The data is the wire Account (a BalanceUpdate plus its type), so the client upserts it
 * and drops it when its timeStamp is older than the one it holds.
 */
export async function pushBalances(
  deps: { push: PushHub; currencies: CurrencyBook },
  q: Queryable,
  accountIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return;
  const rows = await q.query<AccountRow & Record<string, unknown>>(
    'SELECT * FROM accounts WHERE id = ANY($1::bigint[]) AND player_id IS NOT NULL ORDER BY id',
    [ids],
  );
  for (const row of rows) {
    deps.push.publish(
      Topic.cashierOf(row.player_id!),
      PushEvent.balanceUpdate,
      toAccount(row, deps.currencies),
    );
  }
}
