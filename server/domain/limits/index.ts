import type { LimitName } from '../../config/limitsSchema';
import type { SiteConfig } from '../../config/schema';
import type { LimitCheck } from './attempts';

export { createAttemptLimits, type AttemptLimits, type LimitCheck } from './attempts';
export { clientKey, normaliseEmail, normalisePhone } from './keys';

/** A check of the site's own rule for `limit`; the key is kept apart per site. */
export function siteCheck(site: SiteConfig, limit: LimitName, key: string): LimitCheck {
  return { limit, key: `${site.memberId}:${key}`, rule: site.limits[limit] };
}

/** The site-wide check of `limit`: every attempt on the site counts against one key. */
export const wholeSite = (site: SiteConfig, limit: LimitName): LimitCheck => siteCheck(site, limit, '*');

/**
 * A check for a call that names no site (resetPassword carries only a token): the strictest of the
 * sites' rules for `limit`, counted once across all sites.
 */
export function anySite(sites: readonly SiteConfig[], limit: LimitName, key: string): LimitCheck {
  const rule = sites
    .map((site) => site.limits[limit])
    .reduce((a, b) => (b.max / b.windowMinutes < a.max / a.windowMinutes ? b : a));
  return { limit, key: `*:${key}`, rule };
}
