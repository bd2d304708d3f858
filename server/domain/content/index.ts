import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { MoneyDeps } from '../ledger/moneyTx';
import type { Db } from '../../storage/db';
import type { AttemptLimits } from '../limits';
import type { Mailer } from '../messaging/mailer';
import { createReferralsService, type ReferralsService } from '../referrals/service';
import { createSupportCases, type SupportCases } from '../support/cases';
import type { RandomBelow } from './adSelection';
import { createAdsService, type AdsService } from './ads';
import { createOfflineEvents, type OfflineEvents } from './offlineEvents';

/** The commercial side of a site: ads, referrals, the support inbox and offline events. */
export interface ContentServices {
  ads: AdsService;
  referrals: ReferralsService;
  support: SupportCases;
  offlineEvents: OfflineEvents;
}

export function createContentServices(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: AttemptLimits;
  money: MoneyDeps;
  site(memberId: number): SiteConfig | undefined;
  random?: RandomBelow;
}): ContentServices {
  return {
    ads: createAdsService(deps),
    referrals: createReferralsService(deps),
    support: createSupportCases(deps),
    offlineEvents: createOfflineEvents(deps),
  };
}
