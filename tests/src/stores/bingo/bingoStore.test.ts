import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { BingoGameView } from '../../../../protocol/bingo';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

// Two 75-ball cards sharing their lower rows (the centre is free): the first needs only 1 and 2
// for its top row once 31, 46 and 61 are called; the second's best row needs 4.
const lower = [5, 17, 33, 48, 63, 6, 18, 0, 49, 64, 7, 19, 34, 50, 65, 8, 20, 35, 51, 66];
const near = [1, 2, 31, 46, 61, ...lower];
const far = [3, 16, 32, 47, 62, ...lower];

function view(over: Partial<BingoGameView> = {}): BingoGameView {
  return {
    gameInstanceId: 7,
    format: 75,
    gameStatus: 'STARTED',
    callIntervalMs: 3000,
    calls: [31, 46, 61],
    patternIndex: 0,
    patterns: [
      { pattern: 'row', prize: 5 },
      { pattern: 'fullBox', prize: 20 },
    ],
    jackpot: 0,
    jackpotCalls: 0,
    seedCommitment: null,
    seed: null,
    cards: [
      { playId: 2, cells: far, prize: 0 },
      { playId: 1, cells: near, prize: 0 },
    ],
    finished: false,
    ...over,
  };
}

function setup(answer = view()) {
  let served = answer;
  const transport = new FakeTransport()
    .respond('getBingoGame', () => structuredClone(served))
    .respond('getPlayerAccounts', { accounts: [] });
  const root = new RootStore({ transport, memberId: 1, now: () => 1_000_000 });
  return { root, transport, bingo: root.bingo, serve: (v: BingoGameView) => (served = v) };
}

describe('bingo store', () => {
  it('follows the room topic while open, sorts my cards closest first and counts what each needs', async () => {
    const { bingo, transport } = setup();
    await bingo.open(7);
    expect(transport.topics.has('bingo.7')).toBe(true);
    expect(bingo.cards.map((c) => [c.playId, c.toGo])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    bingo.close();
    expect(transport.topics.has('bingo.7')).toBe(false);
    expect(bingo.view).toBeNull();
  });

  it('appends calls in order, daubs them, and takes the winners the server announced', async () => {
    const { bingo } = setup();
    await bingo.open(7);
    runInAction(() => bingo.onCall({ gameInstanceId: 7, call: 4, number: 1, patternIndex: 0 }));
    expect(bingo.lastCall).toBe(1);
    expect(bingo.cards[0].toGo).toBe(1);
    runInAction(() =>
      bingo.onCall({
        gameInstanceId: 7,
        call: 5,
        number: 2,
        patternIndex: 1,
        won: [{ patternIndex: 0, winners: [{ playId: 1, screenName: 'Demo', prize: 5 }] }],
      }),
    );
    expect(bingo.currentPattern?.pattern).toBe('fullBox');
    expect(bingo.cards.find((c) => c.playId === 1)?.won).toBe(5);
    expect(bingo.myWinnings).toBe(5);
    // A repeated push changes nothing; another room's push is not this game's.
    runInAction(() => bingo.onCall({ gameInstanceId: 7, call: 5, number: 2, patternIndex: 1 }));
    runInAction(() => bingo.onCall({ gameInstanceId: 8, call: 6, number: 9, patternIndex: 1 }));
    expect(bingo.view?.calls).toEqual([31, 46, 61, 1, 2]);
  });

  it('loads the game again when a push is missing (a gap in the call numbers)', async () => {
    const { bingo, transport, serve } = setup();
    await bingo.open(7);
    serve(view({ calls: [31, 46, 61, 1, 2, 3] }));
    runInAction(() => bingo.onCall({ gameInstanceId: 7, call: 6, number: 3, patternIndex: 0 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(transport.calls.filter((c) => c.name === 'getBingoGame')).toHaveLength(2);
    expect(bingo.view?.calls).toHaveLength(6);
  });

  it('lists the open and live bingo rooms of the lobby, soonest first', () => {
    const { root, bingo } = setup();
    runInAction(() => {
      root.lobby.add(game({ gameInstanceId: 1, gameRule: 'bingoGame', tournamentStartTime: 9 }));
      root.lobby.add(game({ gameInstanceId: 2, gameRule: 'bingoGame', tournamentStartTime: 5 }));
      root.lobby.add(game({ gameInstanceId: 3, gameRule: 'regularGame', tournamentStartTime: 1 }));
      root.lobby.add(game({ gameInstanceId: 4, gameRule: 'bingoGame', gameStatus: 'ENDED' }));
    });
    expect(bingo.rooms.map((g) => g.gameInstanceId)).toEqual([2, 1]);
  });

  it('buys cards as a join the server deals, keyed, and says why when refused', async () => {
    const { root, bingo, transport } = setup();
    const room = game({ gameInstanceId: 7, gameId: 501, gameRule: 'bingoGame', currencyId: 'USD' });
    runInAction(() => root.lobby.add(room));
    transport.respond('joinGame', { exitCode: 0, exitDescription: '' });
    expect(await bingo.buy(room, 3)).toBe(true);
    const params = transport.calls.find((c) => c.name === 'joinGame')?.params as Record<string, unknown>;
    expect(params).toMatchObject({ gameInstanceId: 7, userPlays: [], userPlaysCount: 3 });
    expect(typeof params.joinKey).toBe('string');
    expect(bingo.lastPurchase).toEqual({ gameId: 501, cards: 3 });
    transport.respond('joinGame', { exitCode: 2, exitDescription: 'Insufficient funds' });
    expect(await bingo.buy(room, 3)).toBe(false);
    expect(bingo.buyErrorKey).toMatch(/^errors\./);
    expect(bingo.lastFailedFor).toBe(7);
    expect(root.ui.isOpen('notEnoughFunds')).toBe(true);
  });
});
