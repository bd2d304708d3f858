/** Wall clock, injectable so the scheduler and session expiry can be driven by tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
