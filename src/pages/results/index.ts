/** The results chunk: draws, completed games, replays, game-over pages, players and bets. */
export { LastDrawsPage } from './LastDrawsPage';
export { CompletedGamesPage } from './CompletedGamesPage';
export { ReplayPage } from './ReplayPage';
export {
  GameOverPage,
  GameOverLotteryPage,
  GameOverRafflePage,
  GameOverRaffleExtPage,
} from './GameOverPages';
export { PlayersPage, BetsPage } from './InstancePages';
