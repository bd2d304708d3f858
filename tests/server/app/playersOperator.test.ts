import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../../server/createServices';
import { createMemoryHub } from '../../../server/push/memoryHub';

const run = promisify(execFile);
const PDF = Buffer.from('%PDF-1.4\n% test document\n').toString('base64');

/** Runs the operator CLI on the data directory; its output and exit code. */
async function operator(dataDir: string, ...args: string[]) {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/operator.ts', ...args], {
      env: { ...process.env, DRAWHALL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr.trim() };
  }
}

describe('operator CLI', () => {
  it('reviews identity requests and bans and unbans players in the server storage', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drawhall-operator-'));
    const open = () =>
      createServices({
        dataDir,
        seed: true,
        log: pino({ level: 'silent' }),
        push: createMemoryHub(),
        startEngine: false,
      });
    let services = await open();
    const { player } = await services.players.login(1, 'demo', 'demo1234');
    const requestId = await services.verification.requestIdVerification(player.id, {
      documentType: 'passport',
      documentNumber: 'P-1',
      documentImage: PDF,
    });
    await services.close();

    expect(await operator(dataDir, 'id-requests')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${requestId}\tplayer ${player.id}\tPENDING`),
    });
    expect(await operator(dataDir, 'verify-id', String(requestId), 'MAYBE')).toMatchObject({ code: 2 });
    expect(await operator(dataDir, 'verify-id', String(requestId), 'VERIFIED')).toEqual({
      code: 0,
      out: `request ${requestId}: VERIFIED`,
    });
    expect(await operator(dataDir, 'verify-id', String(requestId), 'REJECTED')).toMatchObject({ code: 1 });
    expect(await operator(dataDir, 'ban', String(player.id))).toMatchObject({ code: 0 });

    services = await open();
    try {
      expect((await services.players.byId(player.id))?.verification).toMatchObject({
        idVerified: true,
        verificationStatus: 'VERIFIED',
      });
      await expect(services.players.login(1, 'demo', 'demo1234')).rejects.toMatchObject({ code: '106' });
    } finally {
      await services.close();
    }
    expect(await operator(dataDir, 'unban', String(player.id))).toMatchObject({ code: 0 });
    services = await open();
    try {
      expect((await services.players.login(1, 'demo', 'demo1234')).player.id).toBe(player.id);
    } finally {
      await services.close();
    }
  }, 120_000);
});
