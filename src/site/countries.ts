import { COUNTRIES } from '../../protocol/countries';

/**
 * Countries the registration and address dropdowns offer: the server's own list (getCountries is
 * an authenticated call, spec section 7, so a visitor's quick registration cannot ask for it).
 * 'XX' is the "please choose" entry (spec section 5).
 */
export const REGISTRATION_COUNTRIES: readonly string[] = COUNTRIES.map((c) => c.code);

/** The country's name in the player's language, by the browser's Intl data. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
