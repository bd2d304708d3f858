/** PostgreSQL error codes after which the whole transaction can simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Runs attempt until it succeeds or fails with a non-retryable error, with a short jittered backoff. */
export async function withRetry<T>(attempt: () => Promise<T>, maxAttempts = 5): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || n >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * n + Math.random() * 10 * n));
    }
  }
}
