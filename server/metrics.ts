import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of one server. Each server gets its own registry (not prom-client's global
 * one) so that several servers in one test process do not clash over metric names.
 */
export interface Metrics {
  registry: Registry;
  /** Open WebSocket connections. */
  connections: Gauge;
  /** Calls by name and outcome ('ok' or the fault code). Unknown names share one label value. */
  calls: Counter<'call' | 'outcome'>;
  callDuration: Histogram<'call'>;
  /** Pushes published on the hub, by event. */
  pushes: Counter<'event'>;
  /** Draws performed; the game engine increments it. */
  draws: Counter<'game'>;
  /** Joins sent to their instance's writer process, made here after it did not answer, or made for another. */
  joinForwarding: Counter<'outcome'>;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'drawhall_' });
  const registers = [registry];
  return {
    registry,
    connections: new Gauge({
      name: 'drawhall_ws_connections',
      help: 'Open WebSocket connections',
      registers,
    }),
    calls: new Counter({
      name: 'drawhall_rpc_calls_total',
      help: 'RPC calls by call name and outcome (ok or fault code)',
      labelNames: ['call', 'outcome'] as const,
      registers,
    }),
    callDuration: new Histogram({
      name: 'drawhall_rpc_call_duration_seconds',
      help: 'RPC call duration in seconds',
      labelNames: ['call'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    pushes: new Counter({
      name: 'drawhall_pushes_total',
      help: 'Pushes published on the topic hub, by event',
      labelNames: ['event'] as const,
      registers,
    }),
    draws: new Counter({
      name: 'drawhall_draws_total',
      help: 'Draws performed by the game engine, by game id',
      labelNames: ['game'] as const,
      registers,
    }),
    joinForwarding: new Counter({
      name: 'drawhall_join_forwarding_total',
      help: 'Joins forwarded to their instance writer (forwarded), made locally after no answer (fellBack), or made for another process (served)',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}
