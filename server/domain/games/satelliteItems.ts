import type { PayoutInfoEntry } from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';

type Rank = GameTypeConfig['ranks'][number];

/**
 * The satelliteItems of a payout info entry (spec section 3): a satellite rank's seat, as
 * `entries` plays in the game titled gameTitle. Empty for other ranks.
 */
export function satelliteItemsOf(
  rank: Rank,
  gameTypes: ReadonlyMap<number, Pick<GameTypeConfig, 'title'>>,
): Pick<PayoutInfoEntry, 'satelliteItems'> {
  if (!rank.satellite) return {};
  const target = gameTypes.get(rank.satellite.gameId);
  return {
    satelliteItems: [
      { entries: rank.satellite.entries, gameTitle: target?.title ?? String(rank.satellite.gameId) },
    ],
  };
}
