import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPool } from '../../../../protocol/instant/pool';
import { instantRulesOf } from '../../../../server/config/instantSchema';
import { nodeSha256, pausingSha256 } from '../../../../server/domain/instant/nodeSha256';
import type { Sha256 } from '../../../../protocol/instant/sha256';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { openInstant, poolRows, smallCard } from './support';

const SEED = 'ab'.repeat(32);

/**
 * How many turns of the event loop ran while a pool of `poolSize` tickets was built: a callback
 * that queues itself with setImmediate runs once a turn. (A 1 ms interval counted milliseconds
 * instead, and a fast machine built the pool in under 20 of them: CI failed at 19.)
 */
async function timerTurnsDuringBuild(poolSize: number, hash: Sha256): Promise<number> {
  const rules = instantRulesOf(smallCard({ poolSize }));
  let turns = 0;
  let next = setImmediate(function turn() {
    turns++;
    next = setImmediate(turn);
  });
  try {
    await buildPool(rules, 1, SEED, hash);
  } finally {
    clearImmediate(next);
  }
  return turns;
}

describe('building a pool keeps the event loop turning', () => {
  it('pauses every few hundred hashes; resolved at once, the same build never lets a timer run', async () => {
    expect(await timerTurnsDuringBuild(5_000, nodeSha256)).toBe(0);
    expect(await timerTurnsDuringBuild(5_000, pausingSha256())).toBeGreaterThanOrEqual(20);
  });

  it('builds the same pool either way', async () => {
    const rules = instantRulesOf(smallCard({ poolSize: 500 }));
    const [plain, pausing] = await Promise.all([
      buildPool(rules, 1, SEED, nodeSha256),
      buildPool(rules, 1, SEED, pausingSha256()),
    ]);
    expect(pausing.merkleRoot).toBe(plain.merkleRoot);
    expect(pausing.tiers).toEqual(plain.tiers);
  });
});

describe.each(backends)('the lobby and pool builds on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  }, 180_000);
  afterAll(() => dispose());

  it('lists a game before its first pool is built, and commits that pool in the background, once', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db, [smallCard({ poolSize: 2_000 })]);
    const [listed] = await svc.games(1);
    expect(listed).toMatchObject({ gameId: 951, open: true, ticketsLeft: 4_000, pool: null });
    await svc.games(1); // a second look while the build runs starts no other
    await svc.poolBuilds();
    expect(await poolRows(db)).toEqual([{ pool_no: 1, sold: 0, status: 'selling', seed_revealed: false }]);
    const [committed] = await svc.games(1);
    expect(committed.pool).toMatchObject({ poolNo: 1, seed: null });
    await svc.poolBuilds();
    expect(await poolRows(db)).toHaveLength(1);
  });
});
