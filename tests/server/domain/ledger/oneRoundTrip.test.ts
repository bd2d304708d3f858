import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsRepo,
  InsufficientFundsError,
  ledgerCheck,
  transfer,
  UnbalancedTransferError,
} from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../support/fixtures';
import { backends } from '../support/testDb';

/**
 * The ledger_transfer function (migration 020) and the per-statement zero-sum check: a transfer of
 * many legs is checked once, an overdraw anywhere among them moves nothing, and the database still
 * refuses entries that do not sum to zero within their INSERT statement.
 */
describe.each(backends)('one-round-trip transfers on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let pool: number;
  const players: number[] = [];
  const balanceOf = async (id: number) => (await accountsRepo.byId(db, id))!.balance_minor;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    pool = await accountsRepo.ensureHouseAccount(db, { code: 'prize_pool', currency: 'USD', now: 1 });
    for (let i = 0; i < 40; i++)
      players.push(await makePlayerAccount(db, (await makePlayer(db)).id, 'USD', 'cash'));
  });
  afterAll(() => dispose());

  it('credits many accounts in one transfer, each exactly, the ledger check passing', async () => {
    await db.tx((q) =>
      transfer(q, {
        key: 'batch:1',
        kind: 'prize',
        entries: [
          { accountId: pool, amountMinor: -players.reduce((sum, _, i) => sum + 10 + i, 0) },
          ...players.map((accountId, i) => ({ accountId, amountMinor: 10 + i })),
        ],
        now: 2,
      }),
    );
    for (const [i, id] of players.entries()) expect(await balanceOf(id)).toBe(10 + i);
    expect(await balanceOf(pool)).toBe(-players.reduce((sum, _, i) => sum + 10 + i, 0));
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses a transfer whose last leg overdraws one player, moving nothing for the others', async () => {
    const before = await Promise.all(players.map(balanceOf));
    const entries = players.map((accountId) => ({ accountId, amountMinor: -1 }));
    entries[entries.length - 1].amountMinor = -(before[before.length - 1] + 1);
    const total = entries.reduce((sum, e) => sum - e.amountMinor, 0);
    await expect(
      db.tx((q) =>
        transfer(q, {
          key: 'overdraw-last',
          kind: 'wager',
          entries: [...entries, { accountId: pool, amountMinor: total }],
          now: 3,
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await Promise.all(players.map(balanceOf))).toEqual(before);
    expect(
      await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'overdraw-last'"),
    ).toHaveLength(0);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses an unknown account as unbalanced and moves nothing', async () => {
    await expect(
      db.tx((q) =>
        transfer(q, {
          key: 'ghost',
          kind: 'x',
          entries: [
            { accountId: players[0], amountMinor: -1 },
            { accountId: 99_999_999, amountMinor: 1 },
          ],
          now: 4,
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    expect(await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'ghost'")).toHaveLength(
      0,
    );
  });

  it('checks the sum per statement: an unbalanced INSERT fails at once, a balanced one passes', async () => {
    const raw = (key: string, amounts: number[]) =>
      db.tx(async (q) => {
        const [t] = await q.query<{ id: number }>(
          "INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES ($1, 'raw', 1) RETURNING id",
          [key],
        );
        await q.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
           SELECT $1, $2, a FROM unnest($3::bigint[]) AS a`,
          [t.id, pool, amounts],
        );
        return t.id;
      });
    await expect(raw('raw-bad', [5, -4])).rejects.toMatchObject({ code: '23514' });
    expect(await raw('raw-good', [5, -5])).toBeGreaterThan(0);
  });
});
