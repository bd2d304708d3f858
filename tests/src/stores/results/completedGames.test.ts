import { describe, expect, it } from 'vitest';
import type { GameHistoryEntry } from '../../../../protocol/calls/history';
import { rootWith } from './loggedInRoot';

const entry = (id: number): GameHistoryEntry => ({
  gameInstanceId: id,
  gameId: 102,
  gameTitle: 'Fast 5/35',
  gameEndedOn: 1_700_000_000_000 - id,
  plays: 1,
  wagered: 1.1,
  won: 0,
  currencyId: 'USD',
});

/** Pages of the player's history: page n holds ids n*10+1 .. , `sizes[n]` of them. */
function history(sizes: number[]) {
  return (params: { page: number; maxResults: number }) => ({
    totalCount: 999, // deliberately wrong: the page length decides, not the total
    result: Array.from({ length: sizes[params.page] ?? 0 }, (_, i) => entry(params.page * 10 + i + 1)),
  });
}

describe('completed games (5 a page; fewer than 5 means no more)', () => {
  it('asks for pages of 5 and stops after a short page', async () => {
    const { root, transport } = await rootWith();
    transport.respond('searchGameHistory', history([5, 5, 2]));
    const completed = root.results.completed;
    await completed.load();
    expect(transport.calls.at(-1)?.params).toMatchObject({ page: 0, maxResults: 5 });
    expect(completed.entries).toHaveLength(5);
    expect(completed.hasMore).toBe(true);
    expect(completed.canGoBack).toBe(false);

    await completed.next();
    await completed.next();
    expect(completed.page).toBe(2);
    expect(completed.entries.map((e) => e.gameInstanceId)).toEqual([21, 22]);
    expect(completed.hasMore).toBe(false);

    const callsBefore = transport.calls.length;
    await completed.next();
    expect(transport.calls.length).toBe(callsBefore);
    expect(completed.page).toBe(2);

    await completed.previous();
    expect(completed.page).toBe(1);
    expect(completed.hasMore).toBe(true);
  });

  it('an empty page after a full one keeps the page shown and ends the paging', async () => {
    const { root, transport } = await rootWith();
    transport.respond('searchGameHistory', history([5]));
    const completed = root.results.completed;
    await completed.load();
    await completed.next();
    expect(completed.page).toBe(0);
    expect(completed.entries).toHaveLength(5);
    expect(completed.hasMore).toBe(false);
  });

  it('does not ask for a visitor and reports a failed search', async () => {
    const visitor = await rootWith({ loggedIn: false });
    await visitor.root.results.completed.load();
    expect(visitor.transport.callNames()).not.toContain('searchGameHistory');

    const { root, transport } = await rootWith();
    transport.fault('searchGameHistory', 'Server.Processing', 'database down');
    await root.results.completed.load();
    expect(root.results.completed.error).toBe('database down');
    expect(root.results.completed.loading).toBe(false);
  });
});
