import { BET_TYPE_ORDER } from '../../../protocol/constants';
import { gameKindOf } from '../../../protocol/gameRules';
import { sortBetTypes } from '../../../protocol/payoutTable';
import type { BetTypeInfo, GameLobbyInfo } from '../../../protocol/types';

/**
 * The client's side of one-draw bet types (spec sections 1 and 9): what a selection of numbers
 * stands for, so the picker can show lines and cost before asking the server, which checks the
 * same rules again when it settles.
 * - First Number Drop: 1 number.  - Direct k: exactly k numbers, 1 line.
 * - Perm k: more than k numbers, every k-combination a line: C(n, k) lines.
 * - Banker Against All: 1 number paired with every other number of the range: range - 1 lines.
 */
export type BetTypeName = (typeof BET_TYPE_ORDER)[number];
export type BetKind = 'first' | 'direct' | 'perm' | 'banker';

export interface BetTypeRule {
  name: BetTypeName;
  kind: BetKind;
  /** Numbers one line holds. */
  lineSize: number;
}

const SIZE_IN_NAME = /(\d)$/;

export function betTypeRule(name: BetTypeName): BetTypeRule {
  if (name === 'First Number Drop') return { name, kind: 'first', lineSize: 1 };
  if (name === 'Banker Against All') return { name, kind: 'banker', lineSize: 2 };
  const lineSize = Number(SIZE_IN_NAME.exec(name)?.[1]);
  return { name, kind: name.startsWith('Perm') ? 'perm' : 'direct', lineSize };
}

export function isBetTypeName(name: string): name is BetTypeName {
  return (BET_TYPE_ORDER as readonly string[]).includes(name);
}

/** C(n, k), exact for the small k of bet types. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * Lines a selection of `picked` numbers stands for under a bet type the game offers (its
 * minNumbers..maxNumbers from the lobby info); 0 while the selection does not fit.
 */
export function linesOf(offer: BetTypeInfo, picked: number, range: number): number {
  if (!isBetTypeName(offer.betType) || picked < offer.minNumbers || picked > offer.maxNumbers) return 0;
  const rule = betTypeRule(offer.betType);
  if (rule.kind === 'perm') return combinations(picked, rule.lineSize);
  if (rule.kind === 'banker') return range - 1;
  return 1;
}

/** Games picked by bet type: fixed-odds one-draw games, whose lobby info lists their bet types. */
export function hasBetTypes(gameRule: string, lobby: GameLobbyInfo | null | undefined): boolean {
  return gameKindOf(gameRule) === 'oneDraw' && !!lobby?.betTypes?.length;
}

/** The bet types a game's lobby info lists, in the spec's display order (unknown names last). */
export function offeredBetTypes(lobby: GameLobbyInfo | null | undefined): BetTypeInfo[] {
  return sortBetTypes(lobby?.betTypes ?? []);
}
