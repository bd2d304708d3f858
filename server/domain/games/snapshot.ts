import type { GameTypeConfig } from '../../config/schema';
import type { BingoTerms } from '../../config/bingoSchema';
import type { OddsTable } from '../draw/betTypes';
import { topPrizeMinor } from './topPrize';

/**
 * A game type's terms as they stood when an instance was created. Stored with the instance, so
 * editing the config later never changes the price or rules of a game players have joined.
 */
export interface InstanceSnapshot {
  rule: string;
  playout: string;
  title: string;
  titleShort: string;
  pickSize: number;
  ballRange: number;
  pickSize2nd: number;
  ballRange2nd: number;
  costMinor: number;
  feeMinor: number;
  currency: string;
  payoutCurrency: string;
  payoutPercentage: number;
  payoutFormula: string;
  /** Absent on instances created before it existed: no labels. */
  rankLabels?: boolean;
  progressive: boolean;
  tournament: boolean;
  instaplay: boolean;
  maxPlaysPerPlayer: number;
  maxPlaysPerGame: number;
  /** Absent on instances created before the engine stored them; read as 0 / the config's. */
  minPlaysPerGame?: number;
  progressiveContributionPercentage?: number;
  /** A tournament below this many players at registration end is refunded (absent: 0). */
  minPlayersPerGame?: number;
  ranksPaid: number;
  /** The best single prize of one play, jackpot aside (topPrize.ts); absent on older instances. */
  topPrizeMinor?: number;
  smallLogoUrl?: string;
  backgroundLogoUrl?: string;
  /** Fixed-odds bet types of a one-draw game, frozen with the instance (odds never change mid-game). */
  oneDraw?: { odds: OddsTable; maxPermNumbers?: number };
  /** A bingo room's format, patterns, prizes and pace, frozen with the instance. */
  bingo?: BingoTerms;
}

export function snapshotOf(game: GameTypeConfig): InstanceSnapshot {
  return {
    rule: game.rule,
    playout: game.playout,
    title: game.title,
    titleShort: game.titleShort,
    pickSize: game.pickSize,
    ballRange: game.ballRange,
    pickSize2nd: game.secondSet?.pickSize ?? 0,
    ballRange2nd: game.secondSet?.ballRange ?? 0,
    costMinor: game.costMinor,
    feeMinor: game.feeMinor,
    currency: game.currency,
    payoutCurrency: game.payoutCurrency ?? game.currency,
    payoutPercentage: game.payoutPercentage,
    payoutFormula: game.payoutFormula,
    ...(game.rankLabels ? { rankLabels: true } : {}),
    progressive: game.progressive.enabled,
    tournament: game.tournament,
    instaplay: game.instaplay,
    maxPlaysPerPlayer: game.limits.maxPlaysPerPlayer,
    maxPlaysPerGame: game.limits.maxPlaysPerGame,
    minPlaysPerGame: game.limits.minPlaysPerGame,
    progressiveContributionPercentage: game.progressive.enabled ? game.progressive.contributionPercentage : 0,
    minPlayersPerGame: game.tournament ? game.tournamentSettings.minPlayers : 0,
    ranksPaid: game.ranks.filter(
      (r) => r.prizeMinor > 0 || r.prizePercentage > 0 || r.guaranteedPrizeMinor > 0,
    ).length,
    topPrizeMinor: topPrizeMinor(game),
    smallLogoUrl: game.smallLogoUrl,
    backgroundLogoUrl: game.backgroundLogoUrl,
    ...(game.oneDraw ? { oneDraw: game.oneDraw } : {}),
    ...(game.bingo ? { bingo: game.bingo } : {}),
  };
}
