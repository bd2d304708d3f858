// The real server for end-to-end server tests: a free local port, throwaway storage seeded with
// the demo config (testStorage: PGlite in memory, or a PostgreSQL schema under DATABASE_URL), no
// rate limit and no log; the engine stays stopped unless a test starts it.
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/app';
import { testStorage } from '../../support/testStorage';

/** The seeded demo player's login params. */
export const DEMO_LOGIN = { memberId: 1, username: 'demo', password: 'demo1234' };

export async function startTestServer(more: StartServerOptions = {}): Promise<RunningServer> {
  // A test that names its store (a data directory to restart on, a schema of its own) keeps it.
  const { storage, drop } = testStorage({ embedded: Boolean(more.dataDir || more.databaseUrl) });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    ...storage,
    seed: true,
    rateLimit: false,
    logLevel: 'silent',
    startEngine: false,
    // The demo config's sandbox card provider (production refuses it: tests/server/security).
    allowSandboxPayments: true,
    ...more,
  });
  const close = server.close.bind(server);
  return Object.assign(server, {
    async close() {
      await close();
      await drop();
    },
  });
}
