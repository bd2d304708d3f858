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
