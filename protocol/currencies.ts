import type { Currency } from './types/site';

/** A currency's display and rounding facts; exchange rates (`value`) come from the site's configuration. */
export type CurrencyInfo = Omit<Currency, 'value'>;

const dot = { decimalPoint: '.', thousandsPoint: ',' };
const comma = { decimalPoint: ',', thousandsPoint: '.' };
const space = { decimalPoint: ',', thousandsPoint: ' ' };

function c(
  id: string,
  title: string,
  symbolLeft: string,
  symbolRight: string,
  decimalPlaces: number,
  seps: typeof dot,
): CurrencyInfo {
  return { id, title, symbolLeft, symbolRight, decimalPlaces, ...seps };
}

/**
 * The currencies of spec section 3 (symbols of the message catalogue). Decimal places follow
 * ISO 4217; FPP (player points) and 9JA (a house play currency) are the platform's own.
 */
export const CURRENCY_LIST: readonly CurrencyInfo[] = [
  c('USD', 'US Dollar', '$', '', 2, dot),
  c('MXN', 'Mexican Peso', '$', '', 2, dot),
  c('CAD', 'Canadian Dollar', '$', '', 2, dot),
  c('ARS', 'Argentine Peso', '$', '', 2, comma),
  c('AUD', 'Australian Dollar', '$', '', 2, dot),
  c('HKD', 'Hong Kong Dollar', '$', '', 2, dot),
  c('NZD', 'New Zealand Dollar', '$', '', 2, dot),
  c('COP', 'Colombian Peso', '$', '', 2, comma),
  c('GBP', 'Pound Sterling', '£', '', 2, dot),
  c('EUR', 'Euro', '€', '', 2, comma),
  c('NGN', 'Nigerian Naira', '₦', '', 2, dot),
  c('BRL', 'Brazilian Real', 'R$', '', 2, comma),
  c('CNY', 'Chinese Yuan', '¥', '', 2, dot),
  c('JPY', 'Japanese Yen', '¥', '', 0, dot),
  c('INR', 'Indian Rupee', '₹', '', 2, dot),
  c('VND', 'Vietnamese Dong', '', '₫', 0, comma),
  c('IDR', 'Indonesian Rupiah', 'Rp', '', 2, comma),
  c('ILS', 'Israeli New Shekel', '₪', '', 2, dot),
  c('JMD', 'Jamaican Dollar', 'J$', '', 2, dot),
  c('PEN', 'Peruvian Sol', 'S/', '', 2, dot),
  c('PHP', 'Philippine Peso', '₱', '', 2, dot),
  c('RON', 'Romanian Leu', '', ' lei', 2, comma),
  c('RUB', 'Russian Ruble', '', ' ₽', 2, space),
  c('ZAR', 'South African Rand', 'R', '', 2, space),
  c('KRW', 'South Korean Won', '₩', '', 0, dot),
  c('THB', 'Thai Baht', '฿', '', 2, dot),
  c('UYU', 'Uruguayan Peso', '$U', '', 2, comma),
  c('RSD', 'Serbian Dinar', '', ' дин.', 2, comma),
  c('FPP', 'Player Points', '', ' FPP', 2, dot),
  c('IQD', 'Iraqi Dinar', 'ع.د', '', 3, dot),
  c('BHD', 'Bahraini Dinar', 'BD', '', 3, dot),
  c('BTN', 'Bhutanese Ngultrum', 'Nu.', '', 2, dot),
  c('LRD', 'Liberian Dollar', 'L$', '', 2, dot),
  c('9JA', '9ja Naira', '₦', '', 2, dot),
];

export const CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(
  CURRENCY_LIST.map((cur) => [cur.id, cur]),
);

export function currencyOf(id: string): CurrencyInfo {
  const cur = CURRENCIES.get(id);
  if (!cur) throw new RangeError(`Unknown currency ${id}`);
  return cur;
}
