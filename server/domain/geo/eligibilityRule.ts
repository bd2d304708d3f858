import { segmentMayPlay } from '../players/segments';

/**
 * Whether the site may sell to a caller (spec section 4, Player segment and joining): the country
 * of the address (the site's default country when the look-up is empty) must be one the site
 * accepts (all, when it names none), and a logged-in player in segment A or A1 is not available.
 */
export function isEligible(p: {
  ipCountry: string;
  defaultCountry: string;
  acceptedCountries: readonly string[];
  segment: string | null;
}): { eligible: boolean; country: string; reason: 'country' | 'segment' | null } {
  const country = p.ipCountry || p.defaultCountry;
  if (p.acceptedCountries.length > 0 && !p.acceptedCountries.includes(country))
    return { eligible: false, country, reason: 'country' };
  if (p.segment !== null && !segmentMayPlay(p.segment))
    return { eligible: false, country, reason: 'segment' };
  return { eligible: true, country, reason: null };
}
