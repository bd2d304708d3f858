import type { SiteConfig } from '../config/schema';

/**
 * The origins the browser's registration tracking GETs go to (spec section 7): each site's
 * trackingURL when it tracks short or full registration. The CSP's connect-src lets the client's
 * beacon reach them and nothing else; a malformed URL adds nothing.
 */
export function trackingOrigins(sites: readonly (SiteConfig | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const site of sites) {
    const tracking = site?.tracking;
    if (!tracking?.trackingURL) continue;
    if (!tracking.trackOnShortRegistration && !tracking.trackOnFullRegistration) continue;
    try {
      const url = new URL(tracking.trackingURL.replace(/\{(event|playerId)\}/g, 'x'));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      /* not a URL: the client sends nothing either */
    }
  }
  return [...origins];
}
