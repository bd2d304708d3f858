import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../server/config/schema';
import { trackingOrigins } from '../../../server/transport/trackingOrigins';

const site = (tracking: Partial<SiteConfig['tracking']>) =>
  ({
    tracking: {
      trackingURL: '',
      trackOnShortRegistration: false,
      trackOnFullRegistration: false,
      trackOnDeposit: false,
      ...tracking,
    },
  }) as SiteConfig;

describe('trackingOrigins', () => {
  it('lists the origins of the sites that track registrations, once each', () => {
    expect(
      trackingOrigins([
        site({ trackingURL: 'https://t.example/{event}/{playerId}', trackOnShortRegistration: true }),
        site({ trackingURL: 'https://t.example/other?x=1', trackOnFullRegistration: true }),
        site({ trackingURL: 'http://b.example:8080/p', trackOnFullRegistration: true }),
      ]),
    ).toEqual(['https://t.example', 'http://b.example:8080']);
  });

  it('leaves out deposit-only trackers (the server sends those), bad URLs and other schemes', () => {
    expect(
      trackingOrigins([
        site({ trackingURL: 'https://deposit.example/', trackOnDeposit: true }),
        site({ trackingURL: 'not a url', trackOnShortRegistration: true }),
        site({ trackingURL: 'javascript:alert(1)', trackOnShortRegistration: true }),
        undefined,
      ]),
    ).toEqual([]);
  });
});
