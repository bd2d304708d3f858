import type { GameTypeConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';
import { prizeItemsRepo, type NewPrizeItem } from './prizeItemsRepo';

/** A winning play as settlement records it (the engine's PlayWin, structurally). */
export interface WinningPlay {
  playId: number;
  playerId: number;
  rankNumber: number;
  rankNumber2nd?: number;
}

/**
 * Settlement's prize items: each winning play whose rank carries a prizeItem wins one, written in
 * the settlement's own transaction tx (so an item exists exactly when its game is settled). The
 * play id is unique in prize_items, so a settlement that runs again awards nothing twice. The
 * item's value and cash option are in the game's currency; no money moves until a cash claim.
 */
export async function awardPrizeItems(
  tx: Queryable,
  a: {
    instance: { id: number; game_id: number; currency: string };
    type: Pick<GameTypeConfig, 'ranks'>;
    wins: readonly WinningPlay[];
    now: number;
  },
): Promise<number> {
  const itemRanks = a.type.ranks.filter((r) => r.prizeItem);
  if (itemRanks.length === 0) return 0;
  const awards: NewPrizeItem[] = [];
  for (const win of a.wins) {
    const rank = itemRanks.find(
      (r) => r.rankNumber === win.rankNumber && (r.rankNumber2nd || 0) === (win.rankNumber2nd || 0),
    );
    const item = rank?.prizeItem;
    if (!item) continue;
    awards.push({
      playerId: win.playerId,
      gameId: a.instance.game_id,
      instanceId: a.instance.id,
      playId: win.playId,
      rankNumber: win.rankNumber,
      currency: a.instance.currency,
      valueMinor: item.valueMinor,
      cashOptionMinor: item.cashOptionMinor ?? null,
      item: {
        name: item.name,
        description: item.description,
        sponsorText: item.sponsorText,
        detailsText: item.detailsText,
        imageUrl: item.imageUrl,
        agentIds: item.agentIds,
      },
    });
  }
  return prizeItemsRepo.insertMany(tx, awards, a.now);
}
