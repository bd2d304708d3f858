import type { GameTypeConfig } from '../../config/schema';
import { linePayout } from '../draw/betTypes';

/**
 * The best single prize one play can win, jackpot aside (the spec's bonoboPayout), in minor units:
 * for a fixed-odds one-draw game the best-paid winning line at the play's cost; for a ranked game
 * the largest fixed prize or guarantee of its payout table. A pool share is not counted: it is
 * worth nothing until plays are sold, and the lobby shows the pool itself once they are.
 */
export function topPrizeMinor(game: Pick<GameTypeConfig, 'oneDraw' | 'ranks' | 'costMinor'>): number {
  if (game.oneDraw)
    return Math.max(0, ...Object.values(game.oneDraw.odds).map((odds) => linePayout(game.costMinor, odds)));
  return Math.max(0, ...game.ranks.map((rank) => Math.max(rank.prizeMinor, rank.guaranteedPrizeMinor)));
}
