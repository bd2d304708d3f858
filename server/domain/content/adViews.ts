import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';

/** Old views are swept about once every this many impressions. */
const SWEEP_EVERY = 500;

/**
 * The ad counters count viewers, not requests (issue 36): one impression per ad per viewer (a
 * session, else a client address) within the site's adViewMinutes, and one click per counted
 * impression; a click with no impression before it counts nothing. Each count is one statement
 * (the view row and the counter together), so parallel requests cannot count twice.
 */
export function createAdViews(deps: { db: Db; clock: Clock }) {
  let impressions = 0;
  return {
    async impression(site: SiteConfig, adId: number, viewer: string): Promise<void> {
      const now = deps.clock.now();
      const since = now - site.adViewMinutes * 60_000;
      if (++impressions % SWEEP_EVERY === 0)
        await deps.db.query('DELETE FROM ad_views WHERE viewed_at <= $1', [since]);
      await deps.db.query(
        `WITH seen AS (
           INSERT INTO ad_views (member_id, ad_id, viewer, viewed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (member_id, ad_id, viewer) DO UPDATE SET viewed_at = $4, clicked = false
           WHERE ad_views.viewed_at <= $5
           RETURNING 1)
         INSERT INTO ad_counters (member_id, ad_id, impressions) SELECT $1, $2, 1 FROM seen
         ON CONFLICT (member_id, ad_id) DO UPDATE SET impressions = ad_counters.impressions + 1`,
        [site.memberId, adId, viewer, now, since],
      );
    },
    async click(site: SiteConfig, adId: number, viewer: string): Promise<void> {
      const since = deps.clock.now() - site.adViewMinutes * 60_000;
      await deps.db.query(
        `WITH seen AS (
           UPDATE ad_views SET clicked = true
           WHERE member_id = $1 AND ad_id = $2 AND viewer = $3 AND NOT clicked AND viewed_at > $4
           RETURNING 1)
         INSERT INTO ad_counters (member_id, ad_id, clicks) SELECT $1, $2, 1 FROM seen
         ON CONFLICT (member_id, ad_id) DO UPDATE SET clicks = ad_counters.clicks + 1`,
        [site.memberId, adId, viewer, since],
      );
    },
  };
}
