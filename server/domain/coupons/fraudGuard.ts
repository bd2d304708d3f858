/**
 * Coupon guessing guard (error 61, "fraud warning"): a player who enters too many unknown or
 * refused codes within the window is refused until it passes. Kept in memory per process: it
 * slows guessing, it is not an audit trail.
 */
export function createCouponFraudGuard(options: { maxFailures?: number; windowMs?: number } = {}) {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 3_600_000;
  const failures = new Map<number, number[]>();
  const recent = (playerId: number, now: number) =>
    (failures.get(playerId) ?? []).filter((t) => t > now - windowMs);
  return {
    blocked: (playerId: number, now: number) => recent(playerId, now).length >= maxFailures,
    recordFailure(playerId: number, now: number) {
      failures.set(playerId, [...recent(playerId, now), now]);
    },
  };
}

export type CouponFraudGuard = ReturnType<typeof createCouponFraudGuard>;
