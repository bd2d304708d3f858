import { accountsRepo, transfer, type TransferRequest } from '../../../../../server/domain/ledger';
import type { Db } from '../../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../../support/fixtures';

/**
 * A ledger with one hot house account (`wagers`) and players funded from `promotions`: what the
 * stand-alone transfer tests move money through.
 */
export async function wagerWorld(db: Db) {
  const house = await accountsRepo.ensureHouseAccount(db, { code: 'wagers', currency: 'USD', now: 1 });
  const promotions = await accountsRepo.ensureHouseAccount(db, {
    code: 'promotions',
    currency: 'USD',
    now: 1,
  });
  return {
    house,
    balanceOf: async (id: number) => (await accountsRepo.byId(db, id))!.balance_minor,
    /** A stake of amountMinor from the player's cash to the house. */
    wager: (key: string, cash: number, amountMinor: number): TransferRequest => ({
      key,
      kind: 'wager',
      entries: [
        { accountId: cash, amountMinor: -amountMinor },
        { accountId: house, amountMinor },
      ],
      now: 2,
    }),
    /** A new player's cash account holding `cash`. */
    async fundedPlayer(cash: number): Promise<number> {
      const id = await makePlayerAccount(db, (await makePlayer(db)).id, 'USD', 'cash');
      await transfer(db, {
        key: `fund:${id}`,
        kind: 'promotion',
        entries: [
          { accountId: id, amountMinor: cash },
          { accountId: promotions, amountMinor: -cash },
        ],
        now: 1,
      });
      return id;
    },
  };
}
