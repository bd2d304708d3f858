import { TokenBuckets, type BucketSettings } from '../domain/tokenBuckets';

export interface RateLimitOptions {
  /** Per logged-in session. */
  session?: BucketSettings;
  /** Per client address; higher than per session because players may share an address (NAT). */
  ip?: BucketSettings;
  /** false turns limiting off (tests, load generators on a trusted network). */
  enabled?: boolean;
}

export const defaultRateLimits: Required<Omit<RateLimitOptions, 'enabled'>> = {
  session: { ratePerSecond: 50, burst: 100 },
  ip: { ratePerSecond: 200, burst: 400 },
};

/** Session and address limits together: a call passes only when both buckets have a token. */
export function createRateLimiter(options: RateLimitOptions = {}, now: () => number = Date.now) {
  if (options.enabled === false) return { allow: () => true };
  const bySession = new TokenBuckets(options.session ?? defaultRateLimits.session, now);
  const byIp = new TokenBuckets(options.ip ?? defaultRateLimits.ip, now);
  return {
    allow(sessionId: string | null, ip: string): boolean {
      if (!byIp.take(ip)) return false;
      return sessionId === null || bySession.take(sessionId);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
