import type { RootStore } from '../RootStore';
import { CompletedGamesStore } from './CompletedGamesStore';
import { watchEndedGames } from './endedGamesWatch';
import { GameOverStore } from './GameOverStore';
import { InstancePlaysStore } from './InstancePlaysStore';
import { LastDrawsStore } from './LastDrawsStore';
import { ReplayStore, type ReplayTimers } from './ReplayStore';

/** The player's way back: last draws, completed games, replays, game-over pages, players and bets. */
export class ResultsStore {
  readonly lastDraws: LastDrawsStore;
  readonly completed: CompletedGamesStore;
  readonly replay: ReplayStore;
  readonly gameOver: GameOverStore;
  readonly instance: InstancePlaysStore;

  constructor(
    private readonly root: RootStore,
    timers?: ReplayTimers,
  ) {
    this.lastDraws = new LastDrawsStore(root);
    this.completed = new CompletedGamesStore(root);
    this.replay = new ReplayStore(root, timers);
    this.gameOver = new GameOverStore(root);
    this.instance = new InstancePlaysStore(root);
  }

  /** Live /history: a game the player was in ends, the first page reloads. Returns the disposer. */
  watchCompleted(): () => void {
    return watchEndedGames(
      this.root.lobby,
      (g) => g.playerInGame,
      () => this.completed.refreshIfFirstPage(),
    );
  }
}
