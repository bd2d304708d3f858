import { describe, expect, it } from 'vitest';
import { bingoCallLetter } from '../../protocol/bingo';

describe('bingoCallLetter', () => {
  it('names each 75-ball column by its letter, at both ends of its range', () => {
    const cases: [number, string][] = [
      [1, 'B'],
      [7, 'B'],
      [15, 'B'],
      [16, 'I'],
      [30, 'I'],
      [31, 'N'],
      [45, 'N'],
      [46, 'G'],
      [60, 'G'],
      [61, 'O'],
      [68, 'O'],
      [75, 'O'],
    ];
    for (const [number, letter] of cases) expect(bingoCallLetter(75, number), String(number)).toBe(letter);
  });

  it('gives 90-ball calls no letter', () => {
    for (const number of [1, 15, 46, 75, 90]) expect(bingoCallLetter(90, number)).toBeNull();
  });

  it('gives no letter to a number outside the format', () => {
    for (const number of [0, -1, 76, 90, 7.5, NaN]) expect(bingoCallLetter(75, number)).toBeNull();
  });
});
