import type { SiteConfig } from '../../config/schema';

/**
 * Player segments (spec section 4, Player segment and joining): A and A1 are blocked (country not
 * available: A by the registered country, A1 by where the player registered from), B registered
 * quickly and must complete the full registration, C completed it, others may play.
 */
export const Segment = { A: 'A', A1: 'A1', B: 'B', C: 'C' } as const;

/** The segment a new registration starts in. */
export function segmentForRegistration(
  site: SiteConfig,
  country: string,
  ipCountry: string,
  full: boolean,
): string {
  const accepted = site.acceptedCountries;
  if (accepted.length > 0 && !accepted.includes(country)) return Segment.A;
  if (accepted.length > 0 && ipCountry !== '' && !accepted.includes(ipCountry)) return Segment.A1;
  return full ? Segment.C : Segment.B;
}

/** Full registration lifts B to C; a blocked segment stays blocked until an operator changes it. */
export function segmentAfterFullRegistration(current: string, site: SiteConfig, country: string): string {
  if (current === Segment.A || current === Segment.A1) return current;
  const accepted = site.acceptedCountries;
  if (accepted.length > 0 && !accepted.includes(country)) return Segment.A;
  return current === Segment.B ? Segment.C : current;
}

/** Whether the segment may join games (the games domain asks; A and A1 may not). */
export function segmentMayPlay(segment: string): boolean {
  return segment !== Segment.A && segment !== Segment.A1;
}

/** Whether the client should prompt for the full registration (segment B). */
export function mustCompleteRegistration(segment: string): boolean {
  return segment === Segment.B;
}
