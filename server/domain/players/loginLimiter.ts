import { FaultCode, RpcFault } from '../../../protocol/faults';
import { limitsSchema, type SiteLimits } from '../../config/limitsSchema';
import type { SiteConfig } from '../../config/schema';
import type { AttemptLimits } from '../limits';
import { clientKey } from '../limits';

const DEFAULT_LIMITS: SiteLimits = limitsSchema.parse(undefined);

/**
 * Login attempts per client address and per account (spec section 4's "login rate limiting"), on
 * top of the transport's call limits: password guessing is slowed before the account lock is
 * reached, and one address cannot spray many accounts. Counted in the database with the other
 * abuse limits, so every server process shares the counts.
 */
export function createLoginLimiter(
  limits: AttemptLimits,
  site: (memberId: number) => SiteConfig | undefined,
) {
  return {
    /** Throws Server.RateLimited when the address or the account has used its attempts. */
    async check(ip: string, memberId: number, login: string): Promise<void> {
      const rules = site(memberId)?.limits ?? DEFAULT_LIMITS;
      const refused = await limits.take([
        { limit: 'loginPerClient', key: `${memberId}:${clientKey(ip)}`, rule: rules.loginPerClient },
        { limit: 'loginPerAccount', key: `${memberId}:${login.toLowerCase()}`, rule: rules.loginPerAccount },
      ]);
      if (refused) throw new RpcFault(FaultCode.RateLimited, 'Too many login attempts, try again later');
    },
  };
}
