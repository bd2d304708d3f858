import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositLimitExceeded,
  isTighter,
  LIMIT_CHANGE_WAIT_MS,
  limitsOf,
  planChange,
  restrictionOf,
  saveLimit,
  weeklyBetExceeded,
} from '../../../../server/domain/responsibleGaming/limits';
import { saveCsLimit } from '../../../../server/domain/responsibleGaming/csLimits';
import { syncCurrencyValues } from '../../../../server/domain/responsibleGaming/currencyValues';
import { createResponsibleGamingService } from '../../../../server/domain/responsibleGaming/service';
import type { Db } from '../../../../server/storage/db';
import { FakeClock } from '../support/fakeClock';
import { makePlayer } from '../support/fixtures';
import { backends } from '../support/testDb';

const DAY = 86_400_000;
const off = { enabled: false, amountMinor: 0 };
const on = (amountMinor: number) => ({ enabled: true, amountMinor });

describe('limit changes (spec section 5: loosening waits 30 days)', () => {
  it('tightening is a new limit or a lower amount', () => {
    expect(isTighter(on(10), off)).toBe(true);
    expect(isTighter(on(10), on(20))).toBe(true);
    expect(isTighter(on(20), on(10))).toBe(false);
    expect(isTighter(off, on(10))).toBe(false);
  });

  it('applies a tightening at once and holds a loosening or removal as pending', () => {
    const now = 1_000;
    const current = { currency: 'USD', ...on(2000), pending: null };
    expect(planChange(current, on(1000), now, LIMIT_CHANGE_WAIT_MS)).toEqual({
      effective: on(1000),
      pending: null,
    });
    expect(planChange(current, on(5000), now, LIMIT_CHANGE_WAIT_MS)).toEqual({
      effective: on(2000),
      pending: { ...on(5000), at: now + 30 * DAY },
    });
    expect(planChange(current, off, now, LIMIT_CHANGE_WAIT_MS).pending).toEqual({
      ...off,
      at: now + 30 * DAY,
    });
    // Asking again for the same loosening does not restart the wait; a tightening drops it.
    const waiting = { ...current, pending: { ...on(5000), at: 42 } };
    expect(planChange(waiting, on(5000), now, LIMIT_CHANGE_WAIT_MS).pending?.at).toBe(42);
    expect(planChange(waiting, on(1500), now, LIMIT_CHANGE_WAIT_MS)).toEqual({
      effective: on(1500),
      pending: null,
    });
  });
});

describe.each(backends)('responsible-gaming storage on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const clock = new FakeClock();

  beforeAll(async () => {
    const opened = await backend.open();
    db = opened.db;
    dispose = opened.dispose;
  });
  afterAll(() => dispose());

  it('sums rolling deposits (pending and completed, not declined) against the lowest limit that fails', async () => {
    const p = await makePlayer(db);
    const now = clock.now();
    await saveLimit(db, p.id, 'weekly', 'USD', { effective: on(5000), pending: null }, now);
    await saveLimit(db, p.id, 'daily', 'USD', { effective: on(4000), pending: null }, now);
    const order = (status: number, amount: number, at: number) =>
      db.query(
        `INSERT INTO cashier_orders (player_id, order_type, method, status, currency, amount_minor, created_at, updated_at)
         VALUES ($1, 1, 'card', $2, 'USD', $3, $4, $4)`,
        [p.id, status, amount, at],
      );
    await order(2, 2000, now - 2 * DAY); // counts for the week only
    await order(1, 2000, now - 60_000); // pending counts
    await order(3, 9000, now - 60_000); // declined does not
    expect(await depositLimitExceeded(db, p.id, 'USD', 1000, now)).toBeNull();
    expect(await depositLimitExceeded(db, p.id, 'USD', 1001, now)).toMatchObject({ rule: 'weekly' });
    // A currency with no configured value cannot be converted, so it cannot count.
    expect(await depositLimitExceeded(db, p.id, 'XXX', 100_000, now)).toBeNull();
  });

  it('weekly wagering counts join costs and fees of the last 7 days', async () => {
    const p = await makePlayer(db);
    const now = clock.now();
    expect(await weeklyBetExceeded(db, p.id, 'USD', 1_000_000, now)).toBeNull(); // no limit
    await saveLimit(db, p.id, 'weeklyBet', 'USD', { effective: on(1000), pending: null }, now);
    expect(await weeklyBetExceeded(db, p.id, 'USD', 1000, now)).toBeNull();
    expect(await weeklyBetExceeded(db, p.id, 'USD', 1001, now)).toEqual({
      limitMinor: 1000,
      wageredMinor: 0,
      source: 'self',
      limitCurrency: 'USD',
    });
  });

  it('customer-service limits hold beside the own one (the lower applies), in any currency', async () => {
    const p = await makePlayer(db);
    const now = clock.now();
    await syncCurrencyValues(db, [
      { id: 'USD', value: 1, decimalPlaces: 2 },
      { id: 'EUR', value: 1.08, decimalPlaces: 2 },
      { id: 'JPY', value: 0.0067, decimalPlaces: 0 },
    ]);
    await saveLimit(db, p.id, 'weeklyBet', 'USD', { effective: on(1000), pending: null }, now);
    await saveCsLimit(db, p.id, {
      kind: 'weeklyBet',
      currency: 'EUR',
      amountMinor: 500, // 5.40 USD
      setBy: 'cs',
      reason: '',
      updatedAt: now,
    });
    expect(await weeklyBetExceeded(db, p.id, 'EUR', 500, now)).toBeNull();
    expect(await weeklyBetExceeded(db, p.id, 'EUR', 501, now)).toMatchObject({
      source: 'cs',
      limitCurrency: 'EUR',
    });
    expect(await weeklyBetExceeded(db, p.id, 'USD', 540, now)).toBeNull(); // 5.40 USD = 5.00 EUR
    expect(await weeklyBetExceeded(db, p.id, 'USD', 541, now)).toMatchObject({ source: 'cs' });
    expect(await weeklyBetExceeded(db, p.id, 'JPY', 805, now)).toBeNull(); // 4.99 EUR
    expect(await weeklyBetExceeded(db, p.id, 'JPY', 807, now)).toMatchObject({ source: 'cs' }); // 5.01 EUR
    // A currency without a configured value cannot be converted and does not count.
    expect(await weeklyBetExceeded(db, p.id, 'XXX', 10_000, now)).toBeNull();
  });

  it('applies a pending loosening when its time comes; restrictions only ever extend', async () => {
    const p = await makePlayer(db);
    const now = clock.now();
    await saveLimit(
      db,
      p.id,
      'daily',
      'USD',
      { effective: on(1000), pending: { ...on(9000), at: now + DAY } },
      now,
    );
    expect((await limitsOf(db, p.id, now)).get('daily')).toMatchObject({ amountMinor: 1000 });
    expect((await limitsOf(db, p.id, now + DAY)).get('daily')).toMatchObject({
      amountMinor: 9000,
      pending: null,
    });

    const rg = createResponsibleGamingService({ db, clock, site: () => undefined });
    const session = { sessionId: 's', playerId: p.id, memberId: 1, username: p.username, expiresAt: 0 };
    await rg.updateTimeout(session, now + 10 * DAY);
    await rg.updateTimeout(session, now + DAY);
    expect(await restrictionOf(db, p.id, now + 5 * DAY)).toEqual({ rule: 'timeout', until: now + 10 * DAY });
    expect(await restrictionOf(db, p.id, now + 10 * DAY)).toBeNull();
    await expect(rg.updateTimeout(session, now - 1)).rejects.toMatchObject({
      detail: { until: 'respgaming.timeout.date' },
    });
  });
});
