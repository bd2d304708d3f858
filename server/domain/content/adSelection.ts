import { randomInt } from 'node:crypto';
import type { AdConfig } from '../../config/contentSchema';

/** What an ad request asks for (spec section 9: screen type, location and size). */
export interface AdQuery {
  deviceKind: 'WEB' | 'MOBILE';
  /** Upper-cased, or ALL. */
  screenSize: string;
  location: 'TOP' | 'FULL';
}

/** An unbiased integer in [0, maxExclusive); injectable so tests can drive the draw. */
export type RandomBelow = (maxExclusive: number) => number;
export const cryptoRandomBelow: RandomBelow = (max) => randomInt(0, max);

/** Ads that fit the device kind, location and screen size (an ALL on either side fits any size). */
export function candidates(ads: readonly AdConfig[], query: AdQuery): AdConfig[] {
  return ads.filter(
    (ad) =>
      ad.location === query.location &&
      (ad.screenType === 'ALL' || ad.screenType === query.deviceKind) &&
      (ad.size === 'ALL' || query.screenSize === 'ALL' || ad.size === query.screenSize),
  );
}

/**
 * Weighted random choice (spec section 9): an ad of weight w is chosen with probability w / total
 * among those of positive weight; weight-0 ads are the fallback, one of them chosen evenly when no
 * weighted ad fits. Null when nothing fits.
 */
export function pickWeighted(
  ads: readonly AdConfig[],
  random: RandomBelow = cryptoRandomBelow,
): AdConfig | null {
  const weighted = ads.filter((ad) => ad.weight > 0);
  if (weighted.length === 0) return ads.length ? ads[random(ads.length)] : null;
  const total = weighted.reduce((sum, ad) => sum + ad.weight, 0);
  let ticket = random(total);
  for (const ad of weighted) {
    if (ticket < ad.weight) return ad;
    ticket -= ad.weight;
  }
  return weighted[weighted.length - 1]; // unreachable: ticket < total
}

/** One ad per location (TOP, then FULL) for the device and screen size. */
export function selectAds(
  ads: readonly AdConfig[],
  query: Omit<AdQuery, 'location'>,
  random: RandomBelow = cryptoRandomBelow,
): AdConfig[] {
  return (['TOP', 'FULL'] as const)
    .map((location) => pickWeighted(candidates(ads, { ...query, location }), random))
    .filter((ad): ad is AdConfig => ad !== null);
}

/** A campaign ad runs between its instants; ads without a campaign are not campaign ads. */
export function inCampaign(ad: AdConfig, now: number): boolean {
  if (!ad.campaign) return false;
  return Date.parse(ad.campaign.from) <= now && now < Date.parse(ad.campaign.to);
}
