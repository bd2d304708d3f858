import type { OperatorConfig } from '../../config/schema';
import { toMajor, toMinor } from '../money';

export type ConversionPurpose = 'display' | 'deposit' | 'withdrawal' | 'join';

/**
 * Converts through the base currency at the configured values (value = base units per unit), in
 * minor units, rounding down so the house never gives away a fraction. Deposits and withdrawals
 * pay the site's margin.
 */
export function convert(
  config: OperatorConfig,
  p: {
    fromCurrency: string;
    toCurrency: string;
    amount: number;
    purpose: ConversionPurpose;
    marginPercent: number;
  },
) {
  const from = config.currencies.find((c) => c.id === p.fromCurrency);
  const to = config.currencies.find((c) => c.id === p.toCurrency);
  if (!from || !to) return null;
  const margin = p.purpose === 'deposit' || p.purpose === 'withdrawal' ? p.marginPercent / 100 : 0;
  const rate = (from.value / to.value) * (1 - margin);
  const fromMinor = toMinor(p.amount, from);
  // Scale between the currencies' decimal places, then apply the rate.
  const toMinorUnits = Math.floor(
    ((fromMinor / 10 ** from.decimalPlaces) * rate + 1e-9) * 10 ** to.decimalPlaces,
  );
  return {
    fromCurrency: from.id,
    toCurrency: to.id,
    amount: toMajor(fromMinor, from),
    converted: toMajor(toMinorUnits, to),
    rate: Number(rate.toFixed(8)),
  };
}
