import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsRepo,
  InsufficientFundsError,
  ledgerCheck,
  transfer,
  transferBatch,
  UnbalancedTransferError,
  type TransferRequest,
} from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../support/fixtures';
import { backends } from '../support/testDb';

/**
 * ledger_transfer_batch (migration 025): many transfers in one call, as if made one after another
 * in list order. A used key moves nothing again; a player balance that would dip below zero at any
 * point of the list, even if later transfers would bring it back, refuses the whole call.
 */
describe.each(backends)('transfers in one batch on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let house: number;
  let eur: number;
  const players: number[] = [];
  const balanceOf = async (id: number) => (await accountsRepo.byId(db, id))!.balance_minor;
  const move = (key: string, from: number, to: number, amountMinor: number): TransferRequest => ({
    key,
    kind: 'test',
    entries: [
      { accountId: from, amountMinor: -amountMinor },
      { accountId: to, amountMinor },
    ],
    meta: { key },
    now: 5,
  });

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    house = await accountsRepo.ensureHouseAccount(db, { code: 'instant_sales', currency: 'USD', now: 1 });
    eur = await makePlayerAccount(db, (await makePlayer(db)).id, 'EUR', 'cash');
    for (let i = 0; i < 3; i++) {
      const id = await makePlayerAccount(db, (await makePlayer(db)).id, 'USD', 'cash');
      players.push(id);
      await db.tx((q) => transfer(q, move(`fund:${id}`, house, id, 1000)));
    }
  });
  afterAll(() => dispose());

  it('moves every transfer of the list, each once, in one call; a used key moves nothing again', async () => {
    const [a, b, c] = players;
    const results = await db.tx((q) =>
      transferBatch(q, [move('b1', a, house, 300), move('b2', house, a, 50), move('b3', b, c, 1000)]),
    );
    expect(results.map((r) => r.applied)).toEqual([true, true, true]);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(3);
    expect(await Promise.all(players.map(balanceOf))).toEqual([750, 0, 2000]);
    const [meta] = await db.query<{ meta: unknown; kind: string }>(
      "SELECT meta, kind FROM ledger_transactions WHERE idempotency_key = 'b3'",
    );
    expect(meta).toEqual({ meta: { key: 'b3' }, kind: 'test' });

    const again = await db.tx((q) => transferBatch(q, [move('b2', house, a, 50), move('b4', c, a, 10)]));
    expect(again.map((r) => r.applied)).toEqual([false, true]);
    expect(again[0].transactionId).toBe(results[1].transactionId);
    expect(await Promise.all(players.map(balanceOf))).toEqual([760, 0, 1990]);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses the whole list when a player balance would dip below zero on the way, moving nothing', async () => {
    const [a, b] = players;
    const before = await Promise.all(players.map(balanceOf));
    // b holds 0: paying first and being paid back later is still an overdraw at the first transfer.
    await expect(
      db.tx((q) =>
        transferBatch(q, [move('dip1', a, house, 10), move('dip2', b, house, 5), move('dip3', house, b, 5)]),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await Promise.all(players.map(balanceOf))).toEqual(before);
    expect(
      await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key LIKE 'dip%'"),
    ).toHaveLength(0);
    // Paid first, then paying: fine.
    await db.tx((q) => transferBatch(q, [move('up1', house, b, 5), move('up2', b, house, 5)]));
    expect(await balanceOf(b)).toBe(0);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses repeated keys, unbalanced legs and mixed currencies', async () => {
    const [a] = players;
    await expect(
      db.tx((q) => transferBatch(q, [move('same', a, house, 1), move('same', a, house, 1)])),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(
      db.tx((q) =>
        transferBatch(q, [
          {
            key: 'odd',
            kind: 'x',
            entries: [
              { accountId: a, amountMinor: -1 },
              { accountId: house, amountMinor: 2 },
            ],
            now: 5,
          },
        ]),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(
      db.tx((q) => transferBatch(q, [move('fine', a, house, 1), move('mixed', eur, house, 1)])),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    expect(
      await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key IN ('fine', 'mixed')"),
    ).toHaveLength(0);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
