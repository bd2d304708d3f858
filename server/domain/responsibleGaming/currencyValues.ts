import type { Queryable } from '../../storage/db';

/** Base units per unit and decimal places of a currency, as the operator configures them. */
export interface CurrencyValue {
  value: number;
  decimalPlaces: number;
}

export type CurrencyValues = ReadonlyMap<string, CurrencyValue>;

/** Copies the config's currency values into storage (each start), for the limit checks to read. */
export async function syncCurrencyValues(
  q: Queryable,
  currencies: readonly { id: string; value: number; decimalPlaces: number }[],
): Promise<void> {
  for (const c of currencies)
    await q.query(
      `INSERT INTO rg_currency_values (currency, value, decimal_places) VALUES ($1, $2, $3)
       ON CONFLICT (currency) DO UPDATE SET value = $2, decimal_places = $3`,
      [c.id, c.value, c.decimalPlaces],
    );
}

export async function currencyValues(q: Queryable): Promise<CurrencyValues> {
  const rows = await q.query<{ currency: string; value: string | number; decimal_places: number }>(
    'SELECT currency, value, decimal_places FROM rg_currency_values',
  );
  return new Map(rows.map((r) => [r.currency, { value: Number(r.value), decimalPlaces: r.decimal_places }]));
}

/**
 * `minor` units of `from` in (fractional) minor units of `to` at the plain configured rate, or null
 * when either currency's value is unknown (then the amount cannot count towards the limit).
 */
export function convertMinor(values: CurrencyValues, from: string, to: string, minor: number): number | null {
  if (from === to) return minor;
  const a = values.get(from);
  const b = values.get(to);
  if (!a || !b) return null;
  return (minor / 10 ** a.decimalPlaces) * (a.value / b.value) * 10 ** b.decimalPlaces;
}

/** Sums per-currency totals in `to`, skipping currencies that cannot be converted. */
export function totalIn(values: CurrencyValues, to: string, byCurrency: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [currency, minor] of byCurrency) total += convertMinor(values, currency, to, minor) ?? 0;
  return total;
}
