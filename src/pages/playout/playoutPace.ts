import type { GameInstance } from '../../../protocol/types';

/**
 * The pace a live show keeps: the game's playout time, so its balls (or tickets) fill the time
 * the server gives the draw. A replay keeps the show's own pace (undefined): it is a recap the
 * player asked for, and the server no longer waits on it.
 */
export function playoutMsOf(
  game: Pick<GameInstance, 'playoutSeconds'> | null,
  mode: 'live' | 'replay',
): number | undefined {
  const seconds = game?.playoutSeconds;
  return mode === 'live' && seconds && seconds > 0 ? seconds * 1000 : undefined;
}
