import type { GameLobbyInfo } from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';
import { toMajor, type CurrencyBook } from '../money';

/** A game type's lobby info: branding, player info, payout table and description. */
export function lobbyInfoOf(game: GameTypeConfig, currencies: CurrencyBook): GameLobbyInfo {
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
    })),
  };
}
