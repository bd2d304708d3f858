import type { SiteConfig } from '../../config/schema';
import { accountsRepo, HouseAccount, type MoneyQuery } from '../ledger';
import { referrerOf } from './codes';

/**
 * The referral reward, inside the transaction that completes a referred player's first deposit:
 * the site's rewardMinor from the promotions account to the referrer's cash. The key names the
 * referred player, so however often this runs for them, the reward is paid once.
 */
export async function creditReferralReward(
  q: MoneyQuery,
  site: SiteConfig,
  referredPlayerId: number,
  now: number,
): Promise<boolean> {
  const { enabled, rewardMinor } = site.referrals;
  if (!enabled || rewardMinor <= 0) return false;
  const referrer = await referrerOf(q, referredPlayerId);
  if (referrer === null) return false;
  const currency = site.referrals.rewardCurrency ?? site.currencies[0];
  const cash = await accountsRepo.ensurePlayerAccount(q, { playerId: referrer, currency, type: 'cash', now });
  const promotions = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.promotions,
    currency,
    now,
  });
  const { applied } = await q.transfer({
    key: `referral:${referredPlayerId}`,
    kind: 'referral_reward',
    entries: [
      { accountId: cash, amountMinor: rewardMinor },
      { accountId: promotions, amountMinor: -rewardMinor },
    ],
    meta: { referrerId: referrer, referredPlayerId },
    now,
  });
  return applied;
}
