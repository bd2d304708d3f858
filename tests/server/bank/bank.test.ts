// The bank test: many clients deposit, wager, withdraw, cancel and retry with the same keys at
// random, concurrently; afterwards the money adds up. Runs on PGlite always and on PostgreSQL
// when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBonusOnWager } from '../../../server/domain/cashier/bonusRelease';
import { accountsRepo, HouseAccount, ledgerCheck, moneyTx } from '../../../server/domain/ledger';
import { InsufficientFundsError } from '../../../server/domain/ledger/errors';
import { completeWithdrawal } from '../../../server/domain/withdrawals/flow';
import { TestCards } from '../../../server/domain/payments/testCards';
import type { SessionInfo } from '../../../server/ports/session';
import type { Db } from '../../../server/storage/db';
import { cashierHarness, moneyConfig, type Harness } from '../domain/cashier/harness';
import { backends } from '../domain/support/testDb';

const CLIENTS = 12;
const OPS_PER_CLIENT = 25;
const FUNDING = 5_000;

/** A small seeded generator, so a failing run can be replayed with the printed seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(backends)('bank test on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let h: Harness;
  const seed = Number(process.env.BANK_SEED ?? Date.now() % 100000);

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    h = cashierHarness(
      db,
      moneyConfig({
        cashier: {
          minDepositMinor: 100,
          maxDepositMinor: 100_000,
          withdrawals: { minMinor: 100, maxMinor: 100_000, feeMinor: 10 },
        },
      }),
      // Webhooks land while the clients' requests run: that race is part of what this test hammers.
      { webhooks: 'immediate' },
    );
  });
  afterAll(async () => {
    h.close();
    await dispose();
  });

  it(`keeps every invariant under ${CLIENTS} concurrent clients (seed ${seed})`, async () => {
    const random = rng(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const amount = () => 1 + Math.floor(random() * 40); // 1..40 USD
    const sessions: SessionInfo[] = [];
    for (let i = 0; i < CLIENTS; i++) sessions.push(await h.newPlayer({ cashMinor: FUNDING }));
    const deps = { db, push: h.hub, currencies: h.cashier.deps.currencies };
    const wagers = await accountsRepo.ensureHouseAccount(db, {
      code: HouseAccount.wagers,
      currency: 'USD',
      now: 1,
    });
    const appliedWagers = new Map<string, number>();
    const depositOrders = new Map<string, number>();
    const withdrawalOrders = new Map<string, number>();
    let keySeq = 0;

    async function wager(s: SessionInfo, key: string, minor: number) {
      const cash = await accountsRepo.ensurePlayerAccount(db, {
        playerId: s.playerId,
        currency: 'USD',
        type: 'cash',
        now: 1,
      });
      try {
        await moneyTx(deps, async (q) => {
          const done = await q.transfer({
            key,
            kind: 'wager',
            entries: [
              { accountId: cash, amountMinor: -minor },
              { accountId: wagers, amountMinor: minor },
            ],
            now: h.clock.now(),
          });
          await releaseBonusOnWager(q, {
            playerId: s.playerId,
            currency: 'USD',
            wagerMinor: minor,
            wagerKey: key,
            releasePercent: 10,
            now: h.clock.now(),
          });
          if (done.applied) appliedWagers.set(key, minor);
        });
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
      }
    }

    const refusals = new Set([
      'withdrawal.pending',
      'withdrawal.funds',
      'withdrawal.noDeposit',
      'withdrawal.wagering',
      'withdrawal.notPending',
      'declined',
    ]);
    async function tolerate(work: () => Promise<unknown>) {
      try {
        await work();
      } catch (error) {
        const reason =
          (error as { reason?: string; code?: number }).reason ?? (error as { code?: number }).code;
        // Coupons: 54 once CASH10 is used; 61 (fraud warning) once a client has had 10 refused codes
        // within the hour, which some seeds reach (e.g. 50020: a client drew 'coupon' often).
        if (!refusals.has(String(reason)) && reason !== 54 && reason !== 61) throw error;
      }
    }

    async function client(s: SessionInfo) {
      for (let op = 0; op < OPS_PER_CLIENT; op++) {
        // Unique per operation (padding the end would make x1, x10 and x100 the same key).
        const key = `k${s.playerId}x${String(keySeq++).padStart(6, '0')}`;
        const retry = random() < 0.3; // send the same request twice at once
        const times = retry ? 2 : 1;
        switch (
          pick([
            'deposit',
            'deposit',
            'wager',
            'wager',
            'withdraw',
            'cancel',
            'payout',
            'coupon',
            'mbob',
          ] as const)
        ) {
          case 'deposit': {
            const card = pick([
              TestCards.success,
              TestCards.success,
              TestCards.declined,
              TestCards.challenge,
            ]);
            const results = await Promise.allSettled(
              Array.from({ length: times }, () =>
                h.cashier.deposit(s, {
                  method: 'card',
                  amount: amount(),
                  currencyId: 'USD',
                  paymentId: card,
                  requestKey: key,
                }),
              ),
            );
            const ids = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.orderId] : [])));
            expect(ids.size).toBeLessThanOrEqual(1);
            for (const r of results)
              if (r.status === 'fulfilled') {
                depositOrders.set(key, r.value.orderId!);
                if (r.value.step === 'redirect')
                  await h.provider.completeChallenge(r.value.redirectUrl!.split('/').pop()!, random() < 0.5);
              }
            break;
          }
          case 'wager':
            await Promise.all(Array.from({ length: times }, () => wager(s, `wager:${key}`, amount() * 10)));
            break;
          case 'withdraw':
            await Promise.all(
              Array.from({ length: times }, () =>
                tolerate(async () => {
                  const r = await h.cashier.submitWithdrawal(s, {
                    amount: amount(),
                    currencyId: 'USD',
                    method: 'bankTransfer',
                    requestKey: key,
                  });
                  const seen = withdrawalOrders.get(key);
                  if (seen !== undefined) expect(r.withdrawal.id).toBe(seen);
                  withdrawalOrders.set(key, r.withdrawal.id);
                }),
              ),
            );
            break;
          case 'cancel': {
            const [pending] = await h.cashier.pendingWithdrawals(s);
            if (pending)
              await Promise.all(
                Array.from({ length: times }, () =>
                  tolerate(() => h.cashier.cancelWithdrawal(s, pending.id)),
                ),
              );
            break;
          }
          case 'payout': {
            const [pending] = await h.cashier.pendingWithdrawals(s);
            if (pending)
              await Promise.all(
                Array.from({ length: times }, () => completeWithdrawal(h.cashier.deps, pending.id)),
              );
            break;
          }
          case 'coupon':
            await Promise.all(
              Array.from({ length: times }, () =>
                tolerate(() =>
                  h.cashier.deposit(s, {
                    method: 'coupon',
                    amount: 0,
                    currencyId: 'USD',
                    couponCode: 'CASH10',
                    requestKey: key,
                  }),
                ),
              ),
            );
            break;
          case 'mbob': {
            const info = await h.cashier.depositRequestInfo(s, amount(), 'USD', key);
            const order = (await h.cashier.checkDepositRequest(s, info.requestId))!;
            const event = {
              eventId: key,
              type: 'payment.settled' as const,
              ref: info.reference,
              orderId: info.requestId,
              amountMinor: Math.round(order.amount * 100),
              currency: 'USD',
            };
            if (random() < 0.5) await tolerate(() => h.cashier.cancelDepositRequest(s, info.requestId));
            // The bank's settlement, delivered twice at once: applied at most once, never after a cancel.
            await Promise.all([h.cashier.applyProviderEvent(event), h.cashier.applyProviderEvent(event)]);
            break;
          }
        }
      }
    }

    const started = Date.now();
    await Promise.all(sessions.map(client));
    await h.provider.idle();
    expect(Date.now() - started).toBeLessThan(30_000);

    // 1. The ledger: every transaction balances, every balance is the sum of its entries, no player below zero.
    const check = await db.tx((q) => ledgerCheck(q));
    expect(check).toMatchObject({ ok: true, unbalanced: [], mismatched: [], negative: [] });

    // 2. Players hold what came in minus what went out, by the orders' own records.
    const [flows] = await db.query<{ deposits: number; coupons: number; withdrawn: number }>(
      `SELECT coalesce(sum(amount_minor) FILTER (WHERE order_type = 1 AND status = 2 AND method <> 'coupon'), 0) AS deposits,
              coalesce(sum(amount_minor) FILTER (WHERE order_type = 1 AND status = 2 AND method = 'coupon'), 0) AS coupons,
              coalesce(sum(amount_minor) FILTER (WHERE order_type = 2 AND status IN (1, 2)), 0) AS withdrawn
       FROM cashier_orders WHERE player_id = ANY($1::bigint[])`,
      [sessions.map((s) => s.playerId)],
    );
    const [{ held }] = await db.query<{ held: number }>(
      'SELECT coalesce(sum(balance_minor), 0) AS held FROM accounts WHERE player_id = ANY($1::bigint[])',
      [sessions.map((s) => s.playerId)],
    );
    const wagered = [...appliedWagers.values()].reduce((a, b) => a + b, 0);
    expect(held).toBe(CLIENTS * FUNDING + flows.deposits + flows.coupons - flows.withdrawn - wagered);

    // 3. Each key applied once: one credit per completed deposit, one hold per withdrawal, one order per request key.
    const [{ credits, completed }] = await db.query<{ credits: number; completed: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'deposit') AS credits,
              (SELECT count(*)::int FROM cashier_orders WHERE order_type = 1 AND status = 2 AND method <> 'coupon') AS completed`,
    );
    expect(credits).toBe(completed);
    expect(completed).toBeGreaterThan(0);
    const [{ holds, withdrawals }] = await db.query<{ holds: number; withdrawals: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'withdrawal') AS holds,
              (SELECT count(*)::int FROM cashier_orders WHERE order_type = 2) AS withdrawals`,
    );
    expect(holds).toBe(withdrawals);
    expect(withdrawals).toBeGreaterThan(0);
    const [{ cancels, cancelled }] = await db.query<{ cancels: number; cancelled: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'withdrawal.cancel') AS cancels,
              (SELECT count(*)::int FROM cashier_orders WHERE order_type = 2 AND status = 4) AS cancelled`,
    );
    expect(cancels).toBe(cancelled);
    const [{ wagerTx }] = await db.query<{ wagerTx: number }>(
      `SELECT count(*)::int AS "wagerTx" FROM ledger_transactions WHERE kind = 'wager'`,
    );
    expect(wagerTx).toBe(appliedWagers.size);
    // Cancelled mBoB requests were never credited.
    const credited = await db.query(
      `SELECT 1 FROM cashier_orders o JOIN ledger_transactions t ON t.idempotency_key = 'deposit:' || o.id
       WHERE o.status <> 2`,
    );
    expect(credited).toHaveLength(0);

    // 4. One pending withdrawal at most per player; the coupon at most once per player.
    const [{ most }] = await db.query<{ most: number }>(
      `SELECT coalesce(max(n), 0) AS most FROM (SELECT count(*)::int AS n FROM cashier_orders
       WHERE order_type = 2 AND status = 1 GROUP BY player_id) x`,
    );
    expect(most).toBeLessThanOrEqual(1);
    const [{ couponMost }] = await db.query<{ couponMost: number }>(
      `SELECT coalesce(max(n), 0) AS "couponMost" FROM (SELECT count(*)::int AS n FROM coupon_redemptions GROUP BY player_id) x`,
    );
    expect(couponMost).toBeLessThanOrEqual(1);
    expect(depositOrders.size + withdrawalOrders.size).toBeGreaterThan(0);
  });
});
