import { describe, expect, it } from 'vitest';
import {
  betTypeDef,
  combinations,
  DEFAULT_MAX_PERM_NUMBERS,
  isBetType,
  kCombinations,
  linesOf,
  selectionSize,
  type BetType,
} from '../../protocol/betTypes';
import { BET_TYPE_ORDER } from '../../protocol/constants';

/** Every k-combination of a list, for a brute-force check. */
function combos<T>(list: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...combos(rest, k - 1).map((c) => [head, ...c]), ...combos(rest, k)];
}

describe('bet type rules', () => {
  it('knows every bet type of the display order, and no other name', () => {
    for (const name of BET_TYPE_ORDER) expect(isBetType(name)).toBe(true);
    expect(isBetType('Direct 6')).toBe(false);
    expect(isBetType('Perm')).toBe(false);
  });

  it('kind and line size of each bet type', () => {
    const table: [BetType, string, number][] = [
      ['First Number Drop', 'first', 1],
      ['Direct 2', 'direct', 2],
      ['Direct 5', 'direct', 5],
      ['Perm 2', 'perm', 2],
      ['Perm 4', 'perm', 4],
      ['Perm5', 'perm', 5],
      ['Banker Against All', 'banker', 2],
    ];
    for (const [name, kind, lineSize] of table) expect(betTypeDef(name)).toEqual({ name, kind, lineSize });
  });

  it('selection sizes: one number, exactly k, or more than k up to the perm bound', () => {
    const rules = { ballRange: 49 };
    expect(selectionSize('First Number Drop', rules)).toEqual({ min: 1, max: 1 });
    expect(selectionSize('Banker Against All', rules)).toEqual({ min: 1, max: 1 });
    expect(selectionSize('Direct 4', rules)).toEqual({ min: 4, max: 4 });
    expect(selectionSize('Perm 3', rules)).toEqual({ min: 4, max: DEFAULT_MAX_PERM_NUMBERS });
    expect(selectionSize('Perm 3', { ...rules, maxPermNumbers: 6 })).toEqual({ min: 4, max: 6 });
    expect(selectionSize('Perm 2', { ballRange: 8, maxPermNumbers: 12 })).toEqual({ min: 3, max: 8 });
  });

  it('counts lines: C(n, k) for perms, range - 1 for the banker, 1 for direct and first drop', () => {
    expect(linesOf('Perm 3', 5, { ballRange: 49 })).toBe(10);
    expect(linesOf('Perm5', 10, { ballRange: 49 })).toBe(252);
    expect(linesOf('Banker Against All', 1, { ballRange: 49 })).toBe(48);
    expect(linesOf('Banker Against All', 1, { ballRange: 90 })).toBe(89);
    expect(linesOf('Direct 2', 2, { ballRange: 49 })).toBe(1);
    expect(linesOf('First Number Drop', 1, { ballRange: 49 })).toBe(1);
  });

  it('C(n, k) exactly', () => {
    expect([combinations(4, 2), combinations(5, 3), combinations(10, 5), combinations(3, 4)]).toEqual([
      6, 10, 252, 0,
    ]);
    expect(combinations(49, 6)).toBe(13_983_816);
    expect(combinations(7, 0)).toBe(1);
    expect(combinations(7, -1)).toBe(0);
  });

  it('lists k-combinations in ascending order, as many as C(n, k)', () => {
    expect([...kCombinations([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    expect([...kCombinations([1, 2], 3)]).toEqual([]);
    expect([...kCombinations([5, 6], 0)]).toEqual([[]]);
    const list = [2, 3, 5, 7, 11, 13, 17, 19];
    for (let k = 1; k <= 5; k++) {
      const listed = [...kCombinations(list, k)];
      expect(listed).toHaveLength(combinations(list.length, k));
      expect(listed).toEqual(combos(list, k));
    }
  });
});
