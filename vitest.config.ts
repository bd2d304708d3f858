import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirstSequencer from './tests/support/longestFirstSequencer';

// Projects: `unit` (client stores, net client, pages in jsdom), `server` (protocol, server domain
// and in-process integration tests in node), and real chromium against a real server in two:
// `browser-parallel`, files of pages and forms (no draw on real time) and the pixel baselines (the
// stage in deterministic mode, stepped by the test: a busy machine makes them slower, never
// different), two at a time; `browser`, files whose stage runs on real time (live draws, clicks
// on a moving stage), one at a time: a busy software GPU renders late. (Tried 2026-11-28: those
// files two at a time passed alone in pairs, but in CI beside the page files two live-draw files
// failed.)
const PARALLEL_BROWSER_FILES = [
  'tests/browser/routes/**/*.test.ts',
  'tests/browser/security/**/*.test.ts',
  'tests/browser/cashier/**/*.test.ts',
  'tests/browser/checkout/**/*.test.ts',
  'tests/browser/players/passwordReset.test.ts',
  'tests/browser/players/edgeFlows.test.ts',
  'tests/browser/players/idDocumentUpload.test.ts',
  'tests/browser/content/customPageTriggers.test.ts',
  'tests/browser/content/referralReward.test.ts',
  'tests/browser/lobby/siteNameOnPhone.test.ts',
  'tests/browser/admin/operatorConsole.test.ts',
  'tests/browser/admin/consoleMoney.test.ts',
  'tests/browser/admin/consoleContent.test.ts',
  'tests/browser/admin/consoleGames.test.ts',
  'tests/browser/admin/consolePlayerActions.test.ts',
  // No stage either; the connection files mostly wait on real-time timeouts.
  'tests/browser/connection/offline.test.ts',
  'tests/browser/connection/serverRestart.test.ts',
  'tests/browser/connection/serverStall.test.ts',
  'tests/browser/connection/joinInFlight.test.ts',
  'tests/browser/content/ads.test.ts',
  'tests/browser/content/operatorMessages.test.ts',
  'tests/browser/content/scanTicket.test.ts',
  'tests/browser/lobby.test.ts',
  'tests/browser/lobby/firstLoadBytes.test.ts',
  'tests/browser/players/registerConfirmAndLogin.test.ts',
  'tests/browser/registerAndDeposit.test.ts',
  'tests/browser/responsibleGaming/weeklyWageringLimit.test.ts',
  'tests/browser/results/subscribeAndCancel.test.ts',
  'tests/browser/fairness/verifyEverywhere.test.ts',
  // The instant stage in deterministic mode, stepped by the test.
  'tests/browser/instant/richEffects.test.ts',
  // The pixel baselines: deterministic stages, stepped by the test (steadyStageShot).
  'tests/browser/visual/**/*.test.ts',
];

// Two files at a time even on two cores (Vitest's default leaves one idle): most tests wait on
// PostgreSQL, a socket or a browser more than they compute.
const TEST_WORKERS = 2;

// Every memory:// PGlite in the server and browser tests starts from one migrated data directory
// dumped once per run, not from initdb and every migration (about 3 s a database).
const MEMORY_DATABASES = {
  globalSetup: ['tests/support/memoryDatabase.globalSetup.ts'],
  setupFiles: ['tests/support/memoryDatabase.setup.ts'],
};

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One module graph and one jsdom per worker, not per file: a fresh jsdom and React for
          // each of 81 files was 80% of this project's time (137 s against 24 s on a slow host).
          isolate: false,
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/scenes/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/src/asyncWaits.setup.ts', 'tests/src/lazyStores.setup.ts'],
          // Room for the 5 s waits above, on a loaded machine.
          testTimeout: 15_000,
          maxWorkers: TEST_WORKERS,
        },
      },
      {
        plugins: [react()],
        test: {
          // Files that replace a module with vi.mock: in the shared module graph above, a module an
          // earlier file loaded stays the real one (React.lazy keeps the stage it first resolved).
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ['tests/src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/src/asyncWaits.setup.ts', 'tests/src/lazyStores.setup.ts'],
          testTimeout: 15_000,
          maxWorkers: TEST_WORKERS,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker: every file loading the server's modules again was more
          // than half this project's time on a slow host. Files share no state through them: each
          // opens its own database (memory:// or a throwaway schema), server and hub.
          isolate: false,
          include: ['tests/protocol/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/house/**/*.test.ts'],
          ...MEMORY_DATABASES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: TEST_WORKERS,
        },
      },
      {
        test: {
          name: 'browser-parallel',
          environment: 'node',
          // One module graph per worker, as in `server` (a fifth of this project's time). Each
          // file still starts its own server and browser; the support modules keep no state from
          // one file to the next (quietAds.ts is per browser, failOnPageErrors.setup.ts starts
          // each file with no errors).
          isolate: false,
          include: PARALLEL_BROWSER_FILES,
          globalSetup: MEMORY_DATABASES.globalSetup,
          setupFiles: [...MEMORY_DATABASES.setupFiles, 'tests/browser/support/failOnPageErrors.setup.ts'],
          // Two files at once share the two cores: each runs slower than alone.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: TEST_WORKERS,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          exclude: PARALLEL_BROWSER_FILES,
          globalSetup: MEMORY_DATABASES.globalSetup,
          setupFiles: [...MEMORY_DATABASES.setupFiles, 'tests/browser/support/failOnPageErrors.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Runs after browser-parallel (Vitest puts serial projects last), one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
