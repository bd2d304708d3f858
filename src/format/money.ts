import { CURRENCIES, formatMoney, type CurrencyInfo } from '../../protocol/money';
import type { Currency } from '../../protocol/types';

/**
 * Display an amount in a currency: the site's own currency record when init sent one, else the
 * protocol's table; an unknown id shows the plain number rather than throwing in a render.
 */
export function displayMoney(
  amount: number,
  currencyId: string,
  siteCurrency?: Currency,
  options: { abbreviate?: boolean; free?: boolean } = {},
): string {
  const currency: CurrencyInfo | undefined = siteCurrency ?? CURRENCIES.get(currencyId);
  if (!currency)
    return formatMoney(
      amount,
      {
        id: currencyId,
        title: currencyId,
        symbolLeft: '',
        symbolRight: ` ${currencyId}`,
        decimalPoint: '.',
        thousandsPoint: ',',
        decimalPlaces: 2,
      },
      options,
    );
  return formatMoney(amount, currency, options);
}
