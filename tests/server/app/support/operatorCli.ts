// The operator command-line scripts against a server data directory on disk: a fresh directory,
// the services opened on it (seeded, engine stopped), and a script run on it with its exit code.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
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

/** Runs a script under scripts/ on the data directory; its output (stderr on failure) and exit code. */
export async function runCli(
  script: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(TSX, [`scripts/${script}`, ...args], {
      env: { ...process.env, DRAWHALL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr.trim() };
  }
}
