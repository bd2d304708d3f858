import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: `unit` (client stores, net client, pages in jsdom), `server` (protocol, server
// domain and in-process integration tests in node), `browser` (real chromium against a real server).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/scenes/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/src/asyncWaits.setup.ts', 'tests/src/lazyStores.setup.ts'],
          // Room for the 5 s waits above, on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/protocol/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          setupFiles: ['tests/browser/support/failOnPageErrors.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
