import type { GameInstance } from '../../../protocol/types';

/** The amount a room card leads with: its jackpot, else its top prize, else the pool as it stands. */
export interface RoomHeadline {
  kind: 'jackpot' | 'topPrize' | 'prizes';
  amount: number;
}

/**
 * A room's headline and, when the jackpot leads, its top prize as a fact below: each amount
 * shown once, and never a $0 (a room with no jackpot, no guarantee and no sale shows none).
 * `topPrize` is the best pattern prize from the room's own terms, when known.
 */
export function roomPrizeView(
  game: Pick<GameInstance, 'progressiveAmount' | 'prizePool' | 'bonoboPayout'>,
  topPrize = 0,
): { headline: RoomHeadline | null; topPrizeFact: number | null } {
  const top = Math.max(topPrize, game.bonoboPayout ?? 0);
  if (game.progressiveAmount > 0)
    return {
      headline: { kind: 'jackpot', amount: game.progressiveAmount },
      topPrizeFact: top > 0 ? top : null,
    };
  if (top > 0) return { headline: { kind: 'topPrize', amount: top }, topPrizeFact: null };
  if (game.prizePool > 0) return { headline: { kind: 'prizes', amount: game.prizePool }, topPrizeFact: null };
  return { headline: null, topPrizeFact: null };
}
