/**
 * Countries the registration dropdowns offer before login. getCountries is an authenticated call
 * (spec section 7), so a visitor's quick registration cannot ask the server; this list stands in.
 * 'XX' is the "please choose" entry (spec section 5).
 */
export const REGISTRATION_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'AR',
  'BR',
  'CO',
  'PE',
  'UY',
  'GB',
  'IE',
  'ES',
  'PT',
  'FR',
  'DE',
  'IT',
  'NL',
  'RO',
  'RS',
  'ZA',
  'NG',
  'IN',
  'PH',
  'TH',
  'VN',
  'ID',
  'AU',
  'NZ',
  'JP',
  'KR',
  'HK',
] as const;

/** The country's name in the player's language, by the browser's Intl data. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
