import type { Ad, DeviceKind } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { ShownAd } from '../ads/AdsStore';

export interface CampaignAdsDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly ui: { readonly language: string };
  /** The ads store's creative look-up (its GET counts the impression). */
  readonly ads: { resolve(ad: Ad): Promise<ShownAd> };
}

/**
 * The ads of the site's running marketing campaigns (getCampaignAds), for the cashier: the offers a
 * player about to deposit can still take up. Each creative is fetched like any ad's; one whose
 * creative cannot be had is left out, and no campaign (or a failed call) shows nothing.
 */
export async function campaignAds(deps: CampaignAdsDeps, deviceKind: DeviceKind): Promise<ShownAd[]> {
  let ads: Ad[];
  try {
    ads = await deps.transport.call('getCampaignAds', {
      memberId: deps.memberId,
      deviceKind,
      languageId: deps.ui.language,
    });
  } catch (error) {
    console.warn('campaign ads not loaded', error);
    return [];
  }
  const shown = await Promise.all(ads.map((ad) => deps.ads.resolve(ad).catch(() => null)));
  return shown.filter((s): s is ShownAd => s !== null);
}
