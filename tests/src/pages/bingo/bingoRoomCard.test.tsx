import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BingoGameView } from '../../../../protocol/bingo';
import type { GameInstance } from '../../../../protocol/types';
import { renderApp } from '../../fakes/renderApp';
import { game, initResult, session } from '../../fakes/fixtures';

afterEach(cleanup);

const MINUTE = 60_000;

function room(
  id: number,
  format: 75 | 90,
  startsInMs: number,
  over: Partial<GameInstance> = {},
): GameInstance {
  return game({
    gameInstanceId: id,
    gameId: format === 75 ? 501 : 502,
    gameRule: 'bingoGame',
    gamePlayout: 'bingo',
    gameTitle: format === 75 ? 'Bingo 75 Blast' : 'Bingo 90 Strips',
    drawRange: format,
    playerPlayMax: 24,
    gamePlayCost: 0.5,
    gamePlayCurrent: 0,
    prizePool: 0,
    tournamentStartTime: Date.now() + startsInMs,
    ...over,
  });
}

/** The rooms' own terms: a full box guaranteed 10 in every room, 75-ball's jackpot within 45 calls. */
function terms({ gameInstanceId }: { gameInstanceId: number }): BingoGameView {
  return {
    gameInstanceId,
    format: gameInstanceId === 3 ? 90 : 75,
    gameStatus: 'OPEN',
    callIntervalMs: 3000,
    calls: [],
    patternIndex: 0,
    patterns: [
      { pattern: 'line', prize: 2 },
      { pattern: 'fullBox', prize: 10 },
    ],
    jackpot: 500,
    jackpotCalls: gameInstanceId === 3 ? 0 : 45,
    seedCommitment: null,
    seed: null,
    cards: [],
    finished: false,
  };
}

async function openLobby() {
  const rooms = [
    room(1, 75, 2 * MINUTE, { progressiveAmount: 500 }),
    room(2, 75, 6 * MINUTE, { progressiveAmount: 500 }),
    room(3, 90, 2 * MINUTE),
  ];
  await renderApp('/bingo/lobby', {
    init: initResult({ filteredGames: rooms }),
    session: session(),
    setup: (t) => t.respond('getBingoGame', terms),
  });
  const cards = await screen.findAllByTestId('bingo-room');
  const byId = (id: number) => cards.find((c) => c.dataset.gameId === String(id))!;
  return { blast: byId(1), later: byId(2), strips: byId(3) };
}

describe('a bingo room card', () => {
  it('wears its format’s picture and tells two rooms of one type apart by their start', async () => {
    const { blast, later, strips } = await openLobby();
    expect(blast.dataset.art).toBe('bingo75');
    expect(strips.dataset.art).toBe('bingo90');
    expect(blast.querySelector('img')?.getAttribute('data-art')).toBe('bingo75');
    expect(blast.querySelector('img')?.getAttribute('alt')).toBe('');
    const start = (card: HTMLElement) => within(card).getByTestId('bingo-room-start').textContent;
    expect(start(blast)).toMatch(/^Starts \d\d:\d\d/);
    expect(start(later)).not.toBe(start(blast));
    expect(within(blast).getByTestId('bingo-room-countdown').textContent).toMatch(/^in 00:0[12]:\d\d$/);
  });

  it('shows the jackpot once, with its rule, and the top prize from the room’s terms', async () => {
    const { blast, strips } = await openLobby();
    await waitFor(() =>
      expect(within(blast).queryByTestId('bingo-room-top-prize')?.textContent).toMatch(/10/),
    );
    const headline = within(blast).getByTestId('bingo-room-prize');
    expect(headline.dataset.kind).toBe('jackpot');
    expect(headline.textContent).toMatch(/500/);
    expect(blast.textContent?.match(/500/g)).toHaveLength(1);
    expect(blast.textContent).toContain('Full house within 45 calls');
    // No jackpot, no sale yet: the guaranteed top prize leads, never $0.
    await waitFor(() => expect(within(strips).getByTestId('bingo-room-prize').dataset.kind).toBe('topPrize'));
    expect(within(strips).getByTestId('bingo-room-prize').textContent).toMatch(/10/);
    expect(strips.textContent).not.toMatch(/\$0(?![.,]\d*[1-9])/);
  });

  it('steps the cards to buy through strips of six, by keyboard and by the − / + buttons', async () => {
    const { strips } = await openLobby();
    const count = within(strips).getByTestId('bingo-card-count');
    const buy = within(strips).getByTestId('bingo-buy');
    const less = within(strips).getByTestId('bingo-card-count-less');
    const more = within(strips).getByTestId('bingo-card-count-more');
    expect(count.getAttribute('role')).toBe('spinbutton');
    expect([count.getAttribute('aria-valuemin'), count.getAttribute('aria-valuemax')]).toEqual(['6', '24']);
    expect(count.textContent).toBe('6');
    expect(less.getAttribute('aria-disabled')).toBe('true');
    expect(buy.textContent).toMatch(/^Buy 6 cards for/);

    fireEvent.keyDown(count, { key: 'ArrowUp' });
    expect(count.getAttribute('aria-valuenow')).toBe('12');
    expect(count.getAttribute('aria-valuetext')).toBe('12 cards');
    fireEvent.click(more);
    expect(count.textContent).toBe('18');
    fireEvent.keyDown(count, { key: 'End' });
    fireEvent.click(more);
    expect(count.textContent).toBe('24');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(buy.textContent).toMatch(/^Buy 24 cards for \$12/);
    fireEvent.keyDown(count, { key: 'Home' });
    fireEvent.click(less);
    expect(count.textContent).toBe('6');
  });

  it('says on the buy button the count the stepper shows', async () => {
    const { blast } = await openLobby();
    const count = within(blast).getByTestId('bingo-card-count');
    expect(count.textContent).toBe('4');
    fireEvent.keyDown(count, { key: 'ArrowDown' });
    expect(within(blast).getByTestId('bingo-buy').textContent).toMatch(/^Buy 3 cards for \$1\.50/);
  });
});
