import { selectionSize } from '../../../protocol/betTypes';
import type { BetTypeInfo, GameLobbyInfo } from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';
import { toMajor, type CurrencyBook } from '../money';
import { linePayout, offeredBetTypes } from '../draw/betTypes';
import { satelliteItemsOf } from './satelliteItems';
import { prizeItemOf } from '../prizes/prizeItemOf';

/** A game type's lobby info: branding, player info, payout table and description. */
export function lobbyInfoOf(
  game: GameTypeConfig,
  currencies: CurrencyBook,
  gameTypes: ReadonlyMap<number, Pick<GameTypeConfig, 'title'>> = new Map(),
): GameLobbyInfo {
  const decimals = currencies.infoOf(game.payoutCurrency ?? game.currency);
  return {
    branding: game.lobby.branding,
    gamePlayerInfo: game.lobby.gamePlayerInfo,
    description: game.description,
    gamePayoutInfo: game.ranks.map((rank) => ({
      rankNumber: rank.rankNumber,
      ...(rank.rankNumber2nd !== undefined ? { rankNumber2nd: rank.rankNumber2nd } : {}),
      rankPrize: toMajor(rank.prizeMinor, decimals),
      prizePercentage: rank.prizePercentage,
      guaranteedPrize: toMajor(rank.guaranteedPrizeMinor, decimals),
      ...(rank.title ? { meta: { rankTitle: rank.title } } : {}),
      ...satelliteItemsOf(rank, gameTypes),
      ...prizeItemOf(rank),
    })),
    ...(game.oneDraw ? { betTypes: betTypesOf(game, game.oneDraw, currencies.infoOf(game.currency)) } : {}),
  };
}

/** The bet-type table of a fixed-odds one-draw game, in the spec's display order. */
function betTypesOf(
  game: GameTypeConfig,
  oneDraw: NonNullable<GameTypeConfig['oneDraw']>,
  decimals: ReturnType<CurrencyBook['infoOf']>,
): BetTypeInfo[] {
  const rules = { ballRange: game.ballRange, drawCount: game.pickSize, ...oneDraw };
  return offeredBetTypes(oneDraw.odds).map((betType) => {
    const odds = oneDraw.odds[betType]!;
    const { min, max } = selectionSize(betType, rules);
    return {
      betType,
      odds,
      linePrize: toMajor(linePayout(game.costMinor, odds), decimals),
      minNumbers: min,
      maxNumbers: max,
    };
  });
}
