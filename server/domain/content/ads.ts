import type { Ad } from '../../../protocol/types';
import type { AdConfig } from '../../config/contentSchema';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { createAdViews } from './adViews';
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

/** The ads a player may see: enabled, and for the player's language (or every language). */
export function showable(site: SiteConfig, languageId?: string): AdConfig[] {
  return site.ads.filter(
    (ad) => ad.enabled && (ad.languages.length === 0 || !languageId || ad.languages.includes(languageId)),
  );
}

export interface AdsService {
  main(site: SiteConfig, deviceKind: 'WEB' | 'MOBILE', screenSize: string, languageId?: string): Ad[];
  campaign(site: SiteConfig, deviceKind: 'WEB' | 'MOBILE', languageId?: string): Ad[];
  /** The creative, counting the viewer's first impression in the window; null for an unknown ad. */
  source(site: SiteConfig, adId: number, viewer: string): Promise<AdLink | null>;
  /** Where the click leads, counting one click per counted impression; null for an unknown ad. */
  click(site: SiteConfig, adId: number, viewer: string): Promise<AdLink | null>;
  counters(memberId: number): Promise<{ adId: number; impressions: number; clicks: number }[]>;
}

export function createAdsService(deps: { db: Db; clock: Clock; random?: RandomBelow }): AdsService {
  const random = deps.random ?? cryptoRandomBelow;
  const views = createAdViews(deps);
  const find = (site: SiteConfig, adId: number) =>
    site.ads.find((ad) => ad.id === adId && ad.enabled) ?? null;
  return {
    main(site, deviceKind, screenSize, languageId) {
      const running = showable(site, languageId).filter(
        (ad) => !ad.campaign || inCampaign(ad, deps.clock.now()),
      );
      return selectAds(running, { deviceKind, screenSize }, random).map((ad) => toWireAd(site.memberId, ad));
    },
    campaign(site, deviceKind, languageId) {
      const now = deps.clock.now();
      return showable(site, languageId)
        .filter((ad) => inCampaign(ad, now) && (ad.screenType === 'ALL' || ad.screenType === deviceKind))
        .map((ad) => toWireAd(site.memberId, ad));
    },
    async source(site, adId, viewer) {
      const ad = find(site, adId);
      if (!ad) return null;
      await views.impression(site, adId, viewer);
      return { client: ad.client, url: ad.image };
    },
    async click(site, adId, viewer) {
      const ad = find(site, adId);
      if (!ad) return null;
      await views.click(site, adId, viewer);
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
