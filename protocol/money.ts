import { currencyOf, type CurrencyInfo } from './currencies';

export * from './currencies';

/**
 * Money conversion and display. Inside the server money is integer minor units; on the wire it is
 * a number in the major unit rounded to the currency's decimal places (PROTOCOL.md, Encoding).
 */

type CurrencyRef = CurrencyInfo | string;
const resolve = (c: CurrencyRef): CurrencyInfo => (typeof c === 'string' ? currencyOf(c) : c);

/**
 * Major to integer minor units, rounding half away from zero on the decimal value as written
 * (1.005 USD is 101 cents), not on its binary approximation. Throws beyond the safe-integer range.
 */
export function toMinor(major: number, currency: CurrencyRef): number {
  const places = resolve(currency).decimalPlaces;
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  if (Math.abs(major) * 10 ** places > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`Amount too large: ${major}`);
  // toFixed with 6 spare digits rounds away the binary noise (1.00499999999999989 -> "1.005000...").
  const text = Math.abs(major).toFixed(places + 6);
  const [whole, fraction] = text.split('.');
  const digits = BigInt(whole + fraction.slice(0, places));
  const roundUp = Number(fraction[places]) >= 5;
  const magnitude = Number(digits + (roundUp ? 1n : 0n));
  return major < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Integer minor units to the major-unit number the wire carries. */
export function toMajor(minor: number, currency: CurrencyRef): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  return minor / 10 ** resolve(currency).decimalPlaces;
}

/** Sums wire amounts through minor units, so 0.1 + 0.2 is 0.3. */
export function addMajor(currency: CurrencyRef, ...amounts: number[]): number {
  return toMajor(
    amounts.reduce((sum, a) => sum + toMinor(a, currency), 0),
    currency,
  );
}

export interface FormatMoneyOptions {
  /** Whether `amount` is in minor units (server side) or the major unit (wire, default). */
  unit?: 'major' | 'minor';
  /** A free game: shown as FREE whatever the amount. */
  free?: boolean;
  /** Abbreviate from a thousand (1.5k, 2.25M); without it only amounts of a billion or more are. */
  abbreviate?: boolean;
  /** Leave the symbols off. */
  plain?: boolean;
}

export const FREE_LABEL = 'FREE';
/** From here on amounts are always shown compact ("over about a billion", spec section 9). */
export const COMPACT_FROM = 1e9;

const SUFFIXES: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

// en-US gives ',' and '.'; they are swapped for the currency's own separators afterwards.
function group(value: number, fractionDigits: number, cur: CurrencyInfo): string {
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  }).format(value);
  return text.replace(/[,.]/g, (ch) => (ch === ',' ? cur.thousandsPoint : cur.decimalPoint));
}

function abbreviated(value: number, cur: CurrencyInfo): string | null {
  for (const [size, suffix] of SUFFIXES) {
    if (value >= size) {
      // Up to two decimals, trailing zeros dropped: 1.5k, 2.25M, 3B.
      const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false }).format(
        value / size,
      );
      return text.replace('.', cur.decimalPoint) + suffix;
    }
  }
  return null;
}

/**
 * Display text for an amount (spec section 9): decimals only when the amount has a fraction (then
 * the currency's places, two for most), k/M/B/T abbreviation to two decimals when asked and always
 * from a billion, FREE for free games.
 */
export function formatMoney(amount: number, currency: CurrencyRef, opts: FormatMoneyOptions = {}): string {
  if (opts.free) return FREE_LABEL;
  const cur = resolve(currency);
  const major = opts.unit === 'minor' ? toMajor(amount, cur) : amount;
  const magnitude = Math.abs(major);
  const compact =
    magnitude >= COMPACT_FROM || (opts.abbreviate && magnitude >= 1e3) ? abbreviated(magnitude, cur) : null;
  let number = compact;
  let zero = magnitude === 0;
  if (number === null) {
    const minor = toMinor(magnitude, cur);
    zero = minor === 0;
    const fractional = minor % 10 ** cur.decimalPlaces !== 0;
    number = group(toMajor(minor, cur), fractional ? cur.decimalPlaces : 0, cur);
  }
  const sign = major < 0 && !zero ? '-' : '';
  return opts.plain ? `${sign}${number}` : `${sign}${cur.symbolLeft}${number}${cur.symbolRight}`;
}
