import type { GameInstance } from '../../../protocol/types';
import { gameKindOf } from '../../../protocol/gameRules';

// Which games the checkout sells is the lobby's to know (its tiles offer the checkout).
export { isCheckoutGame } from '../lobby/gameLinks';

export const isRaffle = (game: Pick<GameInstance, 'gameRule'>) => gameKindOf(game.gameRule) === 'raffle';

/** Integer minor units of a major amount (money travels in major units). */
export const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);
export const toMajor = (minor: number, decimals: number) => minor / 10 ** decimals;

/** A line as it travels: sorted main numbers, then '#' and the second set when the game has one. */
export function lineOf(main: readonly number[], second: readonly number[] = []): string {
  const sorted = (balls: readonly number[]) => [...balls].sort((a, b) => a - b).join(',');
  return second.length ? `${sorted(main)}#${sorted(second)}` : sorted(main);
}

/** `count` distinct balls from 1..range, kept apart from `taken` (drawn from what is left, so it always ends). */
export function randomBalls(
  range: number,
  count: number,
  taken: readonly number[] = [],
  random: () => number = Math.random,
): number[] {
  const left = Array.from({ length: range }, (_, i) => i + 1).filter((b) => !taken.includes(b));
  const out: number[] = [];
  while (out.length < count && left.length > 0)
    out.push(...left.splice(Math.floor(random() * left.length), 1));
  return out;
}
