import type { Currency } from '../../protocol/types';

/**
 * Money display of spec section 9: two decimals when fractional, large amounts abbreviated
 * k/M/B/T with up to two decimals, symbols from the currency.
 * TODO(protocol/money.ts): replace with the shared formatter when it lands.
 */
const UNITS: [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

export function formatAmount(amount: number, currency?: Pick<Currency, 'decimalPoint' | 'thousandsPoint' | 'decimalPlaces'>): string {
  const decimalPoint = currency?.decimalPoint ?? '.';
  const thousands = currency?.thousandsPoint ?? ',';
  const places = Number.isInteger(amount) ? 0 : Math.min(currency?.decimalPlaces ?? 2, 2);
  const [whole, fraction] = Math.abs(amount).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? decimalPoint + fraction : ''}`;
}

/** 1250000 -> '1.25M'; below 10 000 the plain amount. */
export function abbreviate(amount: number): string | null {
  const abs = Math.abs(amount);
  if (abs < 10_000) return null;
  for (const [size, unit] of UNITS) {
    if (abs >= size) return `${amount < 0 ? '-' : ''}${Number((abs / size).toFixed(2))}${unit}`;
  }
  return null;
}

export function formatMoney(amount: number, currency?: Currency, options: { abbreviate?: boolean } = {}): string {
  const body = (options.abbreviate && abbreviate(amount)) || formatAmount(amount, currency);
  const left = currency?.symbolLeft ?? '';
  const right = currency?.symbolRight ?? '';
  return `${left}${body}${right ? ` ${right}` : ''}`.trim();
}
