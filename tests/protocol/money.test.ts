import { describe, expect, it } from 'vitest';
import { CURRENCIES, addMajor, formatMoney, toMajor, toMinor } from '../../protocol/money';

describe('currency table', () => {
  it('holds the spec symbols with their decimal places', () => {
    for (const id of [
      'USD',
      'MXN',
      'CAD',
      'ARS',
      'AUD',
      'HKD',
      'NZD',
      'COP',
      'GBP',
      'EUR',
      'NGN',
      'BRL',
      'CNY',
      'JPY',
      'INR',
      'VND',
      'IDR',
      'ILS',
      'JMD',
      'PEN',
      'PHP',
      'RON',
      'RUB',
      'ZAR',
      'KRW',
      'THB',
      'UYU',
      'RSD',
      'FPP',
      'IQD',
      'BHD',
      'BTN',
      'LRD',
      '9JA',
    ])
      expect(CURRENCIES.has(id), id).toBe(true);
    expect(CURRENCIES.get('JPY')?.decimalPlaces).toBe(0);
    expect(CURRENCIES.get('BHD')?.decimalPlaces).toBe(3);
    expect(CURRENCIES.get('USD')?.symbolLeft).toBe('$');
  });
});

describe('toMinor / toMajor', () => {
  it('rounds the written decimal, not its binary approximation', () => {
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(10.5, 'USD')).toBe(1050);
    expect(toMinor(-0.29, 'USD')).toBe(-29);
    expect(toMinor(-0.004, 'USD')).toBe(0);
  });
  it('follows the currency places', () => {
    expect(toMinor(1234.5, 'JPY')).toBe(1235);
    expect(toMinor(1.2345, 'BHD')).toBe(1235);
  });
  it('refuses unsafe or non-finite amounts', () => {
    expect(() => toMinor(1e14, 'USD')).toThrow(RangeError);
    expect(() => toMinor(NaN, 'USD')).toThrow(RangeError);
    expect(() => toMajor(1.5, 'USD')).toThrow(RangeError);
  });
  it('round-trips', () => {
    for (const major of [0, 0.01, 0.07, 19.99, 123456.78])
      expect(toMajor(toMinor(major, 'USD'), 'USD')).toBe(major);
    expect(toMajor(1050, 'USD')).toBe(10.5);
  });
  it('sums without float drift', () => expect(addMajor('USD', 0.1, 0.2, 0.3)).toBe(0.6));
  it('rejects unknown currencies', () => expect(() => toMinor(1, 'XYZ')).toThrow(/Unknown currency/));
});

describe('formatMoney', () => {
  it('shows decimals only when the amount is fractional', () => {
    expect(formatMoney(10, 'USD')).toBe('$10');
    expect(formatMoney(10.5, 'USD')).toBe('$10.50');
    expect(formatMoney(1050, 'USD', { unit: 'minor' })).toBe('$10.50');
  });
  it('uses the currency separators and symbols', () => {
    expect(formatMoney(1234567.891, 'EUR')).toBe('€1.234.567,89');
    expect(formatMoney(1234.5, 'RUB')).toBe('1 234,50 ₽');
    expect(formatMoney(-3.2, 'GBP')).toBe('-£3.20');
  });
  it('abbreviates with k/M/B/T to two decimals when asked, and always from a billion', () => {
    expect(formatMoney(1500, 'USD', { abbreviate: true })).toBe('$1.5k');
    expect(formatMoney(2_345_678, 'USD', { abbreviate: true })).toBe('$2.35M');
    expect(formatMoney(999_999_999.99, 'USD')).toBe('$999,999,999.99');
    expect(formatMoney(2.5e9, 'USD')).toBe('$2.5B');
    expect(formatMoney(3e12, 'USD')).toBe('$3T');
  });
  it('shows FREE for free games', () => expect(formatMoney(5, 'USD', { free: true })).toBe('FREE'));
  it('never shows minus zero', () => expect(formatMoney(-0.001, 'USD')).toBe('$0'));
  it('can leave the symbols off', () => expect(formatMoney(12.25, 'USD', { plain: true })).toBe('12.25'));
});
