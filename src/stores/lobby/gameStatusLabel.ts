import type { GameInstance } from '../../../protocol/types';
import { TOURNAMENT_READY_WINDOW_MS } from '../../constants';

/** The displayed game states of spec section 4; each is a translation key under `status.`. */
export type StatusLabel =
  'openingSoon' | 'open' | 'startingSoon' | 'starting' | 'playing' | 'soldOut' | 'closed' | 'completed';

type StatusFields = Pick<
  GameInstance,
  'gameStatus' | 'gamePlayMax' | 'gamePlayCurrent' | 'tournament' | 'tournamentStartTime'
>;

/** Maps the server status (plus sold-out and start proximity) to what a tile shows. */
export function statusLabelOf(game: StatusFields, now: number): StatusLabel {
  switch (game.gameStatus) {
    case 'OPEN':
      if (game.gamePlayMax > 0 && game.gamePlayCurrent >= game.gamePlayMax) return 'soldOut';
      if (game.tournament && game.tournamentStartTime - now <= TOURNAMENT_READY_WINDOW_MS)
        return 'startingSoon';
      return 'open';
    case 'FULL':
      return 'soldOut';
    case 'CLOSED':
      return 'closed';
    case 'READY':
    case 'RETRY':
      return 'starting';
    case 'STARTED':
      return 'playing';
    case 'ENDED':
    case 'REPLAY1':
    case 'REFUNDED':
      return 'completed';
    default:
      // A status this client does not know yet (e.g. a game announced before registration opens).
      return 'openingSoon';
  }
}

/** What the tile's countdown runs to: the tournament start, else the registration end. */
export function countdownTargetOf(
  game: Pick<GameInstance, 'tournament' | 'tournamentStartTime' | 'registrationEndTime'>,
): number {
  return game.tournament && game.tournamentStartTime > 0
    ? game.tournamentStartTime
    : game.registrationEndTime;
}
