import { GAME_HISTORY_PAGE_SIZE } from '../../../protocol/constants';

/**
 * Spec section 9, game history page: 5 results, and a page with fewer than 5 means there is no
 * more. The server's total is not trusted for this: the rule is the page length.
 */
export const PAGE_SIZE = GAME_HISTORY_PAGE_SIZE;

export function hasMoreAfter(pageLength: number): boolean {
  return pageLength >= PAGE_SIZE;
}
