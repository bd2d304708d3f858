import { action, observable } from 'mobx';
import { bingoCallLetter, type BingoGameView } from '../../protocol/bingo';
import { cardViews } from '../../src/stores/bingo/bingoCards';
import type { BingoFeed, BingoSceneProps, BingoSceneTexts } from '../../scenes/bingo/BingoScene';

/** A fixed 75-ball card: column c holds numbers 15c+1..15c+15, spread by the card's index. */
function card75(index: number): number[] {
  const cells: number[] = [];
  for (let row = 0; row < 5; row++)
    for (let column = 0; column < 5; column++)
      cells.push(row === 2 && column === 2 ? 0 : 15 * column + 1 + ((row * 3 + index * 7 + column) % 15));
  return cells;
}

/** A fixed 90-ball ticket: five numbers a row, column c holding 10c+1..10c+10 (1..9 first). */
function ticket90(index: number): number[] {
  const cells: number[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 9; column++) {
      const filled = (column + row + index) % 9 < 5;
      cells.push(filled ? Math.max(1, 10 * column + 1 + ((row * 3 + index) % 9)) : 0);
    }
  return cells;
}

const calls75 = [7, 22, 41, 63, 12, 35, 50, 68, 3, 19, 44, 71, 28, 56, 9, 31, 47, 60];
const calls90 = [5, 18, 27, 33, 46, 52, 61, 74, 88, 11, 23, 39, 40, 57, 66, 70, 81, 2];

function game(format: 75 | 90, cards: number, calls: number[], won: boolean): BingoGameView {
  const patterns: BingoGameView['patterns'] =
    format === 75
      ? [
          { pattern: 'line', prize: 12.5 },
          { pattern: 'corners', prize: 12.5 },
          { pattern: 'fullBox', prize: 37.5 },
        ]
      : [
          { pattern: 'oneLine', prize: 6 },
          { pattern: 'twoLines', prize: 10 },
          { pattern: 'fullHouse', prize: 24 },
        ];
  const view: BingoGameView = {
    gameInstanceId: 1,
    format,
    gameStatus: 'STARTED',
    callIntervalMs: 3000,
    calls,
    patternIndex: won ? 1 : 0,
    patterns,
    jackpot: 500,
    jackpotCalls: 45,
    seedCommitment: null,
    seed: null,
    cards: Array.from({ length: cards }, (_, i) => ({
      playId: 100 + i,
      cells: format === 75 ? card75(i) : ticket90(i),
      prize: 0,
    })),
    finished: false,
  };
  if (won) {
    patterns[0].wonAtCall = calls.length;
    patterns[0].winners = [
      { playId: 100, screenName: 'You', prize: 6.25 },
      { playId: 9001, screenName: 'LuckyLou', prize: 6.25 },
    ];
  }
  return view;
}

/** An observable feed, as the store is: `call(n)` plays one more number (the stage bench's poke). */
function feedOf(view: BingoGameView): BingoFeed & { call(n: number): void } {
  const feed = observable(
    {
      view,
      get cards() {
        return cardViews(this.view, new Set(this.view.calls));
      },
      call(n: number) {
        this.view.calls.push(n);
      },
    },
    { call: action },
  );
  return feed;
}

export const BINGO_TEXTS: BingoSceneTexts = {
  language: 'en_US',
  title: 'Bingo 75 Blast',
  waiting: 'Waiting for the first call',
  callOf: (call, total) => `Call ${call} of ${total}`,
  callName: (n, format) => `${bingoCallLetter(format, n) ?? ''}${n}`,
  pattern: (p) => ({ line: 'Any line', corners: 'Four corners', fullBox: 'Full box' })[p as string] ?? p,
  prize: (amount) => `Prize $${amount.toFixed(2)}`,
  toGo: (n) => (n === 0 ? 'Bingo!' : `${n} to go`),
  won: (amount) => `Won $${amount.toFixed(2)}`,
  wonBy: (pattern, names, amount) => `${pattern}: ${names} ($${amount.toFixed(2)})`,
  finished: 'Game over',
  watching: 'Watching this game',
  noCards: 'You have no cards in this game.',
  notWonYet: 'Not won yet',
};

/** The bingo hall's key states: a few calls in, a pattern just won, many cards, a 90-ball strip. */
export const BINGO_STATES: Readonly<Record<string, () => BingoSceneProps>> = {
  waiting: () => ({ feed: feedOf(game(75, 6, [], false)), texts: BINGO_TEXTS }),
  'mid-game': () => ({ feed: feedOf(game(75, 6, calls75.slice(0, 12), false)), texts: BINGO_TEXTS }),
  'line-won': () => ({ feed: feedOf(game(75, 6, calls75, true)), texts: BINGO_TEXTS }),
  'many-cards': () => ({ feed: feedOf(game(75, 24, calls75.slice(0, 14), false)), texts: BINGO_TEXTS }),
  'strip-90': () => ({
    feed: feedOf(game(90, 6, calls90, false)),
    texts: { ...BINGO_TEXTS, title: 'Bingo 90 Strips' },
  }),
};
