import type { GameInstance } from '../../../protocol/types';

/**
 * How many cards a player may pick: 1 up to their maximum; 90-ball rooms in strips of six
 * tickets (the demo's sell strips; the lobby's game data does not say which rooms do).
 */
export function cardChoices(game: Pick<GameInstance, 'playerPlayMax' | 'drawRange'>): number[] {
  const max = Math.max(1, game.playerPlayMax || 24);
  const step = game.drawRange === 90 ? 6 : 1;
  const choices = Array.from({ length: Math.floor(max / step) }, (_, i) => (i + 1) * step);
  return choices.length > 0 ? choices : [1];
}

/** The count a room's control starts at: one strip in 90-ball, four cards in 75-ball (or the most allowed). */
export function firstCardCount(choices: readonly number[], drawRange: number): number {
  return choices[Math.min(choices.length - 1, drawRange === 90 ? 0 : 3)];
}

/** The choice `steps` away from `value` (negative: fewer), held within the choices. */
export function stepCardCount(choices: readonly number[], value: number, steps: number): number {
  const at = choices.findIndex((n) => n >= value);
  const from = at < 0 ? choices.length - 1 : at;
  return choices[Math.max(0, Math.min(choices.length - 1, from + steps))];
}
