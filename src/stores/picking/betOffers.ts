import { isBetType, linesOf } from '../../../protocol/betTypes';
import { gameKindOf } from '../../../protocol/gameRules';
import { sortBetTypes } from '../../../protocol/payoutTable';
import type { BetTypeInfo, GameLobbyInfo } from '../../../protocol/types';

/**
 * The bet types a one-draw game offers, as its lobby info lists them (spec sections 1 and 9).
 * The rules behind them (what a selection stands for) are protocol/betTypes, the same the server
 * checks again when it sells and settles; the picker uses them to show lines and cost first.
 */

/**
 * Lines a selection of `picked` numbers stands for under a bet type the game offers (its
 * minNumbers..maxNumbers from the lobby info); 0 while the selection does not fit.
 */
export function linesOfOffer(offer: BetTypeInfo, picked: number, ballRange: number): number {
  if (!isBetType(offer.betType) || picked < offer.minNumbers || picked > offer.maxNumbers) return 0;
  return linesOf(offer.betType, picked, { ballRange });
}

/** Games picked by bet type: fixed-odds one-draw games, whose lobby info lists their bet types. */
export function hasBetTypes(gameRule: string, lobby: GameLobbyInfo | null | undefined): boolean {
  return gameKindOf(gameRule) === 'oneDraw' && !!lobby?.betTypes?.length;
}

/** The bet types a game's lobby info lists, in the spec's display order (unknown names last). */
export function offeredBetTypes(lobby: GameLobbyInfo | null | undefined): BetTypeInfo[] {
  return sortBetTypes(lobby?.betTypes ?? []);
}
