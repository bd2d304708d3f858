import type { PayoutInfoEntry } from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';

/**
 * The prizeItem of a payout info entry (spec section 3): what a rank's winners also win. The
 * text fields are operator HTML, sanitised by the client; value and cash option stay server-side
 * until won (getPlayerPrizeItems).
 */
export function prizeItemOf(rank: GameTypeConfig['ranks'][number]): Pick<PayoutInfoEntry, 'prizeItem'> {
  const item = rank.prizeItem;
  if (!item) return {};
  return {
    prizeItem: {
      imageUrl: item.imageUrl,
      name: item.name,
      description: item.description,
      sponsorText: item.sponsorText,
      detailsText: item.detailsText,
    },
  };
}
