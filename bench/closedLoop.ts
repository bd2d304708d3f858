import { performance } from 'node:perf_hooks';

export interface ClosedLoopRun {
  /** Milliseconds each attempt took. */
  latencies: number[];
  failed: number;
  /** Seconds the run lasted. */
  elapsed: number;
}

/**
 * Each client sends its next request as soon as the last one answered, until the time is up:
 * the load of many buyers at once. `attempt` answers whether the request succeeded.
 */
export async function closedLoop<C>(
  clients: readonly C[],
  seconds: number,
  attempt: (client: C) => Promise<boolean>,
): Promise<ClosedLoopRun> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await attempt(client);
        latencies.push(performance.now() - t0);
        if (!ok) failed++;
      }
    }),
  );
  return { latencies, failed, elapsed: (performance.now() - started) / 1000 };
}
