/** Spec section 9, cashier history ranges: the last 10 days and the last 31 days. */
export const HISTORY_RANGES = [10, 31] as const;
export type HistoryRangeDays = (typeof HISTORY_RANGES)[number];
export const HISTORY_PAGE_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export function historyWindow(days: HistoryRangeDays, now: number): { from: number; to: number } {
  return { from: now - days * DAY_MS, to: now };
}
