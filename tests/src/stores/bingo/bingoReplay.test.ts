import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BingoGameView } from '../../../../protocol/bingo';
import { BingoReplay, callsMade, viewAtCall } from '../../../../src/stores/bingo/bingoReplay';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';

// A finished 75-ball game: card 1's top row was won at call 5 (with another player), card 2 filled
// at call 8; the view lists the whole committed order, as the server gives a finished game.
const top = [1, 2, 31, 46, 61];
const lower = [5, 17, 33, 48, 63, 6, 18, 0, 49, 64, 7, 19, 34, 50, 65, 8, 20, 35, 51, 66];
const order = [31, 46, 61, 1, 2, 9, 10, 11, 12, 13];

function finished(over: Partial<BingoGameView> = {}): BingoGameView {
  return {
    gameInstanceId: 7,
    format: 75,
    gameStatus: 'ENDED',
    callIntervalMs: 3000,
    calls: order,
    patternIndex: 2,
    patterns: [
      {
        pattern: 'row',
        prize: 5,
        wonAtCall: 5,
        winners: [
          { playId: 1, screenName: 'Me', prize: 2.5 },
          { playId: 9, screenName: 'Lou', prize: 2.5 },
        ],
      },
      { pattern: 'fullBox', prize: 20, wonAtCall: 8, winners: [{ playId: 9, screenName: 'Lou', prize: 20 }] },
    ],
    jackpot: 0,
    jackpotCalls: 0,
    seedCommitment: 'c0ffee',
    seed: 'beef',
    cards: [
      { playId: 1, cells: [...top, ...lower], prize: 2.5 },
      { playId: 2, cells: [3, 16, 32, 47, 62, ...lower], prize: 0 },
    ],
    finished: true,
    ...over,
  };
}

afterEach(() => vi.useRealTimers());

describe('bingo replay', () => {
  it('knows how many numbers were really called: to the last pattern won, or all of them', () => {
    expect(callsMade(finished())).toBe(8);
    const unwon = finished();
    delete unwon.patterns[1].wonAtCall;
    expect(callsMade(unwon)).toBe(order.length);
    expect(callsMade(finished({ finished: false, calls: [31, 46] }))).toBe(2);
  });

  it('shows the game as it stood after each call: winners only from the call that won them', () => {
    const game = finished();
    const before = viewAtCall(game, 4);
    expect(before.calls).toEqual([31, 46, 61, 1]);
    expect(before.patternIndex).toBe(0);
    expect(before.patterns.every((p) => p.winners === undefined)).toBe(true);
    expect(before.finished).toBe(false);
    expect(before.seed).toBeNull();
    const lineWon = viewAtCall(game, 5);
    expect(lineWon.patternIndex).toBe(1);
    expect(lineWon.patterns[0].winners?.map((w) => w.screenName)).toEqual(['Me', 'Lou']);
    expect(lineWon.patterns[1].winners).toBeUndefined();
    const end = viewAtCall(game, 8);
    expect(end.patternIndex).toBe(2);
    expect(end.finished).toBe(true);
    expect(end.calls).toHaveLength(8);
  });

  it('plays the calls one per tick, my cards daubed and paid as they were, and stops at the end', () => {
    let due: (() => void) | null = null;
    const timers = {
      setTimeout: (fn: () => void) => (due = fn),
      clearTimeout: () => (due = null),
    };
    const replay = new BingoReplay(finished(), timers);
    replay.play();
    expect(replay.running).toBe(true);
    const tick = () => {
      const fn = due!;
      due = null;
      fn();
    };
    for (let i = 0; i < 4; i++) tick();
    expect(replay.view.calls).toEqual([31, 46, 61, 1]);
    expect(replay.cards[0]).toMatchObject({ playId: 1, toGo: 1, won: 0 });
    tick();
    expect(replay.cards.find((c) => c.playId === 1)?.won).toBe(2.5);
    for (let i = 0; i < 3; i++) tick();
    expect(replay.step).toBe(8);
    expect(replay.view.finished).toBe(true);
    expect(replay.running).toBe(false);
    expect(due).toBeNull();
    // Again from the start; stopped, it waits; skipped, it shows the end.
    replay.play();
    tick();
    expect(replay.step).toBe(1);
    replay.stop();
    expect(due).toBeNull();
    replay.skipToEnd();
    expect(replay.step).toBe(8);
  });

  it('is offered by the store for a finished game only, and ends with the page', async () => {
    vi.useFakeTimers();
    let served = finished({ finished: false, gameStatus: 'STARTED', calls: [31] });
    const transport = new FakeTransport().respond('getBingoGame', () => structuredClone(served));
    const root = new RootStore({ transport, memberId: 1, now: () => 1_000_000 });
    await root.bingo.open(7);
    expect(root.bingo.startReplay()).toBe(false);
    served = finished();
    root.bingo.close();
    await root.bingo.open(7);
    // The numbers really called are the view's; the whole committed order stays to verify.
    expect(root.bingo.view?.calls).toEqual(order.slice(0, 8));
    expect(root.bingo.callOrder).toEqual(order);
    expect(root.bingo.called.has(12)).toBe(false);
    expect(root.bingo.startReplay()).toBe(true);
    vi.advanceTimersByTime(3 * 800);
    expect(root.bingo.replay?.view.calls).toEqual([31, 46, 61]);
    root.bingo.close();
    expect(root.bingo.replay).toBeNull();
    // The live view is untouched by the replay.
    expect(transport.calls.filter((c) => c.name !== 'getBingoGame')).toEqual([]);
  });
});
