import type { TFunction } from 'i18next';

/** The three birth-date dropdowns; '-1' is the unchosen entry (spec section 5). */
export function birthOptions(t: TFunction, currentYear: number) {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const none = { value: '-1', label: '--' };
  return {
    days: [none, ...range(1, 31).map((d) => ({ value: String(d), label: String(d) }))],
    months: [none, ...range(1, 12).map((m) => ({ value: String(m), label: t(`registration.months.${m}`) }))],
    years: [
      none,
      ...range(currentYear - 110, currentYear)
        .reverse()
        .map((y) => ({ value: String(y), label: String(y) })),
    ],
  };
}
