import { describe, expect, it } from 'vitest';
import { toMinor } from '../../../src/admin/pages/toMinor';

describe('an amount an operator types, in minor units', () => {
  it('reads signed decimals with at most the currency’s minor digits, without floats', () => {
    expect(toMinor('12.5', 'USD')).toBe(1250);
    expect(toMinor('-5', 'USD')).toBe(-500);
    expect(toMinor(' 0,07 ', 'EUR')).toBe(7);
    expect(toMinor('1234567.89', 'USD')).toBe(123_456_789);
    expect(toMinor('150', 'JPY')).toBe(150);
    expect(toMinor('3.25', 'FPP')).toBe(325);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '1.234', 'ten', '1e3', '--1', '1.5', '0.5.1'])
      expect({ text, minor: toMinor(text, text === '1.5' ? 'JPY' : 'USD') }).toEqual({ text, minor: null });
  });
});
