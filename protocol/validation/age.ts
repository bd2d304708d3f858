import { MINIMUM_AGE } from '../constants';

/** A date as the registration form's three dropdowns give it; -1 in any part means "not chosen". */
export interface DateParts {
  year: number;
  month: number; // 1..12
  day: number;
}

export { MINIMUM_AGE };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the parts name a real calendar day (29 February only in leap years). */
export function isRealDate({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Today's date in UTC, so server and tests agree regardless of the machine's zone. */
export function todayParts(now: Date = new Date()): DateParts {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/**
 * Age in whole years. A birthday counts once its month and day are reached, so someone born on
 * 29 February has their birthday on 1 March in common years (the day after 28 February).
 */
export function ageInYears(birth: DateParts, today: DateParts): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** Parses 'YYYY-MM-DD' into parts, or null when the text is not of that shape. */
export function parseIsoDate(text: string): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}
