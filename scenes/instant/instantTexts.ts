/**
 * Every text the instant scenes (scratchcard, spinner, crossword) draw on the canvas, translated
 * by the page (src/pages/instant/useInstantSceneTexts.ts, keys under instantScenes.* in
 * config/locales); the English defaults serve the QA harness and the visual baselines. Numbers
 * and amounts go in through functions so each language places them itself.
 */
export interface InstantSceneTexts {
  /** Result line once the ticket is fully revealed. */
  youWon: (amount: string) => string;
  noWin: string;
  /** Caption over the amount the ticket won so far / in total. */
  prize: string;
  price: (amount: string) => string;
  revealAll: string;
  /** Scratchcards. */
  scratchHint: string;
  matchThreeRule: string;
  numbersRule: string;
  winningNumbers: string;
  yourNumbers: string;
  keysScratch: string;
  /** Spinner. */
  spin: string;
  spinRule: string;
  spinHint: string;
  noPrizeSegment: string;
  /** Crossword. */
  crosswordRule: string;
  yourLetters: string;
  wordsCompleted: (count: number, total: number) => string;
  wordsPay: (count: number) => string;
  keysCall: string;
}

export const DEFAULT_INSTANT_TEXTS: InstantSceneTexts = {
  youWon: (amount) => `You won ${amount}!`,
  noWin: 'Not a winner this time',
  prize: 'Prize',
  price: (amount) => `Ticket ${amount}`,
  revealAll: 'Reveal all',
  scratchHint: 'Scratch the panels to reveal',
  matchThreeRule: 'Match three symbols to win that prize',
  numbersRule: 'Match your numbers to the winning numbers',
  winningNumbers: 'Winning numbers',
  yourNumbers: 'Your numbers',
  keysScratch: 'Tab or arrows: choose · Enter: scratch · A: reveal all',
  spin: 'Spin',
  spinRule: 'Spin the wheel to reveal your prize',
  spinHint: 'Tap the wheel or press Enter to spin',
  noPrizeSegment: 'No win',
  crosswordRule: 'Complete words with your letters to win',
  yourLetters: 'Your letters',
  wordsCompleted: (count, total) => `Words completed: ${count} of ${total}`,
  wordsPay: (count) => `${count} words`,
  keysCall: 'Tap the grid or press Enter to call a letter · A: reveal all',
};

export function instantTexts(partial?: Partial<InstantSceneTexts>): InstantSceneTexts {
  return { ...DEFAULT_INSTANT_TEXTS, ...partial };
}
