import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliDataDir, runCli, spawnCli } from './support/operatorCli';

// Issue 30: the tools and the server agree on where the data is, and a tool that finds no
// Drawhall database (or one the running server holds) says so instead of "queued" or "OK".
// The runs that check a process boundary (exit codes, a store another process holds) spawn the
// script; each boots the embedded store in its own process: minutes on a loaded 2-core machine.
const CLI_TIMEOUT = 300_000;

describe('operator tools and the server storage', () => {
  it(
    'refuse an empty store with the settings to use, and create no database there',
    async () => {
      const empty = mkdtempSync(join(tmpdir(), 'drawhall-empty-'));
      const queued = await runCli('messages.ts', empty, 'maintenance', 'on', 'Back soon');
      expect(queued.code).toBe(1);
      expect(queued.out).toContain(`No Drawhall database in ${empty}`);
      const check = await spawnCli('ledger-check.ts', join(empty, 'missing'));
      expect(check).toMatchObject({ code: 2, out: expect.stringContaining('No Drawhall database') });
    },
    CLI_TIMEOUT,
  );

  it(
    'refuse a store the running server holds, and work on it once the server stopped',
    async () => {
      const { dataDir, open } = cliDataDir('drawhall-held-');
      const services = await open();
      try {
        const held = await spawnCli('messages.ts', dataDir, 'maintenance', 'on', 'Back soon');
        expect(held.code).toBe(1);
        expect(held.out).toContain(`held by process ${process.pid}`);
        expect(held.out).toContain('/admin');
      } finally {
        await services.close();
      }
      const queued = await runCli('messages.ts', dataDir, 'maintenance', 'on', 'Back soon');
      expect(queued).toMatchObject({ code: 0, out: expect.stringContaining('queued') });
    },
    CLI_TIMEOUT,
  );

  it(
    'create the first operator with a one-time password, refusing a taken name',
    async () => {
      const fresh = mkdtempSync(join(tmpdir(), 'drawhall-first-'));
      const created = await spawnCli('operator-accounts.ts', fresh, 'create', 'boss', '--role', 'owner');
      expect(created.code).toBe(0);
      expect(created.out).toMatch(
        /operator boss \(owner, all sites\) created\none-time password: [\w-]{16}\n/,
      );
      const again = await runCli('operator-accounts.ts', fresh, 'create', 'boss', '--role', 'owner');
      expect(again).toEqual({ code: 1, out: 'the username boss is taken' });
      const bad = await runCli('operator-accounts.ts', fresh, 'create', 'clerk', '--role', 'king');
      expect(bad.code).toBe(2);
    },
    CLI_TIMEOUT,
  );
});
