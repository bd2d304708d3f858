import {
  addMonthsUtc,
  checkSelfExclusionUntil,
  checkTimeoutUntil,
} from '../../../protocol/validation/responsibleGaming';
import { SELF_EXCLUSION_MIN_MONTHS } from '../../../protocol/constants';

const DAY = 86_400_000;

/** yyyy-mm-dd of a time, in UTC (the date inputs' format). */
export const dateText = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The end a picked date stands for: that day at the current time of day, so "6 weeks from today"
 * is exactly the longest time-out. Null when the text is not a date.
 */
export function untilOf(text: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(day) ? null : day + (now % DAY);
}

export type RestrictionKind = 'timeout' | 'exclusion';

/** The protocol's check of the end date (the server checks it again by its own clock). */
export function restrictionError(kind: RestrictionKind, text: string, now: number): string | null {
  const until = untilOf(text, now);
  const check = kind === 'timeout' ? checkTimeoutUntil : checkSelfExclusionUntil;
  return check(until ?? Number.NaN, now);
}

/** A sensible first date: a week's time-out, or the shortest self-exclusion plus a day. */
export function defaultDate(kind: RestrictionKind, now: number): string {
  return dateText(kind === 'timeout' ? now + 7 * DAY : addMonthsUtc(now, SELF_EXCLUSION_MIN_MONTHS) + DAY);
}
