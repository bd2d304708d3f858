import type { Ad } from '../../../protocol/types';
import type { AdConfig } from '../../config/contentSchema';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { cryptoRandomBelow, inCampaign, selectAds, type RandomBelow } from './adSelection';

/** Where the client GETs an ad's creative (counting an impression) and its target (a click). */
export const adSourcePath = (memberId: number, adId: number) => `/client/ads/${memberId}/${adId}`;
export const adTargetPath = (memberId: number, adId: number) => `/client/ads/${memberId}/${adId}/click`;

export function toWireAd(memberId: number, ad: AdConfig): Ad {
  return {
    id: ad.id,
    adScreenType: ad.screenType,
    adScreenLocation: ad.location,
    adSize: ad.size,
    adWeight: ad.weight,
    adDelay: ad.delaySeconds,
    adSourceUrl: adSourcePath(memberId, ad.id),
    adTargetUrlPc: adTargetPath(memberId, ad.id),
  };
}

/** The answer of the ad source and target GETs (spec section 7, Ads). */
export interface AdLink {
  client: 'WEB' | 'MOBILE' | 'EXTERNAL';
  url: string;
}

export interface AdsService {
  main(site: SiteConfig, deviceKind: 'WEB' | 'MOBILE', screenSize: string): Ad[];
  campaign(site: SiteConfig, deviceKind: 'WEB' | 'MOBILE'): Ad[];
  /** The creative, counting an impression; null for an unknown ad. */
  source(site: SiteConfig, adId: number): Promise<AdLink | null>;
  /** Where the click leads, counting a click; null for an unknown ad. */
  click(site: SiteConfig, adId: number): Promise<AdLink | null>;
  counters(memberId: number): Promise<{ adId: number; impressions: number; clicks: number }[]>;
}

export function createAdsService(deps: { db: Db; clock: Clock; random?: RandomBelow }): AdsService {
  const random = deps.random ?? cryptoRandomBelow;
  const count = async (memberId: number, adId: number, column: 'impressions' | 'clicks') => {
    await deps.db.query(
      `INSERT INTO ad_counters (member_id, ad_id, ${column}) VALUES ($1, $2, 1)
       ON CONFLICT (member_id, ad_id) DO UPDATE SET ${column} = ad_counters.${column} + 1`,
      [memberId, adId],
    );
  };
  const find = (site: SiteConfig, adId: number) => site.ads.find((ad) => ad.id === adId) ?? null;
  return {
    main(site, deviceKind, screenSize) {
      const running = site.ads.filter((ad) => !ad.campaign || inCampaign(ad, deps.clock.now()));
      return selectAds(running, { deviceKind, screenSize }, random).map((ad) => toWireAd(site.memberId, ad));
    },
    campaign(site, deviceKind) {
      const now = deps.clock.now();
      return site.ads
        .filter((ad) => inCampaign(ad, now) && (ad.screenType === 'ALL' || ad.screenType === deviceKind))
        .map((ad) => toWireAd(site.memberId, ad));
    },
    async source(site, adId) {
      const ad = find(site, adId);
      if (!ad) return null;
      await count(site.memberId, adId, 'impressions');
      return { client: ad.client, url: ad.image };
    },
    async click(site, adId) {
      const ad = find(site, adId);
      if (!ad) return null;
      await count(site.memberId, adId, 'clicks');
      return { client: ad.client, url: ad.url };
    },
    async counters(memberId) {
      const rows = await deps.db.query<{ ad_id: number; impressions: string; clicks: string }>(
        'SELECT ad_id, impressions, clicks FROM ad_counters WHERE member_id = $1 ORDER BY ad_id',
        [memberId],
      );
      return rows.map((r) => ({
        adId: r.ad_id,
        impressions: Number(r.impressions),
        clicks: Number(r.clicks),
      }));
    },
  };
}
