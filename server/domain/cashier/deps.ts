import type { Logger } from 'pino';
import type { CouponConfig } from '../../config/moneySchema';
import type { OperatorConfig, SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import type { CouponFraudGuard } from '../coupons/fraudGuard';
import { operatorCouponsRepo } from '../coupons/operatorCoupons';
import { normalizeCouponCode } from '../coupons/rules';
import { toMinor, type CurrencyBook } from '../money';
import type { PaymentProvider } from '../payments/provider';
import { CashierError } from './cashierError';
import type { DepositTracker } from './tracking';

/** What the cashier's flows are built from (one object, made by createCashierService). */
export interface CashierDeps {
  db: Db;
  push: PushHub;
  clock: Clock;
  currencies: CurrencyBook;
  config: OperatorConfig;
  provider: PaymentProvider;
  tracker: DepositTracker;
  fraudGuard: CouponFraudGuard;
  log: Logger;
}

export function siteFor(deps: CashierDeps, memberId: number): SiteConfig {
  const site = deps.config.sites.find((s) => s.memberId === memberId);
  if (!site) throw new CashierError('site', 'Unknown site', 'memberId');
  return site;
}

/** The amount in minor units of a currency the site serves; bad currency or amount is a validation fault. */
export function minorIn(site: SiteConfig, currency: string, amount: number, field = 'amount'): number {
  if (!site.currencies.includes(currency))
    throw new CashierError('currency', 'Currency not served by this site', 'currencyId');
  try {
    return toMinor(amount, currency);
  } catch {
    throw new CashierError('amount', 'Amount out of range', field);
  }
}

/**
 * The coupon of a code as it stands now: an operator's change (operatorCoupons.ts) over the
 * configuration's coupon. `q` reads inside the caller's transaction when it has one.
 */
export async function couponFor(
  deps: CashierDeps,
  code: string,
  q: Queryable = deps.db,
): Promise<CouponConfig | undefined> {
  const found = await operatorCouponsRepo.inForce(q, deps.config.coupons, normalizeCouponCode(code));
  return found?.coupon;
}

/** The client's request key, scoped to the player so two players can never share one. */
export const scopedKey = (playerId: number, scope: string, key: string | undefined) =>
  key ? `${playerId}:${scope}:${key}` : null;
