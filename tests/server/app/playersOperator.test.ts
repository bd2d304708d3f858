import { describe, expect, it } from 'vitest';
import { cliDataDir, runCli } from './support/operatorCli';

const PDF = Buffer.from('%PDF-1.4\n% test document\n').toString('base64');
const operator = (dataDir: string, ...args: string[]) => runCli('operator.ts', dataDir, ...args);

describe('operator CLI', () => {
  // Several CLI processes, each booting the embedded store: minutes on a loaded 2-core machine.
  it('reviews identity and address requests and bans and unbans players in the server storage', async () => {
    const { dataDir, open } = cliDataDir('drawhall-operator-');
    let services = await open();
    const { player } = await services.players.login(1, 'demo', 'demo1234');
    const requestId = await services.verification.requestIdVerification(player.id, {
      documentType: 'passport',
      documentNumber: 'P-1',
      documentImage: PDF,
    });
    const billId = await services.verification.requestIdVerification(player.id, {
      documentType: 'utilityBill',
      documentNumber: 'ACC-1',
      documentImage: PDF,
    });
    await services.close();

    expect(await operator(dataDir, 'id-requests')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${requestId}\tplayer ${player.id}\tPENDING`),
    });
    expect(await operator(dataDir, 'verify-id', String(requestId), 'MAYBE')).toMatchObject({ code: 2 });
    // Each review takes only its own kind of request.
    expect(await operator(dataDir, 'address-requests')).toEqual({
      code: 0,
      out: `${billId}\tplayer ${player.id}\tPENDING\tutilityBill`,
    });
    expect(await operator(dataDir, 'verify-id', String(billId), 'VERIFIED')).toMatchObject({ code: 1 });
    expect(await operator(dataDir, 'verify-address', String(billId), 'VERIFIED')).toEqual({
      code: 0,
      out: `request ${billId}: VERIFIED`,
    });
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
        addressVerified: true,
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
  }, 300_000);
});
