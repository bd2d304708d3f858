import { BET_TYPE_ORDER } from './constants';

/**
 * The rules of fixed-odds bet types of one-draw games (spec sections 1 and 9), one copy for the
 * server, which sells and settles bets, and the client, which shows lines and cost before it
 * asks. Pure: no server or client imports. A bet is a selection of numbers that stands for one
 * or more lines:
 *
 * - First Number Drop: 1 number; wins when it is the first ball drawn.
 * - Direct k (2..5): exactly k numbers, 1 line; wins when all k are drawn (in any order).
 * - Perm k (Perm 2, 3, 4, Perm5): more than k numbers; every k-combination is a Direct k line,
 *   C(n, k) lines.
 * - Banker Against All: 1 number (the banker) paired with every other number of the range, so
 *   ballRange - 1 Direct 2 lines.
 */

export type BetType = (typeof BET_TYPE_ORDER)[number];
export type BetTypeKind = 'first' | 'direct' | 'perm' | 'banker';

export interface BetTypeDef {
  name: BetType;
  /** Numbers a winning line needs drawn (1 for First Number Drop). */
  lineSize: number;
  kind: BetTypeKind;
}

/** What bounds a selection: the game's ball range and, for perms, its own bound on numbers. */
export interface SelectionRules {
  ballRange: number;
  /** Most numbers a perm may cover; defaults to DEFAULT_MAX_PERM_NUMBERS. */
  maxPermNumbers?: number;
}

/**
 * A default bound on perm selections so a mistaken request cannot buy C(49, 5) lines; a game
 * type sets its own with maxPermNumbers.
 */
export const DEFAULT_MAX_PERM_NUMBERS = 10;

const DEFS: Record<BetType, BetTypeDef> = {
  'First Number Drop': { name: 'First Number Drop', lineSize: 1, kind: 'first' },
  'Direct 2': { name: 'Direct 2', lineSize: 2, kind: 'direct' },
  'Direct 3': { name: 'Direct 3', lineSize: 3, kind: 'direct' },
  'Direct 4': { name: 'Direct 4', lineSize: 4, kind: 'direct' },
  'Direct 5': { name: 'Direct 5', lineSize: 5, kind: 'direct' },
  'Perm 2': { name: 'Perm 2', lineSize: 2, kind: 'perm' },
  'Perm 3': { name: 'Perm 3', lineSize: 3, kind: 'perm' },
  'Perm 4': { name: 'Perm 4', lineSize: 4, kind: 'perm' },
  Perm5: { name: 'Perm5', lineSize: 5, kind: 'perm' },
  'Banker Against All': { name: 'Banker Against All', lineSize: 2, kind: 'banker' },
};

export function isBetType(name: string): name is BetType {
  return (BET_TYPE_ORDER as readonly string[]).includes(name);
}

export function betTypeDef(name: BetType): BetTypeDef {
  return DEFS[name];
}

/** C(n, k) exactly (n up to a few hundred stays far inside safe integers for k <= 5). */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** Every k-combination of a sorted list, in ascending order; none when the list is shorter than k. */
export function* kCombinations<T>(sorted: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= sorted.length - k; i++)
    for (const rest of kCombinations(sorted, k - 1, i + 1)) yield [sorted[i], ...rest];
}

/** How many numbers a bet type's selection has: [min, max]. */
export function selectionSize(name: BetType, rules: SelectionRules): { min: number; max: number } {
  const def = DEFS[name];
  if (def.kind === 'first' || def.kind === 'banker') return { min: 1, max: 1 };
  if (def.kind === 'direct') return { min: def.lineSize, max: def.lineSize };
  return {
    min: def.lineSize + 1,
    max: Math.min(rules.maxPermNumbers ?? DEFAULT_MAX_PERM_NUMBERS, rules.ballRange),
  };
}

/** Lines a selection of `picked` numbers stands for (the selection's size is checked elsewhere). */
export function linesOf(name: BetType, picked: number, rules: Pick<SelectionRules, 'ballRange'>): number {
  const def = DEFS[name];
  if (def.kind === 'perm') return combinations(picked, def.lineSize);
  if (def.kind === 'banker') return rules.ballRange - 1;
  return 1;
}
