import type { CurrencyInfo } from '../../protocol/currencies';

// Minor/major conversion is the protocol's (one rounding rule for client and server).
export { toMajor, toMinor } from '../../protocol/money';

/** The operator's currencies (config), as the protocol's money functions take them. */
export interface CurrencyBook {
  infoOf(currencyId: string): CurrencyInfo;
}

export function currencyBook(currencies: readonly CurrencyInfo[]): CurrencyBook {
  const byId = new Map(currencies.map((c) => [c.id, c]));
  return {
    infoOf(currencyId) {
      const info = byId.get(currencyId);
      if (!info) throw new Error(`unknown currency ${currencyId}`);
      return info;
    },
  };
}
