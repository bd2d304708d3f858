import type { DrawResult } from '../lottery/drawResult';

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
