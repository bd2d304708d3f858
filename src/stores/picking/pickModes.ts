import type { BetTypeInfo, GameInstance } from '../../../protocol/types';
import { combinations, DEFAULT_MAX_PERM_NUMBERS } from '../../../protocol/betTypes';
import { linesOfOffer } from './betOffers';

/**
 * How a game is picked: 'lines' (a play per line, the lottery way), 'bets' (a fixed-odds one-draw
 * game: a bet type, then selections that stand for their lines) or 'perm' (a perm entry: more
 * numbers than the pick size, every pickSize-combination a play, joined with joinGamePerm).
 */
export type PickMode = 'lines' | 'bets' | 'perm';

/** Most numbers a perm entry may hold (the server's default bound on perm selections). */
export const PERM_MAX_NUMBERS = DEFAULT_MAX_PERM_NUMBERS;
/** The multi option's most further draws (a join's subscriptions field allows 0..52). */
export const MAX_EXTRA_DRAWS = 52;

/** Plays (lines sold) one entry stands for; 0 when it does not make an entry yet. */
export function playsOfEntry(
  entry: string,
  context: {
    mode: PickMode;
    game: Pick<GameInstance, 'gamePlaySize' | 'gamePlaySize2nd' | 'drawRange'>;
    offer: BetTypeInfo | null;
  },
): number {
  const [main, second = ''] = entry.split('#');
  const picked = main.split(',').filter(Boolean).length;
  const picked2nd = second.split(',').filter(Boolean).length;
  const { mode, game, offer } = context;
  if (mode === 'lines') return picked === game.gamePlaySize ? 1 : 0;
  if (mode === 'bets') return offer ? linesOfOffer(offer, picked, game.drawRange) : 0;
  if (picked2nd !== (game.gamePlaySize2nd || 0)) return 0;
  if (picked <= game.gamePlaySize || picked > PERM_MAX_NUMBERS) return 0;
  return combinations(picked, game.gamePlaySize);
}
