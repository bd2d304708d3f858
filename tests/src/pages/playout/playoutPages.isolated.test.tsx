import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RafflePlayoutProps } from '../../../../scenes/raffle/RafflePlayoutScene';
import { game, initResult, player, session } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';

afterEach(cleanup);

/** The scene and props each stage was given, newest last. */
const stages = vi.hoisted(() => [] as { scene: string; props: unknown }[]);

// The stage itself is tested in chromium; here the page's DOM around it is what matters.
vi.mock('../../../../scenes/StageView', () => ({
  default: (p: { scene: string; props: unknown }) => {
    stages.push({ scene: p.scene, props: p.props });
    return <div data-testid="stage-view" />;
  },
}));

describe('/playout?sound=1, the sound settings screen', () => {
  it('starts all off and stores a rich sound choice with the player settings', async () => {
    const { root } = await renderApp('/playout?sound=1');
    const lottery = (await screen.findByTestId('sound-lottery-richSound')) as HTMLInputElement;
    expect(lottery.checked).toBe(false);
    expect(screen.queryByTestId('sound-lottery-richAnimations')).toBeNull();
    expect((screen.getByTestId('sound-spinner-richAnimations') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(lottery);
    expect(root.settings.richSoundSettings.lottery).toEqual({ richSound: true, set: true });
    await waitFor(() =>
      expect((screen.getByTestId('sound-lottery-richSound') as HTMLInputElement).checked).toBe(true),
    );
  });

  it("shows the site's default for kinds the player has not set", async () => {
    const init = initResult();
    init.configuration.richSoundDefaults = { bingo: { richSound: true } };
    await renderApp('/playout?sound=1', { init });
    const bingo = (await screen.findByTestId('sound-bingo-richSound')) as HTMLInputElement;
    expect(bingo.checked).toBe(true);
    expect((screen.getByTestId('sound-crossword-richSound') as HTMLInputElement).checked).toBe(false);
  });
});

describe('/playout', () => {
  it('asks for a game when none is given', async () => {
    await renderApp('/playout');
    expect(await screen.findByTestId('playout-no-game')).toBeTruthy();
  });
});

describe('/playout?replay=1 of a raffle', () => {
  it('marks my winning ticket when my session resumes after the replay has loaded', async () => {
    const raffle = game({ gameInstanceId: 7, gameRule: 'raffleGame', gameStatus: 'ENDED' });
    let loggedIn = false;
    const { root, transport } = await renderApp('/playout?id=7&replay=1', {
      init: initResult({ filteredGames: [raffle] }),
      setup: (t) =>
        t
          .respond('getGameResults', () => ({
            gameInstanceId: 7,
            gameStatus: 'ENDED',
            results: {
              draws: [41, 42],
              winners: [
                {
                  screenName: 'Alice',
                  play: '100',
                  rankNumber: 1,
                  prize: 10,
                  ...(loggedIn && { mine: true }),
                },
                { screenName: 'Bob', play: '200', rankNumber: 2, prize: 5 },
              ],
            },
          }))
          .respond('getGameHistoryDetail', {
            game: raffle,
            plays: [{ play: '100', rankNumber: 1, prize: 10, isMyPlay: true }],
          }),
    });
    const raffleShown = () => {
      const last = stages.at(-1);
      return last?.scene === 'raffle' ? (last.props as RafflePlayoutProps).result : null;
    };
    await waitFor(() => expect(raffleShown()?.ranks.map((r) => r.mine)).toEqual([false, false]));

    // The remembered session resumes: the results come again, my ticket marked, and the show with them.
    loggedIn = true;
    transport.respond('login', { player: player(), token: 't' }).respond('loadPlayer', session());
    await root.session.login('alice', 'pw');
    await waitFor(() => expect(raffleShown()?.ranks.map((r) => r.mine)).toEqual([true, false]));
    expect(screen.getByTestId('playout-page').getAttribute('data-plays')).toBe('1');
  });
});
