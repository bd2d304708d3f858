// The real server for end-to-end server tests: a free local port, in-memory storage seeded with
// the demo config, no rate limit and no log; the engine stays stopped unless a test starts it.
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/app';

/** The seeded demo player's login params. */
export const DEMO_LOGIN = { memberId: 1, username: 'demo', password: 'demo1234' };

export function startTestServer(more: StartServerOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seed: true,
    rateLimit: false,
    logLevel: 'silent',
    startEngine: false,
    // The demo config's sandbox card provider (production refuses it: tests/server/security).
    allowSandboxPayments: true,
    ...more,
  });
}
