import { describe, expect, it } from 'vitest';
import type { OneDrawRules } from '../../../../server/domain/draw/betTypes';
import { replayBetLines } from '../../../../server/domain/play/replayBetLines';

const rules: OneDrawRules = { ballRange: 8, drawCount: 3, odds: { 'First Number Drop': 6, 'Perm 2': 7 } };

describe('replaying sold one-draw lines', () => {
  it('keeps each line with its own bet type', () => {
    expect(replayBetLines(['1,2', '5'], ['Perm 2', 'First Number Drop'], rules, 10)).toEqual({
      ok: true,
      plays: ['1,2', '5'],
      betTypes: ['Perm 2', 'First Number Drop'],
    });
  });

  it('refuses lines that are not lines of their bet type in this game', () => {
    const cases: [string[], string[], number][] = [
      [['1,2'], ['Direct 2'], 10], // a type the game does not offer
      [['1,2,3'], ['Perm 2'], 10], // a whole bet, not a line
      [['2,1'], ['Perm 2'], 10], // not as sold (sorted)
      [['1,9'], ['Perm 2'], 10], // outside the ball range
      [['1,2'], [], 10], // a line without its type
      [['1,2', '1,3'], ['Perm 2', 'Perm 2'], 1], // more lines than allowed
    ];
    for (const [lines, types, max] of cases) expect(replayBetLines(lines, types, rules, max).ok).toBe(false);
  });
});
