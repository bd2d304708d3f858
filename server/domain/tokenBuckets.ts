/** Token bucket settings: `ratePerSecond` tokens refill each second, up to `burst`. */
export interface BucketSettings {
  ratePerSecond: number;
  burst: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** A set of token buckets by key. Buckets that have refilled are swept now and then to bound memory. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    private readonly settings: BucketSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.settings.burst, updatedAt: now };
    bucket.tokens = this.refilled(bucket, now);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket, now: number): number {
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
    return Math.min(this.settings.burst, bucket.tokens + elapsed * this.settings.ratePerSecond);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.settings.burst) this.buckets.delete(key);
    }
  }
}
