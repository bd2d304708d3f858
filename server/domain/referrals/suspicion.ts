import type { SiteConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';

/** Why a referrer and the player they referred look like one person (the checks operators use). */
export type SuspicionReason = 'sameCard' | 'sameClient' | 'sameHousehold';

/**
 * The pair's shared traits: a card both have paid with (the provider's card token, never the
 * number), registrations from one client address within the site's window, or one household
 * address (street, postal code and country, compared without case, spaces or punctuation).
 */
export async function suspicionReasons(
  q: Queryable,
  site: SiteConfig,
  referrerId: number,
  referredId: number,
): Promise<SuspicionReason[]> {
  const windowMs = site.referrals.sameClientWindowDays * 86_400_000;
  const [row] = await q.query<{ same_card: boolean; same_client: boolean; same_household: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM payment_details a JOIN payment_details b ON a.details->>'token' = b.details->>'token'
               WHERE a.player_id = $1 AND b.player_id = $2 AND a.method = 'card' AND b.method = 'card')
         AS same_card,
       (r.registration_ip IS NOT NULL AND r.registration_ip = d.registration_ip
         AND abs(r.created_at - d.created_at) <= $3) AS same_client,
       (${household('r')} <> '' AND ${household('r')} = ${household('d')}) AS same_household
     FROM players r, players d WHERE r.id = $1 AND d.id = $2`,
    [referrerId, referredId, windowMs],
  );
  if (!row) return [];
  const reasons: SuspicionReason[] = [];
  if (row.same_card) reasons.push('sameCard');
  if (row.same_client) reasons.push('sameClient');
  if (row.same_household) reasons.push('sameHousehold');
  return reasons;
}

/** A player's household address folded to letters and digits; '' when no street is on file. */
function household(p: string): string {
  const part = (key: string) => `coalesce(${p}.details->>'${key}', '')`;
  const street = `lower(regexp_replace(${part('primaryAddressStreet')}, '[^[:alnum:]]', '', 'g'))`;
  const rest = `lower(regexp_replace(${part('primaryAddressPostalcode')} || ${part('primaryAddressCountry')}, '[^[:alnum:]]', '', 'g'))`;
  return `(CASE WHEN ${street} = '' THEN '' ELSE ${street} || '|' || ${rest} END)`;
}
