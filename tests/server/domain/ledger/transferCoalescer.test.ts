import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTransferCoalescer,
  InsufficientFundsError,
  ledgerCheck,
} from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { wagerWorld } from './support/wagerWorld';
import { backends } from '../support/testDb';

/**
 * Transfers coalesced into batch calls (transferCoalescer.ts): fewer statements than transfers,
 * yet each transfer settles as it would alone: its own result, its own refusal, its key kept.
 */
describe.each(backends)('coalesced transfers on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let w: Awaited<ReturnType<typeof wagerWorld>>;

  /** db, counting the statements sent through it. */
  function counted(): { db: Db; statements: () => number } {
    let n = 0;
    return {
      db: { ...db, query: (sql, params) => (n++, db.query(sql, params)) },
      statements: () => n,
    };
  }

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    w = await wagerWorld(db);
  });
  afterAll(() => dispose());

  it('moves many concurrent transfers exactly, in fewer statements than transfers', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => w.fundedPlayer(1000)));
    const houseBefore = await w.balanceOf(w.house);
    const counter = counted();
    const coalescer = createTransferCoalescer(counter.db, { lanes: 1 });
    const results = await Promise.all(
      players.flatMap((cash, i) =>
        Array.from({ length: 5 }, (_, j) => coalescer.transfer(w.wager(`c:${i}:${j}`, cash, 10 + j))),
      ),
    );
    expect(results.every((r) => r.applied)).toBe(true);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(30);
    expect(counter.statements()).toBeLessThan(30);
    const each = 10 + 11 + 12 + 13 + 14;
    for (const cash of players) expect(await w.balanceOf(cash)).toBe(1000 - each);
    expect(await w.balanceOf(w.house)).toBe(houseBefore + players.length * each);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses only the overdraw of a batch: its neighbours move, it moves nothing', async () => {
    const rich = await w.fundedPlayer(100);
    const poor = await w.fundedPlayer(5);
    const coalescer = createTransferCoalescer(db, { lanes: 1 });
    const outcomes = await Promise.allSettled([
      coalescer.transfer(w.wager('ok:1', rich, 10)),
      coalescer.transfer(w.wager('short', poor, 6)),
      coalescer.transfer(w.wager('ok:2', rich, 20)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await w.balanceOf(rich)).toBe(70);
    expect(await w.balanceOf(poor)).toBe(5);
    expect(await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'short'")).toHaveLength(
      0,
    );
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('keeps idempotency keys: a key twice in one batch, or used before, moves once', async () => {
    const cash = await w.fundedPlayer(100);
    const coalescer = createTransferCoalescer(db, { lanes: 1 });
    const [a, b] = await Promise.all([
      coalescer.transfer(w.wager('twice', cash, 7)),
      coalescer.transfer(w.wager('twice', cash, 7)),
    ]);
    expect(a.transactionId).toBe(b.transactionId);
    expect([a.applied, b.applied].sort()).toEqual([false, true]);
    const again = await coalescer.transfer(w.wager('twice', cash, 7));
    expect(again).toEqual({ transactionId: a.transactionId, applied: false });
    expect(await w.balanceOf(cash)).toBe(93);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
