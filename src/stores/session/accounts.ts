import type { Account } from '../../../protocol/types';

/**
 * Merge account snapshots into the held map. Balance updates can overtake each other (push and
 * call answers travel separately), so a snapshot older than the held one is ignored.
 */
export function mergeAccounts(held: Map<number, Account>, incoming: readonly Account[]): void {
  for (const account of incoming) {
    const current = held.get(account.accountId);
    if (current && (account.timeStamp ?? 0) < (current.timeStamp ?? 0)) continue;
    if (current) Object.assign(current, account);
    else held.set(account.accountId, account);
  }
}

/** The account the header shows: the cash account, else the first one. */
export function primaryAccount(accounts: Iterable<Account>): Account | null {
  const list = [...accounts];
  return list.find((a) => a.type === 'cash') ?? list[0] ?? null;
}
