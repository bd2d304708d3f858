import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Event-loop delay of this process (ms), p50/p99/max since the last reset. */
export function lagMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    reset: async () => {
      histogram.reset();
      return {};
    },
    read: async () => ({
      lagP50ms: ms(histogram.percentile(50)),
      lagP99ms: ms(histogram.percentile(99)),
      lagMaxMs: ms(histogram.max),
    }),
  };
}
