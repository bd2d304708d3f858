import { describe, expect, it } from 'vitest';
import { PickingStore } from '../../../../src/stores/picking/PickingStore';
import { maxPlaysFor } from '../../../../src/stores/picking/playLimits';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

/** The server's side of a join that goes through: plays available, within limits, joined. */
function acceptJoin(transport: FakeTransport): FakeTransport {
  return transport
    .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 10 })
    .respond('checkMaximumWagers', { allowed: true, remaining: 10 })
    .respond('joinGame', {
      exitCode: 0,
      exitDescription: '',
      gameInstanceId: 1,
      gameStatus: 'OPEN',
      subscriptionCode: null,
      joinEvent: {
        joinCode: 'J1',
        playerPlaysInGame: 1,
        gamePlayCurrent: 6,
        gamePlayerCurrent: 4,
        lastJoinTimeMs: 5,
      },
    });
}

function setup(overrides = {}) {
  const transport = new FakeTransport().respond('getPlayerAccounts', []);
  const root = new RootStore({ transport, memberId: 1 });
  root.lobby.add(game({ gamePlaySize: 3, drawRange: 10, ...overrides }));
  let seed = 0;
  const picking = new PickingStore(root, () => (seed = (seed * 9301 + 49297) % 233280) / 233280);
  picking.open(1);
  return { root, transport, picking };
}

describe('picking', () => {
  it('completes a line at the pick size, sorted', () => {
    const { picking } = setup();
    picking.toggle(7);
    picking.toggle(2);
    expect(picking.lines).toEqual([]);
    picking.toggle(5);
    expect(picking.lines).toEqual(['2,5,7']);
    expect(picking.main).toEqual([]);
  });

  it('clicking a chosen ball unselects it; out-of-range balls are ignored', () => {
    const { picking } = setup();
    picking.toggle(4);
    picking.toggle(4);
    expect(picking.main).toEqual([]);
    picking.toggle(11);
    picking.toggle(0);
    expect(picking.main).toEqual([]);
  });

  it("appends the second set after '#'", () => {
    const { picking } = setup({ gamePlaySize2nd: 1, drawRange2nd: 5 });
    picking.toggle(1);
    picking.toggle(2);
    picking.toggle(3);
    expect(picking.lines).toEqual([]);
    picking.toggle(4, 2);
    expect(picking.lines).toEqual(['1,2,3#4']);
  });

  it('lucky dip fills the line with distinct balls in range', () => {
    const { picking } = setup({ gamePlaySize2nd: 1, drawRange2nd: 5 });
    picking.toggle(9);
    picking.luckyDip();
    expect(picking.lines).toHaveLength(1);
    const [main, second] = picking.lines[0].split('#');
    const balls = main.split(',').map(Number);
    expect(new Set(balls).size).toBe(3);
    expect(balls).toContain(9);
    expect(balls.every((b) => b >= 1 && b <= 10)).toBe(true);
    expect(Number(second)).toBeGreaterThanOrEqual(1);
    expect(Number(second)).toBeLessThanOrEqual(5);
  });

  it("never allows more lines than min(player's remaining, game's remaining)", () => {
    expect(
      maxPlaysFor(game({ playerPlayMax: 10, playerPlaysInGame: 8, gamePlayMax: 100, gamePlayCurrent: 5 })),
    ).toBe(2);
    expect(
      maxPlaysFor(game({ playerPlayMax: 10, playerPlaysInGame: 0, gamePlayMax: 100, gamePlayCurrent: 99 })),
    ).toBe(1);
    const { picking } = setup({ playerPlayMax: 2, playerPlaysInGame: 0 });
    picking.luckyDip();
    picking.luckyDip();
    picking.luckyDip();
    expect(picking.lines).toHaveLength(2);
    expect(picking.canAddLine).toBe(false);
    picking.toggle(1);
    expect(picking.main).toEqual([]);
  });

  it('joins: checks availability, sends the plays and updates the tile', async () => {
    const { picking, transport, root } = setup();
    picking.toggle(1);
    picking.toggle(2);
    picking.toggle(3);
    picking.confirm();
    expect(picking.state).toBe('confirm');
    acceptJoin(transport);
    expect(await picking.join()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'joinGame')?.params).toMatchObject({
      gameId: 10,
      gameInstanceId: 1,
      userPlays: ['1,2,3'],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    expect(picking.state).toBe('joined');
    expect(root.lobby.games.get(1)).toMatchObject({
      playerInGame: true,
      gamePlayCurrent: 6,
      playerPlaysInGame: 1,
    });
  });

  // Issue 34: checkMaximumWagers had no caller; the weekly wagering limit is asked before the join.
  it('a join over the weekly wagering limit is refused before it is sent (exit code 6)', async () => {
    const { picking, transport } = setup();
    picking.toggle(1);
    picking.toggle(2);
    picking.toggle(3);
    picking.confirm();
    transport
      .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 10 })
      .respond('checkMaximumWagers', { allowed: false, remaining: 0 });
    expect(await picking.join()).toBe(false);
    expect(transport.calls.find((c) => c.name === 'checkMaximumWagers')?.params).toEqual({
      gameInstanceId: 1,
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    expect(transport.callNames()).not.toContain('joinGame');
    expect(picking.joinErrorCode).toBe(6);
  });

  // Issue 34: joinGameCancel had no caller; plays just bought may be cancelled while the draw is open.
  it('cancels the plays just bought: refunded, the tile cleared, the picker open again', async () => {
    const { picking, transport, root } = setup();
    picking.toggle(1);
    picking.toggle(2);
    picking.toggle(3);
    picking.confirm();
    acceptJoin(transport).respond('getPlayerAccounts', []);
    expect(await picking.join()).toBe(true);
    transport.respond('joinGameCancel', {
      exitCode: 8,
      exitDescription: 'registration is closed',
      gameInstanceId: 1,
    });
    expect(await picking.cancelJoin()).toBe(false);
    expect(picking.state).toBe('joined');
    expect(picking.cancelError).toBe('pick.cancelJoin.refused');
    transport.respond('joinGameCancel', { exitCode: 0, exitDescription: '', gameInstanceId: 1 });
    expect(await picking.cancelJoin()).toBe(true);
    expect(transport.calls.filter((c) => c.name === 'joinGameCancel').at(-1)?.params).toEqual({
      gameInstanceId: 1,
    });
    expect(picking.state).toBe('open');
    expect(picking.lines).toEqual([]);
    expect(root.lobby.games.get(1)).toMatchObject({ playerInGame: false, playerPlaysInGame: 0 });
  });

  it('insufficient funds (exit code 2) stores the code and offers a deposit', async () => {
    const { picking, transport, root } = setup();
    picking.luckyDip();
    transport
      .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 10 })
      .respond('checkMaximumWagers', { allowed: true, remaining: 10 })
      .respond('joinGame', {
        exitCode: 2,
        exitDescription: 'Insufficient funds',
        gameInstanceId: 1,
        gameStatus: 'OPEN',
        subscriptionCode: null,
        joinEvent: null,
      });
    expect(await picking.join()).toBe(false);
    expect(picking.state).toBe('notJoined');
    expect(picking.joinErrorCode).toBe(2);
    expect(picking.joinErrorKey).toBe('errors.join.2');
    expect(root.ui.isOpen('notEnoughFunds')).toBe(true);
  });

  it('a full bulkhead fault is stored as 300, shown as retry', async () => {
    const { picking, transport } = setup();
    picking.luckyDip();
    transport
      .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 10 })
      .respond('checkMaximumWagers', { allowed: true, remaining: 10 })
      .fault('joinGame', 'Server.Processing', 'Bulkhead is full');
    await picking.join();
    expect(picking.joinErrorCode).toBe(300);
    expect(picking.joinErrorKey).toBe('errors.join.10');
  });
});
