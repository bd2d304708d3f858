import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';

/**
 * Migration 052 dropped the per-row foreign keys of ledger_entries (the ledger functions check
 * accounts and transactions as they write): the ledger check must still find an entry that
 * points at nothing, even a balanced pair that no account's balance would give away.
 */
describe.each(backends)('the ledger check on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('passes on an empty ledger and reports entries whose account or transaction is missing', async () => {
    expect(await ledgerCheck(db)).toMatchObject({ ok: true, orphans: [] });
    const [tx] = await db.query<{ id: number }>(
      "INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES ('orphan', 'adjustment', 1) RETURNING id",
    );
    await db.query(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor) VALUES ($1, 999998, 5), ($1, 999999, -5)',
      [tx.id],
    );
    const report = await ledgerCheck(db);
    expect(report.ok).toBe(false);
    expect(report.unbalanced).toEqual([]);
    expect(report.mismatched).toEqual([]);
    expect(report.orphans.map((o) => o.accountId)).toEqual([999998, 999999]);
  });
});
