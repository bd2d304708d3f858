import { describe, expect, it } from 'vitest';
import { revealUnitsOf, symbolsForAmounts, ticketViewOf } from '../../../../src/stores/instant/fromWire';

const ticket = {
  ticketId: 42,
  title: 'Lucky Stars',
  currencyId: 'USD',
  price: 2,
  prize: 50,
  revealed: [] as number[],
  finished: false,
};
const rules = { gameId: 7, prizes: [{ prizeMinor: 200 }, { prizeMinor: 5000 }] };

describe('ticket views from the wire', () => {
  it('gives each amount of a match-three card one symbol and keeps minor units', () => {
    const cells = [5000, 200, 5000, 100, 5000, 200, 1000, 100, 300];
    const view = ticketViewOf(
      { ...ticket, revealed: [0, 4] },
      { kind: 'scratchcard', variant: 'match3', cells },
      rules,
    );
    expect(view.kind).toBe('scratchcard');
    if (view.kind !== 'scratchcard' || view.card.layout !== 'matchThree') throw new Error('wrong view');
    expect(view.prizeMinor).toBe(5000);
    expect(view.priceMinor).toBe(200);
    expect(view.ticketId).toBe('42');
    const symbols = symbolsForAmounts(cells);
    expect(new Set([0, 2, 4].map((i) => symbols[i])).size).toBe(1);
    expect(symbols[0]).not.toBe(symbols[1]);
    expect(view.revealed.cells).toEqual([0, 4]);
  });

  it('maps the numbers card panel unit to the winning cells and back', () => {
    const p = {
      kind: 'scratchcard' as const,
      variant: 'numbers' as const,
      winningNumbers: [3, 9, 27],
      yourNumbers: [
        { number: 9, prizeMinor: 5000 },
        { number: 4, prizeMinor: 200 },
      ],
    };
    const view = ticketViewOf({ ...ticket, revealed: [0, 2] }, p, rules);
    expect(view.revealed).toEqual({ cells: [0, 1, 2, 4] });
    expect(revealUnitsOf(view, { cells: [0, 1, 2, 4] })).toEqual([0, 2]);
    expect(revealUnitsOf(view, { cells: [0, 3] })).toEqual([1]);
  });

  it('spins to the stop segment on an even wheel, and counts called letters', () => {
    const spin = ticketViewOf(
      { ...ticket, revealed: [0] },
      { kind: 'spinner', segments: [200, 0, 5000, 0], stopSegment: 2 },
      rules,
    );
    expect(spin).toMatchObject({ kind: 'spinner', winningSegment: 2, revealed: { spun: true } });
    expect(revealUnitsOf(spin, { spun: true })).toEqual([0]);
    const words = ticketViewOf(
      { ...ticket, revealed: [0, 1, 2] },
      {
        kind: 'crossword',
        width: 5,
        height: 3,
        words: [
          { word: 'PRIZE', row: 0, col: 0 },
          { word: 'GOLD', row: 2, col: 0 },
        ],
        calledLetters: ['P', 'R', 'I', 'Z', 'E'],
        completedWords: 1,
      },
      {
        gameId: 8,
        prizes: [
          { prizeMinor: 200, words: 1 },
          { prizeMinor: 5000, words: 2 },
        ],
      },
    );
    expect(words).toMatchObject({ kind: 'crossword', rows: 3, cols: 5, revealed: { called: 3 } });
    if (words.kind !== 'crossword') throw new Error('wrong view');
    expect(words.prizeTable).toEqual([
      { words: 1, prizeMinor: 200 },
      { words: 2, prizeMinor: 5000 },
    ]);
    expect(words.words[0].direction).toBe('across');
    expect(revealUnitsOf(words, { called: 2 })).toEqual([0, 1]);
  });
});
