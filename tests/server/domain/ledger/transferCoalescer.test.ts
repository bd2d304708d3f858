import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsRepo,
  createTransferCoalescer,
  InsufficientFundsError,
  ledgerCheck,
  transfer,
  type TransferRequest,
} from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../support/fixtures';
import { backends } from '../support/testDb';

/**
 * Transfers coalesced into batch calls (transferCoalescer.ts): fewer statements than transfers,
 * yet each transfer settles as it would alone: its own result, its own refusal, its key kept.
 */
describe.each(backends)('coalesced transfers on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let house: number;
  let promotions: number;
  const balanceOf = async (id: number) => (await accountsRepo.byId(db, id))!.balance_minor;
  const wager = (key: string, cash: number, amountMinor: number): TransferRequest => ({
    key,
    kind: 'wager',
    entries: [
      { accountId: cash, amountMinor: -amountMinor },
      { accountId: house, amountMinor },
    ],
    now: 2,
  });

  async function fundedPlayer(cash: number) {
    const id = await makePlayerAccount(db, (await makePlayer(db)).id, 'USD', 'cash');
    await transfer(db, {
      key: `fund:${id}`,
      kind: 'promotion',
      entries: [
        { accountId: id, amountMinor: cash },
        { accountId: promotions, amountMinor: -cash },
      ],
      now: 1,
    });
    return id;
  }

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
    house = await accountsRepo.ensureHouseAccount(db, { code: 'wagers', currency: 'USD', now: 1 });
    promotions = await accountsRepo.ensureHouseAccount(db, { code: 'promotions', currency: 'USD', now: 1 });
  });
  afterAll(() => dispose());

  it('moves many concurrent transfers exactly, in fewer statements than transfers', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(1000)));
    const houseBefore = await balanceOf(house);
    const counter = counted();
    const coalescer = createTransferCoalescer(counter.db, { lanes: 1 });
    const results = await Promise.all(
      players.flatMap((cash, i) =>
        Array.from({ length: 5 }, (_, j) => coalescer.transfer(wager(`c:${i}:${j}`, cash, 10 + j))),
      ),
    );
    expect(results.every((r) => r.applied)).toBe(true);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(30);
    expect(counter.statements()).toBeLessThan(30);
    const each = 10 + 11 + 12 + 13 + 14;
    for (const cash of players) expect(await balanceOf(cash)).toBe(1000 - each);
    expect(await balanceOf(house)).toBe(houseBefore + players.length * each);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses only the overdraw of a batch: its neighbours move, it moves nothing', async () => {
    const rich = await fundedPlayer(100);
    const poor = await fundedPlayer(5);
    const coalescer = createTransferCoalescer(db, { lanes: 1 });
    const outcomes = await Promise.allSettled([
      coalescer.transfer(wager('ok:1', rich, 10)),
      coalescer.transfer(wager('short', poor, 6)),
      coalescer.transfer(wager('ok:2', rich, 20)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(rich)).toBe(70);
    expect(await balanceOf(poor)).toBe(5);
    expect(await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'short'")).toHaveLength(
      0,
    );
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('keeps idempotency keys: a key twice in one batch, or used before, moves once', async () => {
    const cash = await fundedPlayer(100);
    const coalescer = createTransferCoalescer(db, { lanes: 1 });
    const [a, b] = await Promise.all([
      coalescer.transfer(wager('twice', cash, 7)),
      coalescer.transfer(wager('twice', cash, 7)),
    ]);
    expect(a.transactionId).toBe(b.transactionId);
    expect([a.applied, b.applied].sort()).toEqual([false, true]);
    const again = await coalescer.transfer(wager('twice', cash, 7));
    expect(again).toEqual({ transactionId: a.transactionId, applied: false });
    expect(await balanceOf(cash)).toBe(93);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
