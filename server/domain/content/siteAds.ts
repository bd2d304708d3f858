import { RpcFault } from '../../../protocol/faults';
import type { AdSummary } from '../../../protocol/operator/content';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { AdConfig } from '../../config/contentSchema';
import type { SiteConfig } from '../../config/schema';
import { validSite } from '../operators/whiteLabels';

/** An ad's settings as operators edit them (createAd, updateAd); `schedule` in epoch ms. */
export type AdFields = Omit<AdSummary, 'adId' | 'impressions' | 'clicks'>;

export function toAdSummary(ad: AdConfig, counters?: { impressions: number; clicks: number }): AdSummary {
  return {
    adId: ad.id,
    screenType: ad.screenType,
    location: ad.location,
    size: ad.size,
    weight: ad.weight,
    delaySeconds: ad.delaySeconds,
    image: ad.image,
    client: ad.client,
    url: ad.url,
    schedule: ad.campaign ? { from: Date.parse(ad.campaign.from), to: Date.parse(ad.campaign.to) } : null,
    languages: [...ad.languages],
    enabled: ad.enabled,
    impressions: counters?.impressions ?? 0,
    clicks: counters?.clicks ?? 0,
  };
}

function toAdConfig(adId: number, f: AdFields): unknown {
  return {
    id: adId,
    screenType: f.screenType,
    location: f.location,
    size: f.size,
    weight: f.weight,
    delaySeconds: f.delaySeconds,
    image: f.image,
    client: f.client,
    url: f.url,
    ...(f.schedule
      ? {
          campaign: {
            from: new Date(f.schedule.from).toISOString(),
            to: new Date(f.schedule.to).toISOString(),
          },
        }
      : {}),
    languages: f.languages,
    enabled: f.enabled,
  };
}

/**
 * The site with one ad added (adId null: the next free id) or changed; the ad as it was (null for a
 * new one) and as it is. Languages must be the site's; the whole site is validated as the
 * configuration file is.
 */
export function siteWithAd(
  site: SiteConfig,
  adId: number | null,
  changes: Partial<AdFields>,
): { site: SiteConfig; before: AdConfig | null; ad: AdConfig } {
  const before = adId === null ? null : (site.ads.find((ad) => ad.id === adId) ?? null);
  if (adId !== null && !before)
    throw new RpcFault(OperatorFault.NotFound, `No ad ${adId} on site ${site.memberId}`);
  const served = new Set(site.languages.map((l) => l.languageId));
  for (const language of changes.languages ?? [])
    if (!served.has(language))
      throw new RpcFault(
        OperatorFault.Refused,
        `Site ${site.memberId} does not serve the language ${language}`,
      );
  const id = before?.id ?? Math.max(0, ...site.ads.map((ad) => ad.id)) + 1;
  const fields = { ...(before ? toAdSummary(before) : {}), ...changes } as AdFields;
  const candidate = toAdConfig(id, fields);
  const next = validSite({
    ...site,
    ads: before ? site.ads.map((ad) => (ad.id === id ? candidate : ad)) : [...site.ads, candidate],
  });
  return { site: next, before, ad: next.ads.find((ad) => ad.id === id)! };
}
