import type { DrawResult } from '../../src/stores/playout/playoutShow';

export type WinFlag = keyof NonNullable<DrawResult['flags']>;

/**
 * Every text the lottery playout draws on the canvas, translated by the page (useSceneTexts);
 * the English defaults serve the QA harness and the visual baselines. Numbers go in through
 * functions so each language places them itself.
 */
export interface DrawPlayoutTexts {
  /** Countdown caption above the mm:ss time. */
  startsIn: string;
  /** Status line in the header, per phase. */
  waiting: string;
  started: string;
  complete: string;
  ball: (position: number, total: number) => string;
  bonusBall: (position: number, total: number) => string;
  /** Plays panel. */
  myPlays: string;
  morePlays: (count: number) => string;
  /** Totals panel captions. */
  matched: string;
  winnings: string;
  progressive: string;
  /** Result line at the end, its parts joined with a middle dot. */
  youWon: string;
  noWin: string;
  jackpot: string;
  flags: Readonly<Record<WinFlag, string>>;
  /** The rich machine's pre-show beside the drum, and its build-up and match captions. */
  jackpotCaption: string;
  prizePoolCaption: string;
  players: (count: number) => string;
  oneToGo: string;
  match: string;
}

export const DEFAULT_DRAW_PLAYOUT_TEXTS: DrawPlayoutTexts = {
  startsIn: 'Draw starts in',
  waiting: 'Waiting for the draw',
  started: 'The draw has started',
  complete: 'Draw complete',
  ball: (position, total) => `Ball ${position} of ${total}`,
  bonusBall: (position, total) => `Bonus ball ${position} of ${total}`,
  myPlays: 'My plays',
  morePlays: (count) => `+${count} more`,
  matched: 'Matched',
  winnings: 'Winnings',
  progressive: 'Progressive',
  youWon: 'You won!',
  noWin: 'No win this time',
  jackpot: 'Progressive jackpot!',
  flags: { lucky: 'Lucky win', bonobo: 'Bonobo win', multi: 'Multi win', perfect: 'Perfect win' },
  jackpotCaption: 'Jackpot',
  prizePoolCaption: 'Prize pool',
  players: (count) => (count === 1 ? '1 player' : `${count} players`),
  oneToGo: '1 to go!',
  match: 'Match!',
};

/** The result line: "You won!", the jackpot, then each win flag set, in the result's order. */
export function verdictText(texts: DrawPlayoutTexts, result: DrawResult, won: boolean): string {
  if (!won) return texts.noWin;
  const flags = Object.entries(result.flags ?? {})
    .filter(([name, on]) => on && name in texts.flags)
    .map(([name]) => texts.flags[name as WinFlag]);
  const jackpot = result.progressive.won ? [texts.jackpot] : [];
  return [texts.youWon, ...jackpot, ...flags].join('  ·  ');
}
