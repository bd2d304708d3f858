import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { PlayerPolicy } from '../../config/schema';
import { TokenBuckets } from '../tokenBuckets';

/**
 * Login attempts per address and per account (spec section 4's "login rate limiting"), on top of
 * the transport's call limits: password guessing is slowed before the account lock is reached,
 * and one address cannot spray many accounts. In-process; several servers each keep their own.
 */
export function createLoginLimiter(policy: PlayerPolicy, now: () => number) {
  const perMinute = (n: number) => ({ ratePerSecond: n / 60, burst: n });
  const byIp = new TokenBuckets(perMinute(policy.loginsPerMinutePerIp), now);
  const byAccount = new TokenBuckets(perMinute(policy.loginsPerMinutePerAccount), now);
  return {
    /** Throws Server.RateLimited when either bucket is empty. */
    check(ip: string, memberId: number, login: string): void {
      const account = `${memberId}:${login.toLowerCase()}`;
      if (!byIp.take(ip) || !byAccount.take(account))
        throw new RpcFault(FaultCode.RateLimited, 'Too many login attempts, try again later');
    },
  };
}
