import type { NamedCode } from '../../../protocol/types';
import type { OperatorConfig, SiteConfig } from '../../config/schema';
import { COUNTRIES, countryByCode } from './countries';
import { dropdownItems } from './dropdowns';
import { countryOfIp } from './ipCountry';
import { addressesFor, isValidPostalCode, type AddressSuggestion } from './postalCodes';
import { provincesOf } from '../../../protocol/provinces';

/** Countries, provinces, postal codes and the IP look-up, from data shipped with the server. */
export function createGeoService(config: Pick<OperatorConfig, 'geo'>) {
  return {
    /** The site's accepted countries, or every country when it names none. */
    countries(site: SiteConfig): NamedCode[] {
      if (site.acceptedCountries.length === 0) return [...COUNTRIES];
      return site.acceptedCountries.map((code) => countryByCode(code) ?? { code, name: code });
    },
    country: (code: string): NamedCode | null => countryByCode(code),
    provinces: (country: string): NamedCode[] => [...provincesOf(country)],
    /** Two-letter country of the address, '' when the operator's table has no range for it. */
    countryOfIp: (ip: string): string => countryOfIp(config.geo.ipRanges, ip),
    isValidPostalCode,
    addresses: (country: string, postalCode: string): AddressSuggestion[] =>
      addressesFor(country, postalCode),
    dropdownItems,
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
