import type { GameType } from '../../../protocol/calls/games';
import type { GameStatus } from '../../../protocol/gameStatus';
import type { GameFilter, PayoutInfoEntry, PrizeItem } from '../../../protocol/types';
import { shownPrize } from '../../../protocol/payoutTable';
import type { GameTypeConfig } from '../../config/schema';
import { topPrizeMinor } from './topPrize';
import { toMajor, type CurrencyBook } from '../money';
import { matchesFilter } from './filter';
import type { InstanceRow } from './instancesRepo';
import { snapshotOf } from './snapshot';
import { toGameInstance } from './toGameInstance';

/**
 * Game types as the lobby's catalogue calls show them (getGameTypes), and the bonus (bonobo)
 * prize of a game (getBonoboPayout).
 */

export function toGameType(type: GameTypeConfig, currencies: CurrencyBook): GameType {
  return {
    gameId: type.gameId,
    gameTitle: type.title,
    gameRule: type.rule,
    gamePlayout: type.playout,
    gamePlayCost: toMajor(type.costMinor, currencies.infoOf(type.currency)),
    currencyId: type.currency,
    ...(type.smallLogoUrl ? { smallLogoUrl: type.smallLogoUrl } : {}),
  };
}

/**
 * Whether a game type matches the spec's game filter. A type is judged as an instance of it with
 * no plays sold yet; the filter's sales criteria (empty, playCount) say nothing about a type and
 * are ignored, as is paging (done by the caller).
 */
export function typeMatchesFilter(
  type: GameTypeConfig,
  filter: GameFilter,
  currencies: CurrencyBook,
): boolean {
  const unsold: InstanceRow = {
    id: 0,
    game_id: type.gameId,
    member_ids: type.memberIds,
    status: 'OPEN',
    sequence_number: 0,
    currency: type.currency,
    created_at: 0,
    registration_end_at: 0,
    ready_at: 0,
    start_at: 0,
    end_due_at: 0,
    ended_at: null,
    removed_at: null,
    play_count: 0,
    player_count: 0,
    progressive_minor: 0,
    prize_pool_minor: 0,
    snapshot: snapshotOf(type),
    results: null,
    updated_at: 0,
  };
  const { empty: _e, playCountMin: _min, playCountMax: _max, ...rest } = filter;
  return matchesFilter(
    { game: toGameInstance(unsold, currencies), progressive: type.progressive.enabled },
    rest,
  );
}

/** Instances of a type in the given statuses (all when none given), one page of them. */
export function pageOf<T extends { status: GameStatus }>(
  rows: readonly T[],
  statuses: readonly GameStatus[] | undefined,
  firstResult: number,
  maxResults: number,
): { page: T[]; totalCount: number } {
  const wanted =
    statuses && statuses.length > 0 ? rows.filter((r) => statuses.includes(r.status)) : [...rows];
  return { page: wanted.slice(firstResult, firstResult + maxResults), totalCount: wanted.length };
}

export interface Bonobo {
  bonoboPayout: number;
  bonoboItem?: { prizeItem: PrizeItem };
}

/**
 * The bonus (bonobo) prize: the best single prize one play can win now, jackpot aside. For a
 * ranked game the largest rank prize of the payout table (the guarantee where it is larger),
 * with that rank's prize item; for a fixed-odds one-draw game the best-paid winning line.
 */
export function bonoboOf(
  type: GameTypeConfig,
  table: readonly PayoutInfoEntry[],
  currencies: CurrencyBook,
): Bonobo {
  if (type.oneDraw) return { bonoboPayout: toMajor(topPrizeMinor(type), currencies.infoOf(type.currency)) };
  let bestAt = -1;
  let best = 0;
  table.forEach((entry, i) => {
    const { prize } = shownPrize(entry);
    if (prize > best) [best, bestAt] = [prize, i];
  });
  const item = bestAt >= 0 ? type.ranks[bestAt]?.prizeItem : undefined;
  return {
    bonoboPayout: best,
    ...(item
      ? {
          bonoboItem: {
            prizeItem: {
              imageUrl: item.imageUrl,
              name: item.name,
              description: item.description,
              sponsorText: item.sponsorText,
              detailsText: item.detailsText,
            },
          },
        }
      : {}),
  };
}
