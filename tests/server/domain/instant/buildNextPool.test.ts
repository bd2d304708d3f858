import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../server/app';
import { poolsRepo } from '../../../../server/domain/instant/poolsRepo';
import { startTestServer } from '../../support/testServer';

/** Triple Luck: a scratchcard of site 2, 10,000 tickets a pool. */
const TRIPLE_LUCK = 611;

describe("an operator's build of the next pool", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it('stores nothing when its record fails: the pool and its audit entry commit together', async () => {
    const outcome = server.services.instant.buildNextPool(TRIPLE_LUCK, {
      onShare: () => undefined,
      record: () => Promise.reject(new Error('audit log unavailable')),
    });
    await expect(outcome).rejects.toThrow('audit log unavailable');
    expect(await poolsRepo.byGame(server.services.db, TRIPLE_LUCK)).toEqual([]);
  });

  it('reports its progress as it hashes, then commits the pool with its record', async () => {
    const shares: number[] = [];
    const recorded: number[] = [];
    const outcome = await server.services.instant.buildNextPool(TRIPLE_LUCK, {
      onShare: (share) => shares.push(share),
      record: async (q, pool) => {
        recorded.push(pool.poolNo);
        expect(await poolsRepo.byNumber(q, TRIPLE_LUCK, pool.poolNo)).toMatchObject({ status: 'selling' });
      },
    });
    expect(outcome).toMatchObject({ ok: true, pool: { poolNo: 1, poolSize: 10_000 } });
    expect(recorded).toEqual([1]);
    expect(shares.length).toBeGreaterThan(50);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(Math.max(...shares)).toBeLessThan(1);
    expect(Math.max(...shares)).toBeGreaterThan(0.9); // the estimate of the hashing is close
    const [pool] = await poolsRepo.byGame(server.services.db, TRIPLE_LUCK);
    expect(pool).toMatchObject({ pool_no: 1, seed_revealed: false });
  });
});
