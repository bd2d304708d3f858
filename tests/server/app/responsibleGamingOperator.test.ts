import { describe, expect, it } from 'vitest';
import { cliDataDir, runCli } from './support/operatorCli';

const cli = (dataDir: string, ...args: string[]) => runCli('responsible-gaming.ts', dataDir, ...args);

describe('responsible-gaming operator CLI', () => {
  // Several CLI processes, each booting the embedded store: minutes on a loaded 2-core machine.
  it('sets, shows and clears customer-service limits, which the server then enforces', async () => {
    const { dataDir, open } = cliDataDir('drawhall-rg-');
    let services = await open();
    const { player } = await services.players.login(1, 'demo', 'demo1234');
    await services.close();
    const id = String(player.id);

    expect(await cli(dataDir, 'set', id, 'hourly', '5')).toMatchObject({ code: 2 });
    expect(await cli(dataDir, 'set', id, 'daily', '12.5', '--by', 'alice', '--reason', 'call')).toEqual({
      code: 0,
      out: `player ${id}: customer-service daily limit 12.5 USD (by alice)`,
    });

    services = await open();
    try {
      const session = { sessionId: 'x', playerId: player.id, memberId: 1, username: 'demo', expiresAt: 0 };
      await expect(
        services.cashier.deposit(session, { method: 'mbob', amount: 13, currencyId: 'USD' } as never),
      ).rejects.toMatchObject({
        reason: 'depositLimitReached',
      });
    } finally {
      await services.close();
    }

    const shown = await cli(dataDir, 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/daily: own none; customer service 12\.5 USD by alice/);
    expect(shown.out).toMatch(/alice csLimitSet/);
    expect(shown.out).toMatch(/deposit daily/);
    expect(await cli(dataDir, 'clear', id, 'daily', '--by', 'bob')).toMatchObject({ code: 0 });
    expect((await cli(dataDir, 'show', id)).out).toMatch(/daily: own none; customer service none/);
  }, 300_000);
});
