/** Percentile of a sample, nearest-rank. */
export function percentile(sample: number[], p: number): number {
  if (sample.length === 0) return NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
