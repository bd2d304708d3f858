import { describe, expect, it } from 'vitest';
import { TokenBuckets } from '../../../server/domain/tokenBuckets';
import { createRateLimiter } from '../../../server/rpc/rateLimit';

describe('token buckets', () => {
  it('allows a burst, then refills at the rate', () => {
    let now = 0;
    const buckets = new TokenBuckets({ ratePerSecond: 2, burst: 3 }, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    now += 500;
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });

  it('forgets buckets that have refilled, so memory stays bounded', () => {
    let now = 0;
    const buckets = new TokenBuckets({ ratePerSecond: 10, burst: 10 }, () => now);
    for (let i = 0; i < 100; i++) buckets.take(`ip${i}`);
    now += 61_000;
    buckets.take('fresh');
    expect(buckets.size).toBe(1);
  });
});

describe('rate limiter', () => {
  it('limits per session and per address', () => {
    const limiter = createRateLimiter(
      { session: { ratePerSecond: 0, burst: 1 }, ip: { ratePerSecond: 0, burst: 3 } },
      () => 0,
    );
    expect(limiter.allow('s1', '1.1.1.1')).toBe(true);
    expect(limiter.allow('s1', '1.1.1.1')).toBe(false); // session spent
    expect(limiter.allow('s2', '1.1.1.1')).toBe(true);
    expect(limiter.allow(null, '1.1.1.1')).toBe(false); // address spent
    expect(limiter.allow(null, '2.2.2.2')).toBe(true);
  });

  it('can be turned off', () => {
    const limiter = createRateLimiter({ enabled: false });
    for (let i = 0; i < 1000; i++) expect(limiter.allow('s', 'ip')).toBe(true);
  });
});
