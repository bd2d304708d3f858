import type { Prize } from '../../../protocol/types';
import { toMajor } from '../money';
import type { PrizeItemRow } from './prizeItemsRepo';

/** A prize item as getPlayerPrizeItems lists it: to claim until claimed, then collected. */
export function toPrize(row: PrizeItemRow): Prize {
  return {
    id: row.id,
    kind: 'item',
    value: toMajor(row.value_minor, row.currency),
    currencyId: row.currency,
    cashOption: row.cash_option_minor === null ? null : toMajor(row.cash_option_minor, row.currency),
    wonDate: row.won_at,
    collectedDate: row.claimed_at,
    claimedAs: row.claimed_as,
    gameId: row.game_id,
    gameInstanceId: row.instance_id,
    name: row.item.name,
    imageUrl: row.item.imageUrl,
    description: row.item.description,
    sponsorText: row.item.sponsorText,
    detailsText: row.item.detailsText,
  };
}
