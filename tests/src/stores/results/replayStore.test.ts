import { describe, expect, it } from 'vitest';
import { replaySearchParams } from '../../../../src/stores/results/replaySearch';
import { ReplayStore } from '../../../../src/stores/results/ReplayStore';
import { game } from '../../fakes/fixtures';
import { rootWith } from './loggedInRoot';

const DAY = 24 * 60 * 60 * 1000;

/** Timers a test moves by hand. */
function manualTimers() {
  let now = 1_000_000;
  const due: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      due.push({ at: now + ms, fn, id: nextId });
      return nextId++;
    },
    clearTimeout: (id: unknown) => {
      const i = due.findIndex((d) => d.id === id);
      if (i >= 0) due.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const d of [...due])
        if (d.at <= now) {
          due.splice(due.indexOf(d), 1);
          d.fn();
        }
    },
  };
}

const finished = {
  gameInstanceId: 7,
  gameStatus: 'ENDED',
  results: { draws: [1, 2, 3, 4, 5], draws2nd: [2], winners: [] },
  replay: { gameStatus: 'REPLAY1', startDelayMs: 5000, drawRange: 35 },
};

describe('replay search parameters', () => {
  it('covers whole days and rejects a reversed range or a bad id', () => {
    const ok = replaySearchParams({
      gameId: '102',
      gameInstanceId: '',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(ok.error).toBeNull();
    expect(ok.params).toEqual({
      gameId: 102,
      gameEndedMin: new Date(2026, 10, 1).getTime(),
      gameEndedMax: new Date(2026, 10, 2).getTime() + DAY - 1,
    });
    expect(
      replaySearchParams({ gameId: '', gameInstanceId: '', from: '2026-11-03', to: '2026-11-02' }).error,
    ).toBe('results.replay.errors.range');
    expect(replaySearchParams({ gameId: '', gameInstanceId: '12x', from: '', to: '' }).error).toBe(
      'results.replay.errors.instance',
    );
    expect(replaySearchParams({ gameId: '', gameInstanceId: ' 12 ', from: '', to: '' }).params).toEqual({
      gameInstanceId: 12,
    });
  });
});

describe('replay store', () => {
  it('a player searches their own history by game and dates, 5 a page', async () => {
    const { root, transport } = await rootWith();
    transport.respond('searchGameHistory', (p: { page: number }) => ({
      totalCount: 6,
      result: Array.from({ length: p.page === 0 ? 5 : 1 }, (_, i) => ({
        gameInstanceId: p.page * 5 + i + 1,
        gameId: 102,
        gameTitle: 'Fast 5/35',
        gameEndedOn: 1,
        plays: 1,
        wagered: 1,
        won: 0,
        currencyId: 'USD',
      })),
    }));
    const replay = root.results.replay;
    replay.setField('gameId', '102');
    replay.setField('from', '2026-11-01');
    expect(await replay.search()).toBe(true);
    expect(transport.calls.at(-1)?.params).toMatchObject({
      gameId: 102,
      gameEndedMin: new Date(2026, 10, 1).getTime(),
      page: 0,
      maxResults: 5,
    });
    expect(replay.rows).toHaveLength(5);
    expect(replay.hasMore).toBe(true);
    await replay.loadPage(1);
    expect(replay.rows.map((r) => r.gameInstanceId)).toEqual([6]);
    expect(replay.hasMore).toBe(false);
  });

  it('a visitor must choose a game, then sees its finished draws in the range', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    root.lobby.add(game({ gameId: 102, gameInstanceId: 900, gameTitle: 'Fast 5/35' }));
    const replay = root.results.replay;
    expect(await replay.search()).toBe(false);
    expect(replay.formError).toBe('results.replay.errors.game');

    const day = new Date(2026, 10, 5).getTime();
    transport.respond('getGameLastWinningDraws', [
      { gameInstanceId: 3, draws: [1], endedOn: day + 1000 },
      { gameInstanceId: 2, draws: [1], endedOn: day - 1000 },
    ]);
    replay.setField('gameId', '102');
    replay.setField('from', '2026-11-05');
    expect(await replay.search()).toBe(true);
    expect(transport.callNames()).not.toContain('searchGameHistory');
    expect(replay.rows).toEqual([
      { gameInstanceId: 3, gameId: 102, gameTitle: 'Fast 5/35', endedOn: day + 1000 },
    ]);
    expect(replay.hasMore).toBe(false);
  });

  it('the game select holds every game type of the site, not only those on sale now', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    root.lobby.add(game({ gameId: 102, gameInstanceId: 900, gameTitle: 'Fast 5/35' }));
    const replay = root.results.replay;
    expect(replay.choices.map((c) => c.gameId)).toEqual([102]);
    transport.respond('getGameTypes', [
      {
        gameId: 102,
        gameTitle: 'Fast 5/35',
        gameRule: 'regularGame',
        gamePlayout: 'x',
        gamePlayCost: 1,
        currencyId: 'USD',
      },
      {
        gameId: 104,
        gameTitle: 'Daily 6/49',
        gameRule: 'regularGame',
        gamePlayout: 'x',
        gamePlayCost: 2,
        currencyId: 'USD',
      },
    ]);
    await replay.loadGameTypes();
    expect(transport.calls.at(-1)).toEqual({ name: 'getGameTypes', params: { memberId: 1, filter: {} } });
    expect(replay.choices.map((c) => c.gameTitle)).toEqual(['Daily 6/49', 'Fast 5/35']);
    await replay.loadGameTypes(); // asked once
    expect(transport.callNames().filter((n) => n === 'getGameTypes')).toHaveLength(1);

    // A game with nothing on sale is searched by its last draws like any other.
    transport.respond('getGameLastWinningDraws', [{ gameInstanceId: 5, draws: [1], endedOn: Date.now() }]);
    replay.setField('gameId', '104');
    expect(await replay.search()).toBe(true);
    expect(replay.rows[0]).toMatchObject({ gameInstanceId: 5, gameId: 104, gameTitle: 'Daily 6/49' });
  });

  it('an instance id opens that game; the replay starts 5 s after loading', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    const timers = manualTimers();
    const replay = new ReplayStore(root, timers);
    transport.respond('getGameResults', finished);
    replay.setField('gameInstanceId', '7');
    await replay.search();
    expect(transport.calls.at(-1)).toEqual({
      name: 'getGameResults',
      params: { gameInstanceId: 7, replay: true },
    });
    expect(replay.phase).toBe('waiting');
    expect(replay.startsAt).toBe(timers.now() + 5000);
    timers.advance(4999);
    expect(replay.phase).toBe('waiting');
    timers.advance(1);
    expect(replay.phase).toBe('playing');
    expect(replay.stageResult).toMatchObject({
      drawRange: 35,
      draws: [1, 2, 3, 4, 5],
      draws2nd: [2],
      myPlays: [],
    });
  });

  it('closing before the start cancels it; a game not finished cannot be replayed', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    const timers = manualTimers();
    const replay = new ReplayStore(root, timers);
    transport.respond('getGameResults', finished);
    await replay.open(7);
    replay.close();
    timers.advance(10_000);
    expect(replay.phase).toBe('idle');

    transport.respond('getGameResults', {
      gameInstanceId: 8,
      gameStatus: 'OPEN',
      results: { draws: [], winners: [] },
    });
    await replay.open(8);
    expect(replay.phase).toBe('failed');
    expect(replay.replayError).toBe('results.replay.notFinished');
  });

  it('a bingo game is replayed on its own page: rows say so, and opening one points there', async () => {
    const { root, transport } = await rootWith();
    transport.respond('searchGameHistory', {
      totalCount: 1,
      result: [
        {
          gameInstanceId: 31,
          gameId: 601,
          gameTitle: 'Bingo 75 Blast',
          gameEndedOn: 1,
          plays: 3,
          wagered: 1.5,
          won: 2,
          currencyId: 'USD',
          bingo: true,
        },
      ],
    });
    const replay = new ReplayStore(root, manualTimers());
    replay.setField('gameId', '601');
    await replay.search();
    expect(replay.rows[0]).toMatchObject({ gameInstanceId: 31, bingo: true });

    transport.respond('getGameResults', { ...finished, gameInstanceId: 31 }).respond('getGameHistoryDetail', {
      game: game({ gameId: 601, gameInstanceId: 31, gameRule: 'bingoGame', gameStatus: 'ENDED' }),
      plays: [],
    });
    await replay.open(31);
    expect(replay.bingoId).toBe(31);
    expect(replay.phase).toBe('idle');
    replay.close();
    expect(replay.bingoId).toBeNull();
  });

  it('knows a shared link’s game is bingo from the server’s answer, long after it left the lobby', async () => {
    // A visitor: no history detail, and the lobby no longer lists the instance.
    const { root, transport } = await rootWith({ loggedIn: false });
    expect(root.lobby.games.get(31)).toBeUndefined();
    transport.respond('getGameResults', { ...finished, gameInstanceId: 31, gameRule: 'bingoGame' });
    const replay = new ReplayStore(root, manualTimers());
    await replay.open(31);
    expect(replay.bingoId).toBe(31);
    expect(replay.phase).toBe('idle');
    expect(replay.finished).toBeNull();
  });

  it('replays a gone raffle as a raffle and a gone lottery as a draw, by the server’s rule', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    const replay = new ReplayStore(root, manualTimers());
    transport.respond('getGameResults', { ...finished, gameRule: 'raffleGame' });
    await replay.open(7);
    expect(replay.bingoId).toBeNull();
    expect(replay.phase).toBe('waiting');
    expect(replay.kind).toBe('raffle');
    transport.respond('getGameResults', { ...finished, gameRule: 'regularGame' });
    await replay.open(7);
    expect(replay.kind).toBe('lottery');
    expect(replay.stageResult?.draws).toEqual([1, 2, 3, 4, 5]);
  });

  it('a raffle replay lists its winners from the last rank up to rank 1', async () => {
    const { root, transport } = await rootWith();
    const replay = new ReplayStore(root, manualTimers());
    transport
      .respond('getGameResults', {
        ...finished,
        results: {
          draws: [8, 9],
          winners: [
            { username: 'a', screenName: 'A', play: '12', rankNumber: 1, prize: 50 },
            { username: 'b', screenName: 'B', play: '77', rankNumber: 2, prize: 5 },
          ],
        },
      })
      .respond('getGameHistoryDetail', {
        game: game({ gameInstanceId: 7, gameRule: 'raffleGame' }),
        plays: [],
      });
    await replay.open(7);
    expect(replay.kind).toBe('raffle');
    expect(replay.winnersInReplayOrder.map((w) => w.rankNumber)).toEqual([2, 1]);
    expect(replay.stageResult).toBeNull();
  });
});
