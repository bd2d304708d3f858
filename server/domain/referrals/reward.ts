import type { SiteConfig } from '../../config/schema';
import { accountsRepo, HouseAccount, type MoneyQuery } from '../ledger';
import { wageredByCurrency } from '../responsibleGaming/limits';
import { isUnclaimedGuest } from '../players/guestCheckout';
import { referrerOf } from './codes';
import { suspicionReasons } from './suspicion';

const rewardCurrency = (site: SiteConfig) => site.referrals.rewardCurrency ?? site.currencies[0];

/**
 * Inside the transaction that completes a referred player's first deposit: the pair's reward row,
 * 'flagged' (never paid automatically) when it looks like one person, else 'held' until the
 * referred player has wagered the site's amount (paid here at once when that is 0). Once per
 * referred player, however often this runs.
 */
export async function holdReferralReward(
  q: MoneyQuery,
  site: SiteConfig,
  referredPlayerId: number,
  now: number,
): Promise<void> {
  const { enabled, rewardMinor } = site.referrals;
  if (!enabled || rewardMinor <= 0) return;
  const referrer = await referrerOf(q, referredPlayerId);
  if (referrer === null) return;
  const reasons = await suspicionReasons(q, site, referrer, referredPlayerId);
  const held = await q.query(
    `INSERT INTO referral_rewards (referred_player_id, referrer_id, member_id, status, reasons, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (referred_player_id) DO NOTHING RETURNING 1`,
    [referredPlayerId, referrer, site.memberId, reasons.length ? 'flagged' : 'held', reasons, now],
  );
  if (held.length && !reasons.length) await payIfWagered(q, site, referredPlayerId, now);
}

/**
 * Pays a held reward once the referred player has wagered rewardAfterWageredMinor in the reward
 * currency: the site's rewardMinor from the promotions account to the referrer's cash, keyed by the
 * referred player, with the row marked paid in the same transaction. True when paid now.
 */
export async function payIfWagered(
  q: MoneyQuery,
  site: SiteConfig,
  referredPlayerId: number,
  now: number,
): Promise<boolean> {
  const [row] = await q.query<{
    referrer_id: number;
    details: Record<string, unknown>;
    verification: Record<string, unknown>;
  }>(
    `SELECT r.referrer_id, p.details, p.verification FROM referral_rewards r JOIN players p ON p.id = r.referrer_id
     WHERE r.referred_player_id = $1 AND r.status = 'held' FOR UPDATE OF r`,
    [referredPlayerId],
  );
  // A checkout account nobody has confirmed earns nothing yet: the reward waits for the claim.
  if (!row || isUnclaimedGuest(row)) return false;
  const currency = rewardCurrency(site);
  const wagered = (await wageredByCurrency(q, referredPlayerId, 0)).get(currency) ?? 0;
  if (wagered < site.referrals.rewardAfterWageredMinor) return false;
  const referrer = Number(row.referrer_id);
  const { rewardMinor } = site.referrals;
  const cash = await accountsRepo.ensurePlayerAccount(q, { playerId: referrer, currency, type: 'cash', now });
  const promotions = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.promotions,
    currency,
    now,
  });
  await q.transfer({
    key: `referral:${referredPlayerId}`,
    kind: 'referral_reward',
    entries: [
      { accountId: cash, amountMinor: rewardMinor },
      { accountId: promotions, amountMinor: -rewardMinor },
    ],
    meta: { referrerId: referrer, referredPlayerId },
    now,
  });
  await q.query("UPDATE referral_rewards SET status = 'paid', paid_at = $2 WHERE referred_player_id = $1", [
    referredPlayerId,
    now,
  ]);
  return true;
}
