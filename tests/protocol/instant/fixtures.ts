import type { InstantRules } from '../../../protocol/instant/rules';

export const SEED = '11'.repeat(32);

export const MATCH3: InstantRules = {
  gameId: 501,
  kind: 'scratchcard',
  variant: 'match3',
  currencyId: 'USD',
  priceMinor: 100,
  poolSize: 1000,
  prizes: [
    { prizeMinor: 100, count: 150 },
    { prizeMinor: 200, count: 50 },
    { prizeMinor: 500, count: 20 },
    { prizeMinor: 1000, count: 5 },
    { prizeMinor: 5000, count: 1 },
  ],
};

export const NUMBERS: InstantRules = { ...MATCH3, gameId: 502, variant: 'numbers' };

export const WHEEL: InstantRules = {
  ...MATCH3,
  gameId: 503,
  kind: 'spinner',
  variant: 'wheel',
  prizes: [
    { prizeMinor: 100, count: 150 },
    { prizeMinor: 300, count: 60 },
    { prizeMinor: 2000, count: 5 },
  ],
};

export const CASHWORD: InstantRules = {
  ...MATCH3,
  gameId: 504,
  kind: 'crossword',
  variant: 'cashword',
  wordCount: 8,
  calledLetters: 18,
  prizes: [
    { prizeMinor: 100, count: 150, words: 3 },
    { prizeMinor: 300, count: 50, words: 4 },
    { prizeMinor: 1000, count: 10, words: 5 },
    { prizeMinor: 10000, count: 1, words: 6 },
  ],
};

export const ALL_RULES = [MATCH3, NUMBERS, WHEEL, CASHWORD];
