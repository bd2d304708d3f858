import type { Account, AccountType } from '../../../protocol/types';
import type { Db } from '../../storage/db';
import { accountsRepo, type AccountRow } from '../ledger/accounts';
import { toMajor, type CurrencyBook } from '../money';

export interface AccountsService {
  /** The player's accounts with balances in major units, as the wire carries them. */
  listForPlayer(playerId: number): Promise<Account[]>;
}

export function createAccountsService(deps: { db: Db; currencies: CurrencyBook }): AccountsService {
  return {
    async listForPlayer(playerId) {
      const rows = await accountsRepo.listForPlayer(deps.db, playerId);
      return rows.map((row) => toAccount(row, deps.currencies));
    },
  };
}

export function toAccount(row: AccountRow, currencies: CurrencyBook): Account {
  return {
    accountId: row.id,
    accountCurrency: row.currency,
    accountBalance: toMajor(row.balance_minor, currencies.infoOf(row.currency)),
    timeStamp: row.updated_at,
    type: row.type as AccountType,
  };
}
