// A transport server on fakes: a session table instead of the players domain, a memory hub, and
// handler tables the test gives. Lets transport tests run without storage.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createMetrics, type Metrics } from '../../../server/metrics';
import { createMemoryHub } from '../../../server/push/memoryHub';
import type { HandlerTable } from '../../../server/rpc/handler';
import type { RateLimitOptions } from '../../../server/rpc/rateLimit';
import type { CoreServices, Services } from '../../../server/services';
import type { PushHub } from '../../../server/ports/pushHub';
import type { SessionInfo } from '../../../server/ports/session';
import type { ConnectionGuardOptions } from '../../../server/transport/connectionGuard';
import { createTransport, type Transport } from '../../../server/transport/server';
import type { SiteContent } from '../../../server/transport/sitePages';

/** The fake server's /metrics credential (`Authorization: Bearer ...`). */
export const FAKE_METRICS_TOKEN = 'fake-metrics-token';

export interface FakeServer {
  url: string;
  hub: PushHub;
  metrics: Metrics;
  transport: Transport;
  /** Live sessions by token; tests add and remove them. */
  sessions: Map<string, SessionInfo>;
  setReady(ready: boolean): void;
  close(): Promise<void>;
}

export function sessionFor(playerId: number, memberId = 1): SessionInfo {
  return {
    sessionId: `s${playerId}`,
    playerId,
    memberId,
    username: `p${playerId}`,
    expiresAt: Date.now() + 3_600_000,
  };
}

export async function startFakeServer(options: {
  handlers: HandlerTable;
  rateLimit?: RateLimitOptions | false;
  siteContent?: SiteContent;
  clientDir?: string;
  heartbeatMs?: number;
  websocket?: ConnectionGuardOptions;
  trustProxy?: boolean;
  log?: pino.Logger;
  sessions?: Map<string, SessionInfo>;
}): Promise<FakeServer> {
  const log = options.log ?? pino({ level: 'silent' });
  const metrics = createMetrics({ defaultMetrics: false });
  const hub = createMemoryHub();
  const sessions = options.sessions ?? new Map<string, SessionInfo>();
  let ready = true;
  // Only the core services: the transport never touches the domain, and the test handlers neither.
  const core: CoreServices = {
    log,
    clock: { now: () => Date.now() },
    push: hub,
    sessions: { resolve: async (token) => sessions.get(token) ?? null },
    ready: () => ready,
  };
  const transport = await createTransport({
    services: core as Services,
    handlers: options.handlers,
    metrics,
    log,
    rateLimit: options.rateLimit ?? false,
    siteContent: options.siteContent,
    clientDir: options.clientDir ?? mkdtempSync(join(tmpdir(), 'drawhall-nodist-')),
    heartbeatMs: options.heartbeatMs,
    websocket: options.websocket,
    trustProxy: options.trustProxy,
    metricsToken: FAKE_METRICS_TOKEN,
  });
  const url = await transport.listen(0, '127.0.0.1');
  return {
    url,
    hub,
    metrics,
    transport,
    sessions,
    setReady: (value) => {
      ready = value;
    },
    async close() {
      await transport.drain();
      await transport.close();
      await hub.close();
    },
  };
}
