import { describe, expect, it } from 'vitest';
import { startTimeText } from '../../../../src/pages/bingo/startTime';

// 2026-03-10 05:05 UTC, a Tuesday: 06:05 in Madrid, 01:05 in New York (summer time from March 8).
const START = Date.UTC(2026, 2, 10, 5, 5);
const HOUR = 3_600_000;

describe('a bingo room’s start time', () => {
  it('reads as a clock in the player’s language and time zone', () => {
    expect(startTimeText(START, START - HOUR, 'en_US', 'UTC')).toBe('05:05 AM');
    expect(startTimeText(START, START - HOUR, 'es_ES', 'Europe/Madrid')).toBe('06:05');
    expect(startTimeText(START, START - HOUR, 'en_GB', 'America/New_York')).toBe('01:05');
  });

  it('names the day when the start is not today (where the player is)', () => {
    expect(startTimeText(START, START - 24 * HOUR, 'en_US', 'UTC')).toBe('Tue 05:05 AM');
    // The same instants are one day in Madrid and two in New York.
    expect(startTimeText(START, START - 6 * HOUR, 'es_ES', 'Europe/Madrid')).toBe('06:05');
    expect(startTimeText(START, START - 6 * HOUR, 'en_US', 'America/New_York')).toBe('Tue 01:05 AM');
  });

  it('falls back to English for a language Intl does not know', () => {
    expect(startTimeText(START, START, 'not a language', 'UTC')).toBe('05:05 AM');
  });
});
