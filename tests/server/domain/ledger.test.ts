import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsRepo,
  InsufficientFundsError,
  transfer,
  UnbalancedTransferError,
} from '../../../server/domain/ledger';
import type { Db } from '../../../server/storage/db';
import { makePlayer, makePlayerAccount } from './support/fixtures';
import { backends } from './support/testDb';

describe.each(backends)('ledger transfer on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let playerAccount: number;
  let house: number;

  const balanceOf = async (id: number) => (await accountsRepo.byId(db, id))!.balance_minor;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    const player = await makePlayer(db);
    playerAccount = await makePlayerAccount(db, player.id);
    house = await accountsRepo.ensureHouseAccount(db, { code: 'promotions', currency: 'USD', now: 1 });
  });
  afterAll(() => dispose());

  it('moves money as balanced entries and updates both balances', async () => {
    const result = await db.tx((q) =>
      transfer(q, {
        key: 'promo-1',
        kind: 'promotion',
        entries: [
          { accountId: playerAccount, amountMinor: 1500 },
          { accountId: house, amountMinor: -1500 },
        ],
        now: 2,
      }),
    );
    expect(result.applied).toBe(true);
    expect(await balanceOf(playerAccount)).toBe(1500);
    expect(await balanceOf(house)).toBe(-1500);
    const entries = await db.query<{ amount_minor: number }>(
      'SELECT amount_minor FROM ledger_entries WHERE transaction_id = $1 ORDER BY amount_minor',
      [result.transactionId],
    );
    expect(entries.map((e) => e.amount_minor)).toEqual([-1500, 1500]);
  });

  it('is idempotent by key: the same key moves nothing a second time', async () => {
    const request = {
      key: 'promo-2',
      kind: 'promotion',
      entries: [
        { accountId: playerAccount, amountMinor: 100 },
        { accountId: house, amountMinor: -100 },
      ],
      now: 3,
    };
    const before = await balanceOf(playerAccount);
    const first = await db.tx((q) => transfer(q, request));
    const second = await db.tx((q) => transfer(q, request));
    expect(second).toEqual({ transactionId: first.transactionId, applied: false });
    expect(await balanceOf(playerAccount)).toBe(before + 100);
  });

  it('refuses entries that do not sum to zero', async () => {
    await expect(
      db.tx((q) =>
        transfer(q, {
          key: 'bad-sum',
          kind: 'x',
          entries: [
            { accountId: playerAccount, amountMinor: 100 },
            { accountId: house, amountMinor: -99 },
          ],
          now: 4,
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
  });

  it('refuses to take a player account below zero and leaves nothing behind', async () => {
    const before = await balanceOf(playerAccount);
    await expect(
      db.tx((q) =>
        transfer(q, {
          key: 'overdraw',
          kind: 'wager',
          entries: [
            { accountId: playerAccount, amountMinor: -(before + 1) },
            { accountId: house, amountMinor: before + 1 },
          ],
          now: 5,
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(playerAccount)).toBe(before);
    expect(
      await db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'overdraw'"),
    ).toHaveLength(0);
  });

  it('refuses mixed currencies', async () => {
    const eur = await accountsRepo.ensureHouseAccount(db, { code: 'promotions', currency: 'EUR', now: 1 });
    await expect(
      db.tx((q) =>
        transfer(q, {
          key: 'mixed',
          kind: 'x',
          entries: [
            { accountId: playerAccount, amountMinor: 1 },
            { accountId: eur, amountMinor: -1 },
          ],
          now: 6,
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
  });

  it('has the database reject an unbalanced transaction written around transfer()', async () => {
    await expect(
      db.tx(async (q) => {
        const [t] = await q.query<{ id: number }>(
          "INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES ('raw', 'raw', 1) RETURNING id",
        );
        await q.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor) VALUES ($1, $2, 5)',
          [t.id, house],
        );
      }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
