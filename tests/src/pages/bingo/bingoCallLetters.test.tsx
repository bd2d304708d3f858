import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BingoGameView } from '../../../../protocol/bingo';
import { renderApp } from '../../fakes/renderApp';
import { session } from '../../fakes/fixtures';

afterEach(cleanup);

function bingoGame(format: 75 | 90, calls: number[], finished: boolean): BingoGameView {
  return {
    gameInstanceId: 7,
    format,
    gameStatus: finished ? 'ENDED' : 'STARTED',
    callIntervalMs: 3000,
    calls,
    patternIndex: 0,
    patterns: [{ pattern: format === 75 ? 'line' : 'oneLine', prize: 5 }],
    jackpot: 0,
    jackpotCalls: 0,
    seedCommitment: null,
    seed: null,
    cards: [],
    finished,
  };
}

// The hall and the results are a player's pages: logged in.
const open = (path: string, view: BingoGameView) =>
  renderApp(path, { session: session(), setup: (t) => t.respond('getBingoGame', view) });

describe('bingo call letters', () => {
  it('announces each 75-ball call with its letter in the hall text (the live region)', async () => {
    await open('/bingo/playout?id=7', bingoGame(75, [7, 22, 68], false));
    expect((await screen.findByTestId('bingo-last-call')).textContent).toBe('Call 3 of 75: O68');
    expect(screen.getByTestId('bingo-called').textContent).toBe('B7, I22, O68');
  });

  it('lists a finished 75-ball game’s calls with their letters on /bingo/gameover', async () => {
    await open('/bingo/gameover?id=7', bingoGame(75, [1, 15, 16, 30, 31, 45, 46, 60, 61, 75], true));
    expect((await screen.findByTestId('bingo-called')).textContent).toBe(
      'B1, B15, I16, I30, N31, N45, G46, G60, O61, O75',
    );
  });

  it('keeps 90-ball calls bare numbers', async () => {
    await open('/bingo/gameover?id=7', bingoGame(90, [5, 46, 88], true));
    expect((await screen.findByTestId('bingo-called')).textContent).toBe('5, 46, 88');
  });

  it('shows a visitor a shared link’s finished game (no result line: no cards)', async () => {
    await renderApp('/bingo/gameover?id=7', {
      setup: (t) => t.respond('getBingoGame', bingoGame(75, [7, 22, 68], true)),
    });
    expect((await screen.findByTestId('bingo-called')).textContent).toBe('B7, I22, O68');
    expect(screen.queryByTestId('bingo-result')).toBeNull();
  });
});
