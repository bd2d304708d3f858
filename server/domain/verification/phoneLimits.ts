import { FaultCode, RpcFault } from '../../../protocol/faults';
import { TokenBuckets } from '../../rpc/rateLimit';

/**
 * A 6-digit code is guessable given enough tries, and every request costs an SMS: per player,
 * at most 5 code submissions and 3 SMS per 10 minutes (in-process, like the login limits).
 */
export function createPhoneLimits(now: () => number) {
  const tenMinutes = (n: number) => ({ ratePerSecond: n / 600, burst: n });
  const submits = new TokenBuckets(tenMinutes(5), now);
  const requests = new TokenBuckets(tenMinutes(3), now);
  const refuse = () =>
    new RpcFault(FaultCode.RateLimited, 'Too many phone validation attempts, try again later');
  return {
    request(playerId: number): void {
      if (!requests.take(String(playerId))) throw refuse();
    },
    submit(playerId: number): void {
      if (!submits.take(String(playerId))) throw refuse();
    },
  };
}
