/** The game-over scene's words; the result it shows is GameOverResult (src/stores/playout/stageResults). */
export interface GameOverTexts {
  title: string;
  won: (amount: string) => string;
  noWin: string;
  plays: (count: number) => string;
  noPlays: string;
  drawn: string;
  jackpot: string;
}

export const DEFAULT_GAME_OVER_TEXTS: GameOverTexts = {
  title: 'Game Over',
  won: (amount) => `You won ${amount}`,
  noWin: 'No win this time',
  plays: (count) => `You had ${count} ${count === 1 ? 'play' : 'plays'} in this game.`,
  noPlays: 'You had no plays in this game.',
  drawn: 'Drawn',
  jackpot: 'Progressive jackpot won!',
};
