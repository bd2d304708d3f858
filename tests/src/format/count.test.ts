import { describe, expect, it } from 'vitest';
import { displayCount } from '../../../src/format/count';

describe('displayCount', () => {
  it('groups thousands the way the language writes them', () => {
    expect(displayCount(1_000_000, 'en_US')).toBe('1,000,000');
    expect(displayCount(1_000_000, 'es_ES')).toBe('1.000.000');
    expect(displayCount(7, 'en_US')).toBe('7');
  });

  it('falls back to plain digits for a language id Intl cannot read', () => {
    expect(displayCount(12_345, 'not a locale!')).toBe('12345');
  });
});
