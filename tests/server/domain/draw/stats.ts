import type { RandomSource } from '../../../../server/domain/draw/random';

/**
 * Pearson's chi-square statistic of observed counts against equal expected counts.
 * Critical values (upper tail, p = 0.001) from scipy.stats.chi2.ppf(0.999, df).
 */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i];
  const expected = total / counts.length;
  let chi = 0;
  for (let i = 0; i < counts.length; i++) chi += (counts[i] - expected) ** 2 / expected;
  return chi;
}

export const CHI2_CRITICAL_P001: Readonly<Record<number, number>> = {
  6: 22.458,
  9: 27.877,
  48: 84.037,
  199: 266.386,
};

/** A source that returns the given values in turn (then fails), to drive exact paths. */
export function scriptedSource(values: number[]): RandomSource & { used: () => number } {
  let at = 0;
  return {
    nextUint32() {
      if (at >= values.length) throw new Error('scripted source exhausted');
      return values[at++];
    },
    used: () => at,
  };
}

export const FIXED_SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
