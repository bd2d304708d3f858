import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstantGamePools, PoolBuild } from '../../../../protocol/operator/calls';
import type { OperatorClient } from '../../../../src/admin/net/OperatorClient';
import { BUILD_POLL_MS, InstantPoolsStore } from '../../../../src/admin/stores/InstantPoolsStore';

const game = (build: PoolBuild | null): InstantGamePools => ({
  gameId: 604,
  title: 'Cash Word',
  kind: 'crossword',
  siteIds: [1],
  currency: 'USD',
  priceMinor: 200,
  poolSize: 10_000,
  poolsPlanned: 50,
  poolsBuilt: build?.status === 'committed' ? 1 : 0,
  onSale: null,
  build,
});

const building = (progress: number, status: PoolBuild['status'] = 'building'): PoolBuild => ({
  buildId: 1,
  gameId: 604,
  poolNo: 1,
  operator: 'admin',
  status,
  progress,
  error: null,
  startedAt: 0,
  finishedAt: null,
});

describe('InstantPoolsStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rereads every second while a build runs, and stops once it is committed or the screen closes', async () => {
    const answers = [building(0.2), building(0.6), building(1, 'committed')];
    const calls: string[] = [];
    const client = {
      call: vi.fn(async (name: string) => {
        calls.push(name);
        if (name === 'buildInstantPool') return { build: building(0) };
        return { games: [game(answers.shift() ?? building(1, 'committed'))] };
      }),
    } as unknown as OperatorClient;
    const store = new InstantPoolsStore(client);
    await store.listGames();
    expect(store.games[0].build?.progress).toBe(0.2);
    expect(store.building).toBe(true);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(store.games[0].build?.progress).toBe(0.6);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(store.games[0].build?.status).toBe('committed');
    const reads = calls.filter((c) => c === 'listInstantGames').length;
    await vi.advanceTimersByTimeAsync(5 * BUILD_POLL_MS);
    expect(calls.filter((c) => c === 'listInstantGames').length).toBe(reads);

    answers.push(building(0.1), building(0.3));
    await store.listGames();
    store.stop();
    await vi.advanceTimersByTimeAsync(5 * BUILD_POLL_MS);
    expect(store.games[0].build?.progress).toBe(0.1);
  });
});
