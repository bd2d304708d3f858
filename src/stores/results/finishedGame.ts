import type { GameResultsResult } from '../../../protocol/calls/games';
import type { GameInstance, GameResults } from '../../../protocol/types';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';
import type { RpcClient } from '../../net/RpcClient';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import { isRaffleRule } from './gameChoices';
import type { MyPlay } from './gameOverMaths';

/** An ended instance as the game-over and replay pages need it. */
export interface FinishedGame {
  gameInstanceId: number;
  gameStatus: GameResultsResult['gameStatus'];
  results: GameResults;
  /** REPLAY1 data from getGameResults when asked for (startDelayMs, drawRange, ...). */
  replay: Record<string, unknown> | null;
  /** The instance: from the player's history, else the lobby; null for a visitor once it left the lobby. */
  game: GameInstance | null;
  /** The instance's rule, as the server answered with the results (known without `game`). */
  gameRule: string | null;
  /** The player's plays with the server's ranks and prizes; empty for visitors and non-players. */
  myPlays: MyPlay[];
}

export type GameKind = 'lottery' | 'raffle';

export const gameKindOf = (game: Pick<GameInstance, 'gameRule'> | null): GameKind =>
  game && isRaffleRule(game.gameRule) ? 'raffle' : 'lottery';

/** A finished game's rule: the server's answer first, the instance's for an older server. */
export const finishedRuleOf = (finished: FinishedGame | null): Pick<GameInstance, 'gameRule'> | null => {
  const gameRule = finished?.gameRule ?? finished?.game?.gameRule;
  return gameRule ? { gameRule } : null;
};

/** What loading a finished game reads: the server, whether the player is in, the lobby's copy. */
export interface FinishedGameDeps {
  readonly transport: RpcClient;
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly lobby: LobbyStore;
}

/** getGameResults, and for a logged-in player getGameHistoryDetail (a fault there means "not in it"). */
export async function loadFinishedGame(
  deps: FinishedGameDeps,
  gameInstanceId: number,
  options: { replay?: boolean } = {},
): Promise<FinishedGame> {
  const resultsCall = deps.transport.call('getGameResults', {
    gameInstanceId,
    replay: options.replay ?? false,
  });
  const detailCall = deps.session.loggedIn
    ? deps.transport
        .call('getGameHistoryDetail', { gameInstanceId, languageId: deps.ui.language })
        .catch((error: unknown) => {
          // Not in the game is an answer; a lost connection is not, and must surface.
          if (toRpcFault(error).code === FaultCode.Validation) return null;
          throw error;
        })
    : Promise.resolve(null);
  const [results, detail] = await Promise.all([resultsCall, detailCall]);
  const replay =
    results.replay && typeof results.replay === 'object' ? (results.replay as Record<string, unknown>) : null;
  const game = detail?.game ?? deps.lobby.games.get(gameInstanceId) ?? null;
  return {
    gameInstanceId,
    gameStatus: results.gameStatus,
    results: results.results,
    replay,
    game,
    gameRule: results.gameRule ?? game?.gameRule ?? null,
    myPlays: (detail?.plays ?? []).map((p) => ({ play: p.play, rankNumber: p.rankNumber, prize: p.prize })),
  };
}
