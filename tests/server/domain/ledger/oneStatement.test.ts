import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFundsError, ledgerCheck, transfer } from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { wagerWorld } from './support/wagerWorld';
import { backends } from '../support/testDb';

/**
 * A transfer made on the database itself, outside any transaction, is one autocommit statement
 * (one round trip, no BEGIN or COMMIT): the ledger_transfer call is atomic on its own, keeps its
 * idempotency key, and refuses an overdraw moving nothing. Migration 027's generic plan must stay
 * exact call after call on one connection.
 */
describe.each(backends)('one-statement transfers on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let w: Awaited<ReturnType<typeof wagerWorld>>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    w = await wagerWorld(db);
  });
  afterAll(() => dispose());

  it('moves the money once: the same key again moves nothing and names the first transaction', async () => {
    const cash = await w.fundedPlayer(500);
    const houseBefore = await w.balanceOf(w.house);
    const first = await transfer(db, w.wager('once', cash, 120));
    const again = await transfer(db, w.wager('once', cash, 120));
    expect(first.applied).toBe(true);
    expect(again).toEqual({ transactionId: first.transactionId, applied: false });
    expect(await w.balanceOf(cash)).toBe(380);
    expect(await w.balanceOf(w.house)).toBe(houseBefore + 120);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses a negative player balance, moving nothing and leaving the key unused', async () => {
    const cash = await w.fundedPlayer(100);
    const houseBefore = await w.balanceOf(w.house);
    await expect(transfer(db, w.wager('overdraw', cash, 101))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await w.balanceOf(cash)).toBe(100);
    expect(await w.balanceOf(w.house)).toBe(houseBefore);
    expect(
      await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'overdraw'"),
    ).toHaveLength(0);
    expect((await transfer(db, w.wager('overdraw', cash, 100))).applied).toBe(true);
    expect(await w.balanceOf(cash)).toBe(0);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('stays exact over many calls, concurrent ones into the same w.house account included', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => w.fundedPlayer(1000)));
    const houseBefore = await w.balanceOf(w.house);
    await Promise.all(
      players.flatMap((cash, i) =>
        Array.from({ length: 6 }, (_, j) => transfer(db, w.wager(`many:${i}:${j}`, cash, 1 + j))),
      ),
    );
    const each = 1 + 2 + 3 + 4 + 5 + 6;
    for (const cash of players) expect(await w.balanceOf(cash)).toBe(1000 - each);
    expect(await w.balanceOf(w.house)).toBe(houseBefore + players.length * each);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it.each(['ledger_transfer', 'ledger_transfer_batch'])(
    'plans %s once per connection, with index scans only (migration 027)',
    async (name) => {
      const [row] = await db.query<{ config: string[] }>(
        'SELECT proconfig AS config FROM pg_proc WHERE proname = $1 AND pronamespace = current_schema()::regnamespace',
        [name],
      );
      expect(row.config).toEqual(
        expect.arrayContaining([
          'plan_cache_mode=force_generic_plan',
          'enable_seqscan=off',
          'enable_bitmapscan=off',
        ]),
      );
    },
  );
});
