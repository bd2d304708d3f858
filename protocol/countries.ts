import type { NamedCode } from './types';

/**
 * Countries offered by the registration and address forms: ISO 3166-1 alpha-2 codes with English
 * names. A site narrows the list with acceptedCountries; 'XX' (unselected) is never a country.
 * One list for both sides: the server's getCountries and checks, and the registration forms a
 * visitor sees before login (getCountries needs a session).
 */
export const COUNTRIES: readonly NamedCode[] = (
  [
    ['AR', 'Argentina'],
    ['AU', 'Australia'],
    ['AT', 'Austria'],
    ['BE', 'Belgium'],
    ['BR', 'Brazil'],
    ['CA', 'Canada'],
    ['CL', 'Chile'],
    ['CN', 'China'],
    ['CO', 'Colombia'],
    ['DK', 'Denmark'],
    ['FI', 'Finland'],
    ['FR', 'France'],
    ['DE', 'Germany'],
    ['GR', 'Greece'],
    ['HK', 'Hong Kong'],
    ['IN', 'India'],
    ['ID', 'Indonesia'],
    ['IE', 'Ireland'],
    ['IL', 'Israel'],
    ['IT', 'Italy'],
    ['JM', 'Jamaica'],
    ['JP', 'Japan'],
    ['KR', 'Korea, Republic of'],
    ['MX', 'Mexico'],
    ['NL', 'Netherlands'],
    ['NZ', 'New Zealand'],
    ['NG', 'Nigeria'],
    ['NO', 'Norway'],
    ['PE', 'Peru'],
    ['PH', 'Philippines'],
    ['PL', 'Poland'],
    ['PT', 'Portugal'],
    ['RO', 'Romania'],
    ['RS', 'Serbia'],
    ['ZA', 'South Africa'],
    ['ES', 'Spain'],
    ['SE', 'Sweden'],
    ['CH', 'Switzerland'],
    ['TH', 'Thailand'],
    ['GB', 'United Kingdom'],
    ['US', 'United States'],
    ['UY', 'Uruguay'],
    ['VN', 'Viet Nam'],
  ] as const
).map(([code, name]) => ({ code, name }));
