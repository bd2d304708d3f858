/** The answer of the ad source and target GETs (spec section 7, Ads). */
export interface AdLink {
  client: 'WEB' | 'MOBILE' | 'EXTERNAL' | string;
  url: string;
}

export type AdNavigation = { kind: 'route'; path: string } | { kind: 'tab'; url: string };

/**
 * Spec section 4: WEB and MOBILE targets stay inside the app; any other kind opens a new tab. A
 * WEB/MOBILE url that is not a same-site path still opens a tab, so an ad can never push the
 * router off the site.
 */
export function adNavigation(link: AdLink): AdNavigation {
  const inApp = (link.client === 'WEB' || link.client === 'MOBILE') && /^\/(?!\/)/.test(link.url);
  return inApp ? { kind: 'route', path: link.url } : { kind: 'tab', url: link.url };
}
