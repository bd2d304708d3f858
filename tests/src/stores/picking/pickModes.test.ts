import { describe, expect, it } from 'vitest';
import type { BetTypeInfo } from '../../../../protocol/types';
import { linesOfOffer, offeredBetTypes } from '../../../../src/stores/picking/betOffers';
import { expandPerm } from '../../../../src/stores/picking/permCombinations';
import { PickingStore } from '../../../../src/stores/picking/PickingStore';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { account, game } from '../../fakes/fixtures';

const offer = (betType: string, minNumbers: number, maxNumbers: number, odds = 10): BetTypeInfo => ({
  betType,
  odds,
  linePrize: odds,
  minNumbers,
  maxNumbers,
});

// Deliberately out of the spec's order: the picker and payout must sort them.
const BET_TYPES = [
  offer('Banker Against All', 1, 1),
  offer('Perm 3', 4, 10),
  offer('Direct 2', 2, 2),
  offer('First Number Drop', 1, 1),
  offer('Perm5', 6, 10),
  offer('Direct 5', 5, 5),
];

const joined = {
  exitCode: 0,
  exitDescription: '',
  gameInstanceId: 1,
  gameStatus: 'OPEN',
  subscriptionCode: null,
  joinEvent: null,
};

function setup(overrides: Parameters<typeof game>[0] = {}, options: { betTypes?: BetTypeInfo[] } = {}) {
  const transport = new FakeTransport()
    .respond('getPlayerAccounts', [])
    .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 100 })
    .respond('checkMaximumWagers', { allowed: true, remaining: 100 })
    .respond('joinGame', joined)
    .respond('joinGamePerm', joined)
    .respond('getGameLobby', { gameId: 10, gameLobby: {} });
  const root = new RootStore({ transport, memberId: 1 });
  root.lobby.add(
    game({
      gameRule: options.betTypes ? 'oneDrawGameExt' : 'regularGame',
      gamePlaySize: 6,
      drawRange: 49,
      gamePlayCost: 1,
      gameFeePerPlay: 0.1,
      playerPlayMax: 500,
      gamePlayMax: 100_000,
      gamePlayCurrent: 0,
      ...overrides,
      ...(options.betTypes ? { gameLobby: { betTypes: options.betTypes } } : {}),
    }),
  );
  const picking = new PickingStore(root, () => 0.5);
  return { root, transport, picking };
}

const paramsOf = (transport: FakeTransport, name: string) =>
  transport.calls.find((c) => c.name === name)?.params as Record<string, unknown>;

describe('bet-type offers and perm entries', () => {
  it("counts an offer's lines only while the selection fits its minNumbers..maxNumbers", () => {
    expect(linesOfOffer(offer('Perm 3', 4, 10), 5, 49)).toBe(10);
    expect(linesOfOffer(offer('Perm 3', 4, 10), 3, 49)).toBe(0);
    expect(linesOfOffer(offer('Perm 3', 4, 10), 11, 49)).toBe(0);
    expect(linesOfOffer(offer('Banker Against All', 1, 1), 1, 49)).toBe(48);
    expect(linesOfOffer(offer('Direct 2', 2, 2), 2, 49)).toBe(1);
    expect(linesOfOffer(offer('First Number Drop', 1, 1), 1, 49)).toBe(1);
    expect(linesOfOffer(offer('Direct 9', 1, 9), 2, 49)).toBe(0); // a name the rules do not know
  });

  it("offers bet types in the spec's order", () => {
    expect(offeredBetTypes({ betTypes: BET_TYPES }).map((b) => b.betType)).toEqual([
      'First Number Drop',
      'Direct 2',
      'Direct 5',
      'Perm 3',
      'Perm5',
      'Banker Against All',
    ]);
  });

  it('expands a perm entry into every combination, keeping the second set', () => {
    expect(expandPerm('3,1,2#4', 2)).toEqual(['1,2#4', '1,3#4', '2,3#4']);
    expect(expandPerm('1,2,3,4,5,6,7', 6)).toHaveLength(7);
  });
});

describe('picking steps and bet types', () => {
  it('goes game -> bet type -> numbers -> wager', () => {
    const { picking } = setup({}, { betTypes: BET_TYPES });
    expect(picking.step).toBe('game');
    picking.open(1);
    expect(picking.mode).toBe('bets');
    expect(picking.step).toBe('betType');
    picking.chooseBetType('Direct 2');
    expect(picking.step).toBe('numbers');
    picking.toggle(7);
    picking.toggle(12);
    expect(picking.lines).toEqual(['7,12']);
    picking.confirm();
    expect(picking.step).toBe('wager');
  });

  it('a perm selection is added by hand and costs its combinations', () => {
    const { picking } = setup({}, { betTypes: BET_TYPES });
    picking.open(1);
    picking.chooseBetType('Perm 3');
    for (const n of [1, 2, 3]) picking.toggle(n);
    expect(picking.pendingPlays).toBe(0);
    expect(picking.canAddSelection).toBe(false);
    for (const n of [4, 5]) picking.toggle(n);
    expect(picking.pendingPlays).toBe(10);
    picking.addSelection();
    expect(picking.lines).toEqual(['1,2,3,4,5']);
    expect(picking.playsCount).toBe(10);
    expect(picking.totalCost).toBeCloseTo(11);
  });

  it('Banker Against All stands for range - 1 lines; the bet type is sent with the join', async () => {
    const { picking, transport } = setup({}, { betTypes: BET_TYPES });
    picking.open(1);
    picking.chooseBetType('Banker Against All');
    picking.toggle(9);
    expect(picking.lines).toEqual(['9']);
    expect(picking.playsCount).toBe(48);
    picking.confirm();
    expect(await picking.join()).toBe(true);
    expect(paramsOf(transport, 'arePlaysAvailableForGame')).toMatchObject({ plays: 48 });
    expect(paramsOf(transport, 'joinGame')).toMatchObject({
      betType: 'Banker Against All',
      userPlays: ['9'],
      subscriptions: 0,
    });
    expect(picking.state).toBe('joined');
  });

  it('never goes past the remaining plays: a selection over the limit is refused', () => {
    const { picking } = setup({ playerPlayMax: 12, playerPlaysInGame: 0 }, { betTypes: BET_TYPES });
    picking.open(1);
    picking.chooseBetType('Perm 3');
    for (const n of [1, 2, 3, 4, 5]) picking.toggle(n);
    picking.addSelection(); // 10 plays
    for (const n of [6, 7, 8, 9]) picking.toggle(n); // 4 more would make 14 > 12
    expect(picking.canAddSelection).toBe(false);
    picking.addSelection();
    expect(picking.limitHit).toBe(true);
    expect(picking.lines).toHaveLength(1);
  });

  it('changing bet type starts the selection afresh', () => {
    const { picking } = setup({}, { betTypes: BET_TYPES });
    picking.open(1);
    picking.chooseBetType('Direct 2');
    picking.toggle(1);
    picking.toggle(2);
    picking.chooseBetType('Direct 5');
    expect(picking.lines).toEqual([]);
    picking.chooseBetType('Direct 9');
    expect(picking.betType).toBe('Direct 5');
  });
});

describe('perm entries (/permpick)', () => {
  it('more numbers than the pick size make C(n, pickSize) plays, joined with joinGamePerm', async () => {
    const { picking, transport } = setup({ gamePlayCost: 2, gameFeePerPlay: 0 });
    picking.open(1, { perm: true });
    expect(picking.mode).toBe('perm');
    expect(picking.mainCapacity).toBe(10);
    for (const n of [1, 2, 3, 4, 5, 6]) picking.toggle(n);
    expect(picking.pendingPlays).toBe(0); // exactly the pick size is not a perm
    picking.toggle(7);
    expect(picking.pendingPlays).toBe(7);
    picking.addSelection();
    expect(picking.totalCost).toBe(14);
    picking.confirm();
    expect(await picking.join()).toBe(true);
    expect(paramsOf(transport, 'joinGamePerm')).toMatchObject({
      betType: 'Perm',
      userPlays: ['1,2,3,4,5,6,7'],
      stake: 2,
      currencyId: 'USD',
    });
  });

  it('a one-draw perm game is entered by its Perm k bet types on /permpick, joined with joinGamePerm', async () => {
    const perms = BET_TYPES.filter((b) => b.betType.startsWith('Perm'));
    const { picking, transport } = setup({ gameRule: 'oneDrawGamePerm' }, { betTypes: perms });
    picking.open(1, { perm: true });
    expect(picking.mode).toBe('bets');
    expect(picking.step).toBe('betType');
    picking.chooseBetType('Perm 3');
    for (const n of [1, 2, 3, 4, 5]) picking.toggle(n);
    expect(picking.pendingPlays).toBe(10); // C(5, 3)
    picking.addSelection();
    picking.confirm();
    expect(await picking.join()).toBe(true);
    expect(paramsOf(transport, 'joinGamePerm')).toMatchObject({
      betType: 'Perm 3',
      userPlays: ['1,2,3,4,5'],
      stake: 1,
    });
    expect(paramsOf(transport, 'joinGame')).toBeUndefined();
  });
});

describe('wager: multi option, currency, edit lines', () => {
  it('the multi option buys further draws (subscriptions) and multiplies the cost', async () => {
    const { picking, transport } = setup({
      gamePlaySize: 3,
      drawRange: 10,
      gamePlayCost: 2,
      gameFeePerPlay: 0,
    });
    picking.open(1);
    for (const n of [1, 2, 3]) picking.toggle(n);
    picking.setExtraDraws(4);
    expect(picking.totalCost).toBe(10);
    picking.setExtraDraws(99);
    expect(picking.extraDraws).toBe(52);
    picking.setExtraDraws(2);
    picking.confirm();
    await picking.join();
    expect(paramsOf(transport, 'joinGame')).toMatchObject({ subscriptions: 2, userPlays: ['1,2,3'] });
  });

  it('bet types are not sold by subscription, except by an ExtMulti game', async () => {
    const { picking } = setup({}, { betTypes: BET_TYPES });
    picking.open(1);
    picking.chooseBetType('Direct 2');
    picking.setExtraDraws(3);
    expect(picking.extraDraws).toBe(0);
    expect(picking.multiAllowed).toBe(false);

    const multi = setup({ gameRule: 'oneDrawGameExtMulti' }, { betTypes: BET_TYPES });
    multi.picking.open(1);
    multi.picking.chooseBetType('Direct 2');
    expect(multi.picking.multiAllowed).toBe(true);
    multi.picking.toggle(7);
    multi.picking.toggle(12);
    multi.picking.setExtraDraws(3);
    expect(multi.picking.extraDraws).toBe(3);
    multi.picking.confirm();
    await multi.picking.join();
    expect(paramsOf(multi.transport, 'joinGame')).toMatchObject({
      subscriptions: 3,
      betType: 'Direct 2',
      userPlays: ['7,12'],
    });
  });

  it("pays in the game's currency, whatever else the player holds", async () => {
    const { root, picking, transport } = setup({ gamePlaySize: 1, drawRange: 5 });
    root.session.applyAccounts([
      account({ accountId: 1 }),
      account({ accountId: 2, accountCurrency: 'EUR' }),
    ]);
    picking.open(1);
    expect(picking.currencyId).toBe('USD');
    picking.toggle(3);
    picking.confirm();
    await picking.join();
    expect(paramsOf(transport, 'joinGame')).toMatchObject({ currencyId: 'USD' });
  });

  it('edit lines: a line goes back into the picker, and back to the lines when completed again', () => {
    const { picking } = setup({ gamePlaySize: 2, drawRange: 9, gamePlaySize2nd: 1, drawRange2nd: 3 });
    picking.open(1);
    for (const [n, set] of [
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 1],
      [1, 2],
    ] as const)
      picking.toggle(n, set);
    expect(picking.lines).toEqual(['1,2#3', '4,5#1']);
    picking.confirm();
    picking.editLine(0);
    expect(picking.state).toBe('open');
    expect(picking.main).toEqual([1, 2]);
    expect(picking.second).toEqual([3]);
    picking.toggle(2);
    picking.toggle(9);
    expect(picking.lines).toEqual(['4,5#1', '1,9#3']);
  });

  it('a refusal of availability shows max plays already (exit 5) and joins nothing', async () => {
    const { picking, transport } = setup({ gamePlaySize: 1, drawRange: 5 });
    transport.respond('arePlaysAvailableForGame', { available: false, playsAvailable: 0 });
    picking.open(1);
    picking.toggle(2);
    picking.confirm();
    expect(await picking.join()).toBe(false);
    expect(picking.state).toBe('notJoined');
    expect(picking.joinErrorCode).toBe(5);
    expect(picking.joinErrorKey).toBe('errors.join.5');
    expect(transport.callNames()).not.toContain('joinGame');
  });
});
