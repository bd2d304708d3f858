import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../../../protocol/types';
import type { AdLink } from '../../../../src/stores/ads/adClickThrough';
import { adNavigation } from '../../../../src/stores/ads/adClickThrough';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { memoryStorage } from '../../fakes/memoryStorage';

const ad = (id: number, location: 'TOP' | 'FULL', adDelay = 0): Ad => ({
  id,
  adScreenType: 'WEB',
  adScreenLocation: location,
  adSize: 'ALL',
  adWeight: 1,
  adDelay,
  adSourceUrl: `/client/ads/1/${id}`,
  adTargetUrlPc: `/client/ads/1/${id}/click`,
});

const setup = (
  ads: Ad[] | (() => Ad[]),
  session = memoryStorage(),
  target: AdLink = { client: 'WEB', url: '/games' },
  path = '/',
) => {
  const transport = new FakeTransport().respond('getMainAds', ads);
  const fetched: string[] = [];
  const fetchAdLink = async (url: string): Promise<AdLink> => {
    fetched.push(url);
    return url.endsWith('/click') ? target : { client: 'WEB', url: `/img${url}.png` };
  };
  const page = { reload: () => undefined, pathname: () => path };
  const root = new RootStore({ transport, memberId: 1, sessionStorage: session, fetchAdLink, page });
  return { root, transport, fetched, session };
};

afterEach(() => vi.useRealTimers());

describe('AdsStore', () => {
  it('shows the FULL ad once per session, counting one impression', async () => {
    const first = setup([ad(1, 'FULL'), ad(2, 'TOP')]);
    await first.root.ads.load('WEB', 'lg');
    expect(first.transport.calls.at(-1)?.params).toEqual({
      deviceKind: 'WEB',
      screenSize: 'lg',
      memberId: 1,
      languageId: first.root.ui.language,
    });
    expect(first.root.ads.popup).toEqual({ ad: ad(1, 'FULL'), imageUrl: '/img/client/ads/1/1.png' });
    first.root.ads.closePopup();
    expect(first.root.ads.popup).toBeNull();
    // A reload in the same tab: a new store over the same session storage.
    const again = setup([ad(1, 'FULL'), ad(2, 'TOP')], first.session);
    await again.root.ads.load('WEB', 'lg');
    expect(again.root.ads.popup).toBeNull();
    expect(again.fetched).toEqual(['/client/ads/1/2']);
    // A new session sees it again.
    const fresh = setup([ad(1, 'FULL')]);
    await fresh.root.ads.load('WEB', 'lg');
    expect(fresh.root.ads.popup?.ad.id).toBe(1);
  });

  it('hides the TOP banner for the rest of the session', async () => {
    const first = setup([ad(2, 'TOP')]);
    await first.root.ads.load('WEB', 'ALL');
    expect(first.root.ads.banner?.ad.id).toBe(2);
    first.root.ads.hideBanner();
    expect(first.root.ads.banner).toBeNull();
    const again = setup([ad(2, 'TOP')], first.session);
    await again.root.ads.load('WEB', 'ALL');
    expect(again.root.ads.bannerHidden).toBe(true);
    expect(again.root.ads.banner).toBeNull();
    expect(again.fetched).toEqual([]);
  });

  it('asks the server again for a TOP ad after its adDelay, and not when the delay is 0', async () => {
    vi.useFakeTimers();
    const answers = [[ad(2, 'TOP', 5)], [ad(3, 'TOP', 0)]];
    const { root, fetched } = setup(() => answers.shift() ?? []);
    await root.ads.load('WEB', 'ALL');
    expect(root.ads.banner?.ad.id).toBe(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(root.ads.banner?.ad.id).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(root.ads.banner?.ad.id).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.ads.banner?.ad.id).toBe(3);
    expect(fetched).toEqual(['/client/ads/1/2', '/client/ads/1/3']);
  });

  it('stops rotating once the banner is hidden', async () => {
    vi.useFakeTimers();
    const { root, fetched, transport } = setup([ad(2, 'TOP', 5)]);
    await root.ads.load('WEB', 'ALL');
    root.ads.hideBanner();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(root.ads.banner).toBeNull();
    expect(fetched).toEqual(['/client/ads/1/2']);
    expect(transport.calls.filter((c) => c.name === 'getMainAds')).toHaveLength(1);
  });

  it('counts a click and closes the popup it came from', async () => {
    const { root, fetched } = setup([ad(1, 'FULL')]);
    await root.ads.load('WEB', 'ALL');
    const where = await root.ads.click(ad(1, 'FULL'));
    expect(fetched.at(-1)).toBe('/client/ads/1/1/click');
    expect(where).toEqual({ kind: 'route', path: '/games' });
    expect(root.ads.popup).toBeNull();
  });
});

describe('adNavigation', () => {
  it('keeps WEB and MOBILE paths in the app and opens anything else in a new tab', () => {
    expect(adNavigation({ client: 'WEB', url: '/games' })).toEqual({ kind: 'route', path: '/games' });
    expect(adNavigation({ client: 'MOBILE', url: '/p/promo' })).toEqual({ kind: 'route', path: '/p/promo' });
    const out = 'https://example.com/x';
    expect(adNavigation({ client: 'EXTERNAL', url: out })).toEqual({ kind: 'tab', url: out });
    expect(adNavigation({ client: 'WEB', url: out })).toEqual({ kind: 'tab', url: out });
    expect(adNavigation({ client: 'WEB', url: '//evil.example' })).toEqual({
      kind: 'tab',
      url: '//evil.example',
    });
  });
});

describe('the FULL ad and games in progress (issue 32)', () => {
  it('does not open over a live draw, and stays due for the next page of the session', async () => {
    const session = memoryStorage();
    const onDraw = setup([ad(9, 'FULL')], session, undefined, '/playout');
    await onDraw.root.ads.load('WEB', 'ALL');
    expect(onDraw.root.ads.popup).toBeNull();
    const inLobby = setup([ad(9, 'FULL')], session, undefined, '/');
    await inLobby.root.ads.load('WEB', 'ALL');
    expect(inLobby.root.ads.popup?.ad.id).toBe(9);
  });
});
