import { CompletedGamesStore, type CompletedGamesStoreDeps } from './CompletedGamesStore';
import { watchEndedGames } from './endedGamesWatch';
import type { FinishedGameDeps } from './finishedGame';
import { GameOverStore, type GameOverStoreDeps } from './GameOverStore';
import { InstancePlaysStore, type InstancePlaysStoreDeps } from './InstancePlaysStore';
import { LastDrawsStore, type LastDrawsStoreDeps } from './LastDrawsStore';
import { ReplayStore, type ReplayTimers } from './ReplayStore';

/** Every results page's context (RootStore gives them all). */
export type ResultsStoreDeps = LastDrawsStoreDeps &
  CompletedGamesStoreDeps &
  FinishedGameDeps &
  GameOverStoreDeps &
  InstancePlaysStoreDeps & {
    /** The site: the replay search asks for its game types. */
    readonly memberId: number;
  };

/** The player's way back: last draws, completed games, replays, game-over pages, players and bets. */
export class ResultsStore {
  readonly lastDraws: LastDrawsStore;
  readonly completed: CompletedGamesStore;
  readonly replay: ReplayStore;
  readonly gameOver: GameOverStore;
  readonly instance: InstancePlaysStore;

  constructor(
    private readonly deps: ResultsStoreDeps,
    timers?: ReplayTimers,
  ) {
    this.lastDraws = new LastDrawsStore(deps);
    this.completed = new CompletedGamesStore(deps);
    this.replay = new ReplayStore(deps, timers);
    this.gameOver = new GameOverStore(deps);
    this.instance = new InstancePlaysStore(deps);
  }

  /** Live /history: a game the player was in ends, the first page reloads. Returns the disposer. */
  watchCompleted(): () => void {
    return watchEndedGames(
      this.deps.lobby,
      (g) => g.playerInGame,
      () => this.completed.refreshIfFirstPage(),
    );
  }
}
