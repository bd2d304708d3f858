import type { GameFilter, GameInstance } from '../../../protocol/types';

/** A game with the facts the filter needs that the wire shape does not carry. */
export interface FilterableGame {
  game: GameInstance;
  progressive: boolean;
}

const ANY = -1;
const isSet = (value: number | undefined): value is number => value !== undefined && value !== ANY;

/** 1 = must hold, 0 = must not, -1 or absent = either. */
function flag(wanted: number | undefined, actual: boolean): boolean {
  return !isSet(wanted) || (wanted === 1) === actual;
}

function within(value: number, min: number | undefined, max: number | undefined): boolean {
  return (!isSet(min) || value >= min) && (!isSet(max) || value <= max);
}

/**
 * The spec's game filter (section 3). playCount is the plays already bought (gamePlayCurrent),
 * playSize the numbers a play picks, playCost the price per play in major units, drawRange the
 * ball range. languageId and tournamentType do not narrow the list (no per-language games or
 * tournament types exist yet).
 */
export function matchesFilter(item: FilterableGame, filter: GameFilter): boolean {
  const g = item.game;
  return (
    flag(filter.free, g.gamePlayCost === 0 && g.gameFeePerPlay === 0) &&
    flag(filter.tournament, g.tournament) &&
    flag(filter.progressive, item.progressive) &&
    flag(filter.empty, g.gamePlayCurrent === 0) &&
    flag(filter.instaplay, g.instaplay) &&
    within(g.gamePlayCurrent, filter.playCountMin, filter.playCountMax) &&
    within(g.gamePlaySize, filter.playSizeMin, filter.playSizeMax) &&
    within(g.gamePlayCost, filter.playCostMin, filter.playCostMax) &&
    within(g.drawRange, filter.drawRangeMin, filter.drawRangeMax) &&
    (!isSet(filter.gameId) || g.gameId === filter.gameId) &&
    (!isSet(filter.memberId) || g.memberIds.includes(filter.memberId)) &&
    (filter.currencyId === undefined ||
      filter.currencyId === '' ||
      filter.currencyId === String(ANY) ||
      g.currencyId === filter.currencyId)
  );
}

/** Filters, then pages with firstResult (0-based offset) and maxResults. */
export function applyGameFilter(items: readonly FilterableGame[], filter: GameFilter): GameInstance[] {
  const first = filter.firstResult !== undefined && filter.firstResult > 0 ? filter.firstResult : 0;
  const matching = items.filter((item) => matchesFilter(item, filter)).map((item) => item.game);
  return isSet(filter.maxResults) ? matching.slice(first, first + filter.maxResults) : matching.slice(first);
}
