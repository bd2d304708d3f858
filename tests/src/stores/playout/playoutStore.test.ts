import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { REPLAY_START_DELAY_MS } from '../../../../protocol/constants';
import { RootStore } from '../../../../src/stores/RootStore';
import { showOf } from '../../../../src/stores/playout/playoutShow';
import { DRAW_RECHECK_MS } from '../../../../src/stores/playout/PlayoutStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

const draws = [5, 17, 23, 31, 40, 44];
const winners = [{ screenName: 'Bob', play: '5,17,23,31,40,44', rankNumber: 1, prize: 900 }];

function results(gameStatus: string, drawn = draws) {
  return { gameInstanceId: 1, gameStatus, results: { draws: drawn, winners: drawn.length ? winners : [] } };
}

function setup(status = 'OPEN', loggedIn = false, now = () => 1_000_000) {
  let serverStatus = status;
  const transport = new FakeTransport()
    .respond('getGameResults', () =>
      results(serverStatus, serverStatus === 'STARTED' || serverStatus === 'ENDED' ? draws : []),
    )
    .respond('getGameHistoryDetail', () => ({
      game: game(),
      plays: [
        { play: '5,17,2,3,4,6', rankNumber: 4, prize: 2.5, isMyPlay: true },
        { play: '7,8,9,10,11,12', rankNumber: null, prize: 0, isMyPlay: true },
      ],
    }));
  const root = new RootStore({ transport, memberId: 1, now });
  runInAction(() => {
    root.lobby.add(game({ gameStatus: status as never, tournamentStartTime: 1_030_000 }));
    root.session.loggedIn = loggedIn;
  });
  const setServerStatus = (s: string) => (serverStatus = s);
  return { root, transport, playout: root.playout, setServerStatus };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('playout store, live', () => {
  it('asks for results only once the game has started, and shows exactly what the server drew', async () => {
    const { root, transport, playout, setServerStatus } = setup('OPEN', true);
    await playout.open(1);
    await flush();
    expect(playout.mode).toBe('live');
    expect(transport.callNames()).not.toContain('getGameResults');
    expect(playout.show?.draws).toEqual([]);
    expect(playout.startsAt).toBe(1_030_000);

    setServerStatus('STARTED');
    runInAction(() => root.lobby.patch(1, 2000, { gameStatus: 'STARTED' }));
    await flush();
    expect(transport.calls.find((c) => c.name === 'getGameResults')?.params).toEqual({
      gameInstanceId: 1,
      replay: true,
    });
    expect(playout.drawn).toBe(true);
    expect(playout.show?.draws).toEqual(draws);
    expect(playout.show?.myPlays).toEqual(['5,17,2,3,4,6', '7,8,9,10,11,12']);
    expect(playout.show?.winnings).toBe(2.5);
  });

  it('gives the pre-show and my plays before the draw, without results or prizes', async () => {
    const { transport, playout } = setup('OPEN', true);
    await playout.open(1);
    await flush();
    expect(transport.callNames()).toContain('getGameHistoryDetail');
    expect(transport.callNames()).not.toContain('getGameResults');
    expect(playout.show?.myPlays).toEqual(['5,17,2,3,4,6', '7,8,9,10,11,12']);
    expect(playout.show?.winnings).toBe(0);
    expect(playout.preShow).toEqual({
      startsAt: 1_030_000,
      jackpot: 1500,
      progressive: false,
      currencyId: expect.any(String),
      players: 3,
      plays: expect.any(Number),
    });
  });

  it('fetches again at the end, when the settled winners are final', async () => {
    const { root, transport, playout, setServerStatus } = setup('STARTED');
    await playout.open(1);
    await flush();
    setServerStatus('ENDED');
    runInAction(() => root.lobby.patch(1, 2000, { gameStatus: 'ENDED' }));
    await flush();
    expect(transport.callNames().filter((n) => n === 'getGameResults')).toHaveLength(2);
    expect(playout.ended).toBe(true);
    expect(playout.winners).toEqual(winners);
    // Not logged in: no history call, no plays of mine.
    expect(transport.callNames()).not.toContain('getGameHistoryDetail');
    expect(playout.show?.myPlays).toEqual([]);
  });

  it('drops an answer for a game the page has already left', async () => {
    const { playout } = setup('STARTED');
    const opening = playout.open(1);
    playout.close();
    await opening;
    await flush();
    expect(playout.results).toBeNull();
    expect(playout.show).toBeNull();
  });

  it('asks the server itself once the draw is due and no push has said it was drawn', async () => {
    vi.useFakeTimers();
    try {
      let now = 1_000_000;
      const { transport, playout, setServerStatus } = setup('OPEN', false, () => now);
      await playout.open(1);
      // Before the start, and just after it, the store waits for the push.
      await vi.advanceTimersByTimeAsync(DRAW_RECHECK_MS * 2);
      now = 1_030_000 + 1_000;
      await vi.advanceTimersByTimeAsync(DRAW_RECHECK_MS);
      expect(transport.callNames()).not.toContain('getGameResults');
      // The push was lost: the store finds the draw by asking.
      setServerStatus('STARTED');
      now = 1_030_000 + DRAW_RECHECK_MS;
      await vi.advanceTimersByTimeAsync(DRAW_RECHECK_MS);
      expect(playout.show?.draws).toEqual(draws);
      // Drawn: no more asking; and none at all once the page has left.
      const asked = transport.callNames().filter((n) => n === 'getGameResults').length;
      await vi.advanceTimersByTimeAsync(DRAW_RECHECK_MS * 3);
      playout.close();
      await vi.advanceTimersByTimeAsync(DRAW_RECHECK_MS * 3);
      expect(transport.callNames().filter((n) => n === 'getGameResults')).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops following pushes after close', async () => {
    const { root, transport, playout } = setup('OPEN');
    await playout.open(1);
    playout.close();
    runInAction(() => root.lobby.patch(1, 2000, { gameStatus: 'STARTED' }));
    await flush();
    expect(transport.callNames()).not.toContain('getGameResults');
  });
});

describe('playout store, replay', () => {
  it('replays an ended game from its results, starting 5 s after load', async () => {
    const { playout, transport } = setup('ENDED');
    await playout.open(1);
    expect(playout.mode).toBe('replay');
    expect(transport.callNames()).toContain('getGameResults');
    expect(playout.loadedAt).toBe(1_000_000);
    expect(playout.startsAt - playout.loadedAt).toBe(REPLAY_START_DELAY_MS);
    expect(playout.show?.draws).toEqual(draws);
  });

  it('shows my plays once a remembered session resumes after the replay opened (a reload)', async () => {
    const { root, playout } = setup('ENDED');
    await playout.open(1);
    expect(playout.show?.myPlays).toEqual([]);
    runInAction(() => (root.session.loggedIn = true));
    await flush();
    expect(playout.show?.myPlays).toEqual(['5,17,2,3,4,6', '7,8,9,10,11,12']);
  });

  it('replays a game gone from the lobby, and one asked for by &replay=1', async () => {
    const { playout } = setup('STARTED');
    await playout.open(99);
    expect(playout.mode).toBe('replay');
    await playout.open(1, { replay: true });
    expect(playout.mode).toBe('replay');
  });
});

describe('showOf', () => {
  const g = game({ progressiveAmount: 5000, gameRule: 'regularGame' });
  it('sums the settled prizes of my plays and flags a top-rank and a multiple win', () => {
    const show = showOf(g, results('ENDED') as never, [
      { play: 'a', rankNumber: 1, prize: 100 },
      { play: 'b', rankNumber: 3, prize: 5 },
      { play: 'c', rankNumber: null, prize: 0 },
    ]);
    expect(show.winnings).toBe(105);
    expect(show.flags).toEqual({ perfect: true, multi: true });
    // The jackpot counts as won only when the settlement says it was paid.
    expect(show.progressive).toEqual({ amount: 5000, won: false });
    const paid = showOf(
      g,
      { ...results('ENDED'), replay: { settlement: { jackpotPaidMinor: 1 } } } as never,
      [{ play: 'a', rankNumber: 1, prize: 100 }],
    );
    expect(paid.progressive.won).toBe(true);
  });

  it('tells a raffle from a lottery by the game rule', () => {
    expect(showOf({ ...g, gameRule: 'raffleGame' }, null, []).kind).toBe('raffle');
    expect(showOf(g, null, []).kind).toBe('lottery');
  });
});

describe('raffle and game-over shows', () => {
  it("maps a raffle's drawn play ids to ranks with their settled winner, marking my ticket", async () => {
    const { raffleShowOf } = await import('../../../../src/stores/playout/stageResults');
    const show = showOf(
      game({ gameRule: 'raffleGame' }),
      {
        gameInstanceId: 1,
        gameStatus: 'ENDED',
        results: {
          draws: [40, 7],
          winners: [
            { screenName: 'Bob', play: 'x', rankNumber: 2, prize: 10 },
            { screenName: 'Alice', play: 'y', rankNumber: 1, prize: 100, mine: true },
          ],
        },
      } as never,
      [],
    );
    expect(raffleShowOf(show, 'DH').ranks).toEqual([
      { rankNumber: 1, ticket: 40, screenName: 'Alice', prize: 100, mine: true },
      { rankNumber: 2, ticket: 7, screenName: 'Bob', prize: 10, mine: false },
    ]);
  });

  it('gives the game-over scene my winnings and plays once drawn', async () => {
    const { playout } = setup('ENDED', true);
    await playout.open(1);
    expect(playout.gameOver).toMatchObject({ kind: 'lottery', winnings: 2.5, plays: 2, draws });
  });
});
