import type { DrawResult } from '../../src/stores/playout/playoutShow';
import type { GameOverResult, RaffleResult } from '../../src/stores/playout/stageResults';

/** Draw results for the harness and visual tests: fixed data, as the server would send it. */
export const winningDraw: DrawResult = {
  gameTitle: 'Daily Draw 6/49',
  drawRange: 49,
  draws: [3, 27, 11, 44, 19, 8],
  draws2nd: [4],
  myPlays: ['3,11,19,22,35,41#4', '1,8,27,30,44,49#9', '5,6,12,18,33,47#2'],
  winnings: 1250.5,
  progressive: { amount: 48_200, won: false },
  currencyId: 'USD',
  flags: { lucky: true },
};

export const losingDraw: DrawResult = {
  ...winningDraw,
  draws: [2, 14, 23, 36, 40, 45],
  draws2nd: [7],
  winnings: 0,
  flags: {},
};

/** A raffle of five ranks; the viewing player holds the rank 3 ticket. Rank 1 first, as drawn. */
export const raffleDraw: RaffleResult = {
  gameTitle: 'Weekend Raffle',
  ticketPrefix: 'DH',
  currencyId: 'USD',
  ranks: [
    { rankNumber: 1, ticket: 1042, screenName: 'Marta', prize: 5000, mine: false },
    { rankNumber: 2, ticket: 77, screenName: 'Jon', prize: 1000, mine: false },
    { rankNumber: 3, ticket: 311, screenName: 'You', prize: 250, mine: true },
    { rankNumber: 4, ticket: 980, screenName: 'Ade', prize: 50, mine: false },
    { rankNumber: 5, ticket: 12, screenName: 'Li', prize: 10, mine: false },
  ],
};

export const lotteryGameOverWin: GameOverResult = {
  kind: 'lottery',
  gameTitle: winningDraw.gameTitle,
  winnings: winningDraw.winnings,
  currencyId: 'USD',
  draws: winningDraw.draws,
  draws2nd: winningDraw.draws2nd,
  plays: winningDraw.myPlays.length,
};

export const lotteryGameOverNoWin: GameOverResult = {
  ...lotteryGameOverWin,
  winnings: 0,
  draws: losingDraw.draws,
  draws2nd: losingDraw.draws2nd,
};

export const raffleGameOverWin: GameOverResult = {
  kind: 'raffle',
  gameTitle: raffleDraw.gameTitle,
  winnings: 250,
  currencyId: 'USD',
  draws: raffleDraw.ranks.map((r) => r.ticket),
  plays: 3,
  ticketPrefix: 'DH',
};

export const raffleGameOverNoWin: GameOverResult = { ...raffleGameOverWin, winnings: 0, plays: 0 };
