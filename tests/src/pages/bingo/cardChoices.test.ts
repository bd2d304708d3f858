import { describe, expect, it } from 'vitest';
import { cardChoices, firstCardCount, stepCardCount } from '../../../../src/pages/bingo/cardChoices';

describe('bingo card choices', () => {
  it('offers 1 up to the player maximum in 75-ball, strips of six in 90-ball', () => {
    expect(cardChoices({ playerPlayMax: 5, drawRange: 75 })).toEqual([1, 2, 3, 4, 5]);
    expect(cardChoices({ playerPlayMax: 24, drawRange: 90 })).toEqual([6, 12, 18, 24]);
    // A maximum under one strip still lets a player buy something; no maximum means 24.
    expect(cardChoices({ playerPlayMax: 4, drawRange: 90 })).toEqual([1]);
    expect(cardChoices({ playerPlayMax: 0, drawRange: 75 })).toHaveLength(24);
  });

  it('starts at four cards in 75-ball and one strip in 90-ball, within what is allowed', () => {
    expect(firstCardCount([1, 2, 3, 4, 5], 75)).toBe(4);
    expect(firstCardCount([1, 2], 75)).toBe(2);
    expect(firstCardCount([6, 12, 18, 24], 90)).toBe(6);
  });

  it('steps through the allowed counts only and stops at either end', () => {
    const strips = [6, 12, 18, 24];
    expect(stepCardCount(strips, 6, 1)).toBe(12);
    expect(stepCardCount(strips, 12, -1)).toBe(6);
    expect(stepCardCount(strips, 6, -1)).toBe(6);
    expect(stepCardCount(strips, 24, 1)).toBe(24);
    expect(stepCardCount(strips, 12, 3)).toBe(24);
    expect(stepCardCount(strips, 18, -Infinity)).toBe(6);
    // A count between choices (the room's terms changed under it) moves from the next one up.
    expect(stepCardCount(strips, 7, 0)).toBe(12);
    expect(stepCardCount(strips, 30, -1)).toBe(18);
  });
});
