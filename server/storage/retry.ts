/** PostgreSQL error codes after which the whole transaction can simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

/** Backoff before attempt n+1: random up to min(MAX, BASE * 2^n) ms ("full jitter"). */
const BASE_BACKOFF_MS = 5;
const MAX_BACKOFF_MS = 250;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs attempt until it succeeds or fails with a non-retryable error. Each conflict lets only one
 * of the contenders through, so ten transactions on one row need up to ten rounds; the backoff
 * grows and is random across its whole range so that the losers spread out instead of colliding
 * again in step (five attempts with a short linear backoff ran out on a loaded machine).
 */
export async function withRetry<T>(attempt: () => Promise<T>, maxAttempts = 12): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || n >= maxAttempts) throw error;
      const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** n);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

/**
 * A batch's key stored by another transaction after the batch looked for it: rerun the batch
 * (retried like a serialization failure), which then finds it. Answers that error when `error` is
 * a unique violation of `constraint`, else null.
 */
export function keyRaced(error: unknown, constraint: string): Error | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505' || (e.constraint !== constraint && !e.message?.includes(constraint))) return null;
  return Object.assign(new Error(`a ${constraint} key was stored by another transaction during the batch`), {
    code: '40001',
  });
}
