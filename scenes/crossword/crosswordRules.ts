import type { CrosswordPrizeRow, CrosswordWord } from '../../src/stores/instant/ticketView';

/** The grid squares a word covers, first letter first. */
export function wordCells(word: CrosswordWord): { row: number; col: number; letter: string }[] {
  return [...word.word].map((letter, i) => ({
    row: word.row + (word.direction === 'down' ? i : 0),
    col: word.col + (word.direction === 'across' ? i : 0),
    letter,
  }));
}

export const cellKey = (row: number, col: number): string => `${row},${col}`;

/**
 * The letter on each occupied square. Crossing words must agree on the letter they share and
 * every word must fit the grid; a ticket that breaks either is refused rather than drawn wrong.
 */
export function gridLetters(
  words: readonly CrosswordWord[],
  rows: number,
  cols: number,
): Map<string, string> {
  const grid = new Map<string, string>();
  for (const word of words)
    for (const { row, col, letter } of wordCells(word)) {
      if (row < 0 || col < 0 || row >= rows || col >= cols)
        throw new RangeError(`${word.word} leaves the ${rows}x${cols} grid`);
      const key = cellKey(row, col);
      const there = grid.get(key);
      if (there !== undefined && there !== letter)
        throw new RangeError(`${word.word} crosses ${there} with ${letter} at ${key}`);
      grid.set(key, letter);
    }
  return grid;
}

/** Indices of the words whose every letter has been called. */
export function completedWords(words: readonly CrosswordWord[], called: Iterable<string>): number[] {
  const set = new Set(called);
  return words.flatMap((w, i) => ([...w.word].every((l) => set.has(l)) ? [i] : []));
}

/** What `count` completed words pay: the richest row the count reaches (0 below the first row). */
export function prizeForWords(table: readonly CrosswordPrizeRow[], count: number): number {
  return table.reduce(
    (best, row) => (row.words <= count && row.prizeMinor > best ? row.prizeMinor : best),
    0,
  );
}
