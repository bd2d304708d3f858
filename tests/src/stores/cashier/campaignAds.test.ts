import { describe, expect, it } from 'vitest';
import type { Ad } from '../../../../protocol/types';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';

const campaignAd = (id: number): Ad => ({
  id,
  adScreenType: 'ALL',
  adScreenLocation: 'TOP',
  adSize: 'ALL',
  adWeight: 1,
  adDelay: 0,
  adSourceUrl: `/client/ads/1/${id}`,
  adTargetUrlPc: `/client/ads/1/${id}/click`,
});

function setUp() {
  const transport = new FakeTransport();
  const fetched: string[] = [];
  const root = new RootStore({
    transport,
    memberId: 1,
    // Ad 8's creative is gone (the GET fails): that offer is left out.
    fetchAdLink: (url) => {
      fetched.push(url);
      return url.endsWith('/8')
        ? Promise.reject(new Error('404'))
        : Promise.resolve({ client: 'WEB', url: `/img${url}.png` });
    },
  });
  return { root, transport, fetched };
}

describe('cashier: the running campaigns’ offers', () => {
  it('asks for the campaign ads of this device and language, each creative fetched (its impression)', async () => {
    const { root, transport, fetched } = setUp();
    transport.respond('getCampaignAds', [campaignAd(7), campaignAd(8)]);
    await root.cashier.loadCampaignAds('MOBILE');
    expect(transport.calls).toContainEqual({
      name: 'getCampaignAds',
      params: { memberId: 1, deviceKind: 'MOBILE', languageId: root.ui.language },
    });
    expect(fetched).toEqual(['/client/ads/1/7', '/client/ads/1/8']);
    expect(root.cashier.campaignAds).toEqual([{ ad: campaignAd(7), imageUrl: '/img/client/ads/1/7.png' }]);
  });

  it('shows nothing when the call fails or no campaign runs', async () => {
    const { root, transport } = setUp();
    transport.respond('getCampaignAds', [campaignAd(7)]);
    await root.cashier.loadCampaignAds('WEB');
    expect(root.cashier.campaignAds).toHaveLength(1);
    transport.fault('getCampaignAds', 'Server.Processing', 'down');
    await root.cashier.loadCampaignAds('WEB');
    expect(root.cashier.campaignAds).toEqual([]);
  });
});
