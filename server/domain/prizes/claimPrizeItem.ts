import type { SessionInfo } from '../../ports/session';
import { CashierError } from '../cashier/cashierError';
import type { CashierDeps } from '../cashier/deps';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx } from '../ledger/moneyTx';
import { toMajor } from '../money';
import { prizeItemsRepo } from './prizeItemsRepo';

/** claimInGameBonusNew's choice: 0 takes the item, 1 its cash option. */
export const ClaimChoice = { item: 0, cash: 1 } as const;

export interface ClaimParams {
  gameId: number;
  gameInstanceId: number;
  /** The prize item's id. */
  bonusId: number;
  choice: number;
  currencyId: string;
}

/**
 * claimInGameBonusNew: claims the player's prize item once, as the item or as cash. The claim and
 * the cash credit (prize_items house account to the player's cash, keyed by the item) are one
 * transaction, and the claim only succeeds on an unclaimed row, so concurrent or repeated claims
 * pay at most once; every claim after the first answers claimed: false.
 */
export async function claimPrizeItem(deps: CashierDeps, session: SessionInfo, p: ClaimParams) {
  const found = await prizeItemsRepo.byId(deps.db, p.bonusId);
  if (
    !found ||
    found.player_id !== session.playerId ||
    found.game_id !== p.gameId ||
    found.instance_id !== p.gameInstanceId
  )
    throw new CashierError('prize.unknown', 'No such prize', 'bonusId');
  if (p.choice !== ClaimChoice.item && p.choice !== ClaimChoice.cash)
    throw new CashierError('prize.choice', 'Choose the item (0) or its cash option (1)', 'choice');
  const asCash = p.choice === ClaimChoice.cash;
  if (asCash && found.cash_option_minor === null)
    throw new CashierError('prize.noCashOption', 'This prize has no cash option', 'choice');
  if (p.currencyId !== found.currency)
    throw new CashierError('currency', 'The prize is in another currency', 'currencyId');

  const now = deps.clock.now();
  const claimed = await moneyTx(deps, async (q) => {
    const row = await prizeItemsRepo.claim(q, {
      id: found.id,
      playerId: session.playerId,
      as: asCash ? 'cash' : 'item',
      now,
    });
    if (!row || !asCash) return row;
    const cash = await accountsRepo.ensurePlayerAccount(q, {
      playerId: row.player_id,
      currency: row.currency,
      type: 'cash',
      now,
    });
    const house = await accountsRepo.ensureHouseAccount(q, {
      code: HouseAccount.prizeItems,
      currency: row.currency,
      now,
    });
    await q.transfer({
      key: `prize-item.cash:${row.id}`,
      kind: 'prize.item',
      entries: [
        { accountId: house, amountMinor: -row.cash_option_minor! },
        { accountId: cash, amountMinor: row.cash_option_minor! },
      ],
      meta: { gameId: row.game_id, gameInstanceId: row.instance_id, prizeItemId: row.id },
      now,
    });
    return row;
  });
  if (!claimed) return { claimed: false, amount: 0, currencyId: found.currency };
  const minor = asCash ? claimed.cash_option_minor! : claimed.value_minor;
  return { claimed: true, amount: toMajor(minor, claimed.currency), currencyId: claimed.currency };
}
