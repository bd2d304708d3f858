import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo, foldHouseDeltas, ledgerCheck, transfer } from '../../../../server/domain/ledger';
import type { Db } from '../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../support/fixtures';
import { backends } from '../support/testDb';

/** House accounts take changes without waiting for their row; players keep the in-place, checked balance. */
describe.each(backends)('a hot house account on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  const rawBalance = async (id: number) =>
    (await db.query<{ balance_minor: number }>('SELECT balance_minor FROM accounts WHERE id = $1', [id]))[0]
      .balance_minor;
  const deltaRows = async (id: number) =>
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM house_balance_deltas WHERE account_id = $1',
        [id],
      )
    )[0].n;

  async function playerWith(cash: number, house: number) {
    const player = await makePlayer(db);
    const cashId = await makePlayerAccount(db, player.id, 'USD', 'cash');
    const promo = await accountsRepo.ensureHouseAccount(db, { code: 'promotions', currency: 'USD', now: 1 });
    await db.tx((q) =>
      transfer(q, {
        key: `fund:${player.id}`,
        kind: 'promotion',
        entries: [
          { accountId: cashId, amountMinor: cash },
          { accountId: promo, amountMinor: -cash },
        ],
        now: 1,
      }),
    );
    return { cashId, house };
  }

  const wager =
    (key: string, cashId: number, house: number, amount: number) => (q: Parameters<typeof transfer>[0]) =>
      transfer(q, {
        key,
        kind: 'wager',
        entries: [
          { accountId: cashId, amountMinor: -amount },
          { accountId: house, amountMinor: amount },
        ],
        now: 2,
      });

  it('keeps the row exact when nobody else holds it, and still refuses a player overdraw', async () => {
    const house = await accountsRepo.ensureHouseAccount(db, { code: 'wagers_seq', currency: 'USD', now: 1 });
    const p = await playerWith(500, house);
    await db.tx(wager('seq:1', p.cashId, house, 200));
    await db.tx(wager('seq:2', p.cashId, house, 100));
    expect(await rawBalance(house)).toBe(300);
    expect(await deltaRows(house)).toBe(0);
    await expect(db.tx(wager('seq:3', p.cashId, house, 201))).rejects.toThrow(/insufficient funds/);
    expect((await accountsRepo.byId(db, p.cashId))!.balance_minor).toBe(200);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('sums many concurrent transfers into one house account exactly', async () => {
    const house = await accountsRepo.ensureHouseAccount(db, { code: 'wagers_many', currency: 'USD', now: 1 });
    const players = await Promise.all(Array.from({ length: 12 }, () => playerWith(1000, house)));
    await Promise.all(
      players.flatMap((p, i) =>
        Array.from({ length: 5 }, (_, j) => db.tx(wager(`many:${i}:${j}`, p.cashId, house, 10 + j))),
      ),
    );
    const each = 10 + 11 + 12 + 13 + 14;
    expect((await accountsRepo.byId(db, house))!.balance_minor).toBe(12 * each);
    for (const p of players) expect((await accountsRepo.byId(db, p.cashId))!.balance_minor).toBe(1000 - each);
    expect((await ledgerCheck(db)).ok).toBe(true);
    await foldHouseDeltas(db);
    expect(await deltaRows(house)).toBe(0);
    expect(await rawBalance(house)).toBe(12 * each);
  });

  // PGlite has one connection: transactions cannot overlap there, so this needs PostgreSQL.
  it.skipIf(backend.name !== 'postgres')(
    'does not wait for a house row another transaction holds: it appends a delta, folded later',
    async () => {
      const house = await accountsRepo.ensureHouseAccount(db, {
        code: 'wagers_held',
        currency: 'USD',
        now: 1,
      });
      const a = await playerWith(1000, house);
      const b = await playerWith(1000, house);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const first = db.tx(async (q) => {
        await wager('held:a', a.cashId, house, 70)(q); // takes the free row and keeps it until commit
        holding();
        await gate;
      });
      await held;
      // The row is held: this transfer commits anyway, as a delta.
      await db.tx(wager('held:b', b.cashId, house, 30));
      expect(await deltaRows(house)).toBe(1);
      expect((await accountsRepo.byId(db, b.cashId))!.balance_minor).toBe(970);
      release();
      await first;
      expect(await rawBalance(house)).toBe(70);
      expect((await accountsRepo.byId(db, house))!.balance_minor).toBe(100);
      expect((await ledgerCheck(db)).ok).toBe(true);
      // The next transfer that gets the row folds the pending delta in.
      await db.tx(wager('held:c', a.cashId, house, 5));
      expect(await deltaRows(house)).toBe(0);
      expect(await rawBalance(house)).toBe(105);
    },
  );

  it('reports a house balance that disagrees with its entries', async () => {
    const house = await accountsRepo.ensureHouseAccount(db, { code: 'wagers_bad', currency: 'USD', now: 1 });
    const p = await playerWith(100, house);
    await db.tx(wager('bad:1', p.cashId, house, 10));
    await db.query('INSERT INTO house_balance_deltas (account_id, delta_minor) VALUES ($1, 1)', [house]);
    const report = await ledgerCheck(db);
    expect(report.ok).toBe(false);
    expect(report.mismatched).toContainEqual({ accountId: house, balance: 11, entries: 10 });
    await db.query('DELETE FROM house_balance_deltas WHERE account_id = $1', [house]);
  });
});
