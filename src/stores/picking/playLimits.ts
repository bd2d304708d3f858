import type { GameInstance } from '../../../protocol/types';
import { MAX_PLAYS_PER_REQUEST } from '../../../protocol/constants';

/**
 * Spec section 5, Playing: requested plays never exceed the smaller of the player's remaining
 * plays and the game's remaining plays (and one request's maximum).
 */
export function maxPlaysFor(game: GameInstance): number {
  const playerLeft = game.playerPlayMax - (game.playerPlaysInGame ?? 0);
  const gameLeft = game.gamePlayMax - game.gamePlayCurrent;
  return Math.max(0, Math.min(playerLeft, gameLeft, MAX_PLAYS_PER_REQUEST));
}

/** A play as it travels: sorted numbers joined by ',', the second set after '#'. */
export function playString(main: readonly number[], second: readonly number[]): string {
  const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');
  return second.length ? `${sorted(main)}#${sorted(second)}` : sorted(main);
}

/** Picks `count` distinct balls from 1..range not already chosen. */
export function randomBalls(
  range: number,
  count: number,
  chosen: readonly number[],
  random: () => number,
): number[] {
  const pool = Array.from({ length: range }, (_, i) => i + 1).filter((b) => !chosen.includes(b));
  const picked: number[] = [];
  for (let i = 0; i < count && pool.length; i++)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return picked;
}
