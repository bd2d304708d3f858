// The operator command-line scripts against a server data directory on disk: a fresh directory,
// the services opened on it (seeded, engine stopped), and a script run on it with its exit code,
// in this process (runCli) or in its own (spawnCli).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { runCommand, type OperatorScript } from '../../../../scripts/support/cli';
import { createServices, type AppServices } from '../../../../server/createServices';
import { createMemoryHub } from '../../../../server/push/memoryHub';

const run = promisify(execFile);
// The project's tsx directly: npx would start npm first, for each of a test's CLI runs.
const TSX = join(process.cwd(), 'node_modules/.bin/tsx');

export interface CliDataDir {
  dataDir: string;
  /** Opens the services on the directory; the test closes them before running a script. */
  open(): Promise<AppServices>;
}

export function cliDataDir(prefix: string): CliDataDir {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dataDir,
    open: () =>
      createServices({
        dataDir,
        seed: true,
        log: pino({ level: 'silent' }),
        push: createMemoryHub(),
        startEngine: false,
        allowSandboxPayments: true,
      }),
  };
}

/** The environment a script reads its storage from: the directory, never PostgreSQL or Redis. */
const storeEnv = (dataDir: string) => ({ DRAWHALL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });

/**
 * Runs an operator script's command (scripts/<script>) on the data directory in this process, as
 * its process would (scripts/support/cli.ts runCommand): its output or error and exit code. A
 * process per run (tsx compiling the server's modules again) was most of these tests' minutes.
 */
export async function runCli(
  script: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  const { main, USAGE } = (await import(`../../../../scripts/${script}`)) as OperatorScript;
  const env = storeEnv(dataDir);
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await runCommand(main, USAGE, args);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Runs a script under scripts/ in its own process on the data directory: stdout (stderr on failure) and exit code. */
export async function spawnCli(
  script: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(TSX, [`scripts/${script}`, ...args], {
      env: { ...process.env, ...storeEnv(dataDir) },
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr.trim() };
  }
}
