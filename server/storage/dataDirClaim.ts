import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** PGlite allows one process per data directory; this file says which process has it. */
export const CLAIM_FILE = 'drawhall.pid';

/** The live process holding the directory, other than this one; null when free (or held by a dead one). */
export function dataDirHolder(dataDir: string): number | null {
  const file = join(dataDir, CLAIM_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export class DataDirHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `${dataDir} is held by process ${pid} (the running server?): the embedded store allows one process. ` +
        'While the server runs, operate it through the console at /admin or the operator API (docs/operator-api.md); ' +
        'or stop it first.',
    );
  }
}

/**
 * Claims the directory for this process (refusing when a live process holds it); the returned
 * function gives it back. Two processes opening one PGlite directory would corrupt it.
 */
export function claimDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirHeldError(dataDir, holder);
  const file = join(dataDir, CLAIM_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid))
      rmSync(file, { force: true });
  };
}
