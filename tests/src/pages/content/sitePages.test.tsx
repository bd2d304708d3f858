import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { game, initResult, session } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The custom-page route answers each page link with its own text; everything else is a 404. */
function servePages(pages: Record<string, string>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const link = /customPageByLink\/1\/([^/]+)\/en_US$/.exec(url)?.[1];
      const text = link ? pages[link] : undefined;
      return new Response(text ?? 'Not found', { status: text === undefined ? 404 : 200 });
    }),
  );
  return requested;
}

describe('site content pages', () => {
  it('/terms shows the operator HTML, sanitised (no script, no handlers)', async () => {
    const requested = servePages({
      terms: '<h2>House terms</h2><p onclick="steal()">Be 18.</p><script>steal()</script>',
    });
    await renderApp('/terms');
    const content = await screen.findByTestId('site-content');
    expect(content.querySelector('h2')?.textContent).toBe('House terms');
    expect(content.innerHTML).not.toMatch(/script|onclick/);
    expect(requested).toEqual(['/client/i18n/customPageByLink/1/terms/en_US']);
  });

  it('/privacy says so when the server has no page, and shows empty content as No content', async () => {
    servePages({});
    await renderApp('/privacy');
    expect((await screen.findByTestId('site-content')).textContent).toBe('Bad response from server');
    cleanup();
    servePages({ privacy: '  ' });
    await renderApp('/privacy');
    expect((await screen.findByTestId('site-content')).textContent).toBe('No content');
  });

  it('/howtoplay: the introduction, then each game kind with rules from the game configuration', async () => {
    servePages({ howtoplay: '<p>Welcome to the games.</p>' });
    const games = [
      game({ gameInstanceId: 1, gameId: 10, gameTitle: 'Lotto 6/49', gamePlaySize: 6, drawRange: 49 }),
      game({ gameInstanceId: 2, gameId: 10, gameTitle: 'Lotto 6/49' }),
      game({ gameInstanceId: 3, gameId: 20, gameTitle: 'Big Raffle', gameRule: 'raffleGame' }),
    ];
    await renderApp('/howtoplay', { init: initResult({ filteredGames: games }) });
    expect((await screen.findByTestId('site-content')).textContent).toBe('Welcome to the games.');
    const lottery = screen.getByTestId(`howtoplay-kind-${'regular'}`);
    expect(lottery.querySelectorAll('[data-testid="howtoplay-game"]')).toHaveLength(1);
    expect(lottery.textContent).toContain('Pick 6 numbers from 1 to 49.');
    expect(screen.getByTestId('howtoplay-kind-raffle').textContent).toContain('Big Raffle');
  });

  it('/payout: the payout table of each open game', async () => {
    servePages({});
    const entries = [
      { rankNumber: 6, rankPrize: 1000, prizePercentage: 0, guaranteedPrize: 0 },
      { rankNumber: 5, rankPrize: 50, prizePercentage: 0, guaranteedPrize: 0 },
    ];
    const games = [
      game({ gameInstanceId: 1, gameTitle: 'Open Lotto', gameLobby: { gamePayoutInfo: entries } }),
      game({ gameInstanceId: 2, gameTitle: 'Closed', gameStatus: 'ENDED' }),
    ];
    await renderApp('/payout', { init: initResult({ filteredGames: games }) });
    await waitFor(() => expect(screen.getAllByTestId('payout-game')).toHaveLength(1));
    const section = screen.getByTestId('payout-game');
    expect(section.textContent).toContain('Open Lotto');
    expect(section.querySelectorAll('[data-testid="payout-row"]')).toHaveLength(2);
  });
});

describe('/referrals', () => {
  const report = { referralCode: 'AB12CD34', referrals: [] };

  it('shows the code and link, and copies the link, saying so (or how to copy it when it cannot)', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderApp('/referrals', {
      session: session(),
      setup: (t) => t.respond('getReferralsReport', report),
    });
    await waitFor(() => expect(screen.getByTestId('referral-code').textContent).toBe('AB12CD34'));
    const link = (screen.getByTestId('referral-link') as HTMLInputElement).value;
    expect(link).toMatch(/\/\?refStr=AB12CD34$/);
    await act(async () => fireEvent.click(screen.getByTestId('referral-copy')));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByTestId('referral-copied').textContent).toBe(
      'Link copied. Paste it into a message to your friends.',
    );

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => fireEvent.click(screen.getByTestId('referral-copy')));
    expect(screen.getByTestId('referral-copied').textContent).toMatch(/select the link and copy it yourself/);
  });
});
