import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import { releaseBonusOnWager } from '../../../../server/domain/cashier/bonusRelease';
import { prizesOf } from '../../../../server/domain/cashier/prizes';
import { wageringOf } from '../../../../server/domain/cashier/wagering';
import { accountsRepo, HouseAccount, ledgerCheck, moneyTx } from '../../../../server/domain/ledger';
import { currencyBook } from '../../../../server/domain/money';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import type { Db } from '../../../../server/storage/db';
import { makePlayer, makePlayerAccount } from '../support/fixtures';
import { backends } from '../support/testDb';

const currencies = currencyBook([
  {
    id: 'USD',
    title: 'US Dollar',
    symbolLeft: '$',
    symbolRight: '',
    decimalPoint: '.',
    thousandsPoint: ',',
    decimalPlaces: 2,
  },
]);

describe.each(backends)('ledger money helpers on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const hub = createMemoryHub();

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  async function funded(cash: number, bonus: number) {
    const player = await makePlayer(db);
    const cashId = await makePlayerAccount(db, player.id, 'USD', 'cash');
    const bonusId = await makePlayerAccount(db, player.id, 'USD', 'bonus');
    const promo = await accountsRepo.ensureHouseAccount(db, {
      code: HouseAccount.promotions,
      currency: 'USD',
      now: 1,
    });
    await moneyTx({ db, push: hub, currencies }, async (q) => {
      await q.transfer({
        key: `fund:${player.id}`,
        kind: 'promotion',
        entries: [
          { accountId: cashId, amountMinor: cash },
          { accountId: bonusId, amountMinor: bonus },
          { accountId: promo, amountMinor: -(cash + bonus) },
        ],
        now: 5,
      });
    });
    return { player, cashId, bonusId, promo };
  }

  it('pushes balanceUpdate for each player account after the commit, and nothing on rollback', async () => {
    const player = await makePlayer(db);
    const cashId = await makePlayerAccount(db, player.id);
    const promo = await accountsRepo.ensureHouseAccount(db, {
      code: HouseAccount.promotions,
      currency: 'USD',
      now: 1,
    });
    const pushes: PushMessage[] = [];
    hub.subscribe(`cashier.${player.id}`, (p) => pushes.push(p));
    const entries = [
      { accountId: cashId, amountMinor: 250 },
      { accountId: promo, amountMinor: -250 },
    ];
    await moneyTx({ db, push: hub, currencies }, (q) =>
      q.transfer({ key: `p:${player.id}`, kind: 'promotion', entries, now: 7 }),
    );
    expect(pushes).toEqual([
      expect.objectContaining({
        event: 'balanceUpdate',
        data: { accountId: cashId, accountCurrency: 'USD', accountBalance: 2.5, timeStamp: 7, type: 'cash' },
      }),
    ]);
    await expect(
      moneyTx({ db, push: hub, currencies }, async (q) => {
        await q.transfer({ key: `p2:${player.id}`, kind: 'promotion', entries, now: 8 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(pushes).toHaveLength(1);
    // A repeated key moves nothing and announces nothing.
    await moneyTx({ db, push: hub, currencies }, (q) =>
      q.transfer({ key: `p:${player.id}`, kind: 'promotion', entries, now: 9 }),
    );
    expect(pushes).toHaveLength(1);
  });

  it('releases bonus to cash as the player wagers, once per wager key, never beyond the bucket', async () => {
    const { player, cashId, bonusId } = await funded(10_000, 500);
    const w = { playerId: player.id, currency: 'USD', releasePercent: 10, now: 10 };
    const first = await db.tx((q) => releaseBonusOnWager(q, { ...w, wagerMinor: 2000, wagerKey: 'join:a' }));
    expect(first).toEqual({ releasedMinor: 200, accountIds: [bonusId, cashId] });
    const again = await db.tx((q) => releaseBonusOnWager(q, { ...w, wagerMinor: 2000, wagerKey: 'join:a' }));
    expect(again.releasedMinor).toBe(0);
    const big = await db.tx((q) => releaseBonusOnWager(q, { ...w, wagerMinor: 50_000, wagerKey: 'join:b' }));
    expect(big.releasedMinor).toBe(300);
    expect((await accountsRepo.byId(db, bonusId))!.balance_minor).toBe(0);
    expect((await accountsRepo.byId(db, cashId))!.balance_minor).toBe(10_500);
    expect(await wageringOf(db, player.id, 'USD')).toEqual({ requiredMinor: 0, wageredMinor: 52_000 });
    const none = await db.tx((q) => releaseBonusOnWager(q, { ...w, wagerMinor: 100, wagerKey: 'join:c' }));
    expect(none.releasedMinor).toBe(0);
  });

  it('ledger check passes on a sound ledger and names what is wrong on a broken one', async () => {
    const report = await ledgerCheck(db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], mismatched: [], negative: [] });
    expect(report.transactions).toBeGreaterThan(0);
    const { promo } = await funded(100, 1);
    // Tamper outside the ledger: a balance that no entry explains.
    await db.query('UPDATE accounts SET balance_minor = balance_minor + 1 WHERE id = $1', [promo]);
    const broken = await ledgerCheck(db);
    expect(broken.ok).toBe(false);
    expect(broken.mismatched).toEqual([expect.objectContaining({ accountId: promo })]);
    expect(broken.totals).toEqual([{ currency: 'USD', sum: 1 }]);
    await db.query('UPDATE accounts SET balance_minor = balance_minor - 1 WHERE id = $1', [promo]);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});

describe.each(backends)('prizes from the ledger on $name', (backend) => {
  it('lists the cash prizes the engine paid, newest first, collected when won', async () => {
    const { db, dispose } = await backend.open();
    try {
      const player = await makePlayer(db);
      const cash = await makePlayerAccount(db, player.id);
      const pool = await accountsRepo.ensureHouseAccount(db, {
        code: HouseAccount.prizePool,
        currency: 'USD',
        now: 1,
      });
      const hub = createMemoryHub();
      for (const [key, amount, now] of [
        ['prize:1', 500, 10],
        ['prize:2', 1250, 20],
      ] as const)
        await moneyTx({ db, push: hub, currencies }, (q) =>
          q.transfer({
            key,
            kind: 'prize',
            entries: [
              { accountId: pool, amountMinor: -amount },
              { accountId: cash, amountMinor: amount },
            ],
            meta: { gameInstanceId: 77 },
            now,
          }),
        );
      expect(await prizesOf(db, player.id)).toEqual([
        expect.objectContaining({
          value: 12.5,
          currencyId: 'USD',
          wonDate: 20,
          collectedDate: 20,
          cashOption: null,
          name: 'Game 77',
        }),
        expect.objectContaining({ value: 5, wonDate: 10 }),
      ]);
    } finally {
      await dispose();
    }
  });
});
