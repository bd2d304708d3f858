import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, Queryable } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { balanceOf, fundedPlayer, ledgerBalances } from '../play/support/gameWorld';
import { buyTickets, openInstant, smallCard, ticketCount } from './support';

/** Purchases of one game that arrive together share one transaction (group commit, issue 13). */
describe.each(backends)('instant purchases in one batch on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  }, 180_000);
  afterAll(() => dispose());

  /** An empty game of 200-ticket pools whose first pool is committed before the rush. */
  async function openedGame() {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db, [smallCard({ poolSize: 200 })]);
    await svc.games(1);
    return svc;
  }

  /** Counts the transactions the service opens while fn runs. */
  async function countTransactions<T>(fn: () => Promise<T>): Promise<{ value: T; transactions: number }> {
    const tx = vi.spyOn(db, 'tx');
    try {
      const value = await fn();
      return { value, transactions: tx.mock.calls.length };
    } finally {
      tx.mockRestore();
    }
  }

  it('sells to many players at once in few transactions: unique positions, exact money', async () => {
    const svc = await openedGame();
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(db, 1000)));
    const { value: results, transactions } = await countTransactions(() =>
      Promise.all(players.map((p) => buyTickets(svc, p.id, 3))),
    );
    expect(results.map((r) => r.exitCode)).toEqual(players.map(() => 0));
    // On PostgreSQL the purchases reach the game's queue while the first batch runs and go together:
    // far fewer transactions than purchases. PGlite's one connection runs each purchase's reads
    // only after the batch before it, so there they arrive one by one.
    if (backend.name === 'postgres') expect(transactions).toBeLessThan(players.length / 2);
    else expect(transactions).toBeLessThanOrEqual(players.length);
    const positions = results.flatMap((r) => r.tickets.map((t) => `${t.poolNo}:${t.position}`));
    expect(new Set(positions).size).toBe(36);
    for (const [i, p] of players.entries()) {
      const prize = results[i].tickets.reduce((s, t) => s + t.prizeMinor, 0);
      expect(await balanceOf(db, p.cashId)).toBe(1000 - 300 + prize);
      expect(results[i].accountBalance).toBe((1000 - 300 + prize) / 100);
    }
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });

  it('refuses one purchase of a batch (funds) and commits the others; a twin in the batch is answered once', async () => {
    const svc = await openedGame();
    const rich = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(db, 1000)));
    const poor = await fundedPlayer(db, 100);
    const twinKey = randomUUID();
    const [a, b, refused, twin1, twin2] = await Promise.all([
      buyTickets(svc, rich[0].id, 2),
      buyTickets(svc, rich[1].id, 2),
      buyTickets(svc, poor.id, 5),
      buyTickets(svc, rich[2].id, 4, twinKey),
      buyTickets(svc, rich[2].id, 4, twinKey),
    ]);
    expect([a.exitCode, b.exitCode, twin1.exitCode]).toEqual([0, 0, 0]);
    expect(refused).toMatchObject({ tickets: [], purchaseId: null });
    expect(refused.exitCode).not.toBe(0);
    expect(twin2).toEqual(twin1);
    expect(await balanceOf(db, poor.cashId)).toBe(100);
    expect(await ticketCount(db, poor.id)).toBe(0);
    expect(await ticketCount(db, rich[2].id)).toBe(4);
    // The refused purchase left no gap: the others' positions run on from 0.
    const positions = [a, b, twin1].flatMap((r) => r.tickets.map((t) => t.position)).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 8 }, (_, i) => i));
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });

  it('a failure of the batch transaction itself fails its purchases and moves nothing', async () => {
    const svc = await openedGame();
    const players = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(db, 1000)));
    // Every batch's commit fails as a lost connection would (a purchase opens no other transaction).
    const realTx = db.tx.bind(db);
    const tx = vi.spyOn(db, 'tx').mockImplementation(async (fn) =>
      realTx(async (q: Queryable) => {
        await fn(q);
        throw new Error('connection lost before the commit');
      }),
    );
    try {
      const outcomes = await Promise.allSettled(players.map((p) => buyTickets(svc, p.id, 2)));
      expect(outcomes.map((o) => o.status === 'rejected' && String(o.reason))).toEqual(
        players.map(() => 'Error: connection lost before the commit'),
      );
    } finally {
      tx.mockRestore();
    }
    for (const p of players) {
      expect(await balanceOf(db, p.cashId)).toBe(1000);
      expect(await ticketCount(db, p.id)).toBe(0);
    }
    // And the next purchase goes through as if nothing happened.
    expect((await buyTickets(svc, players[0].id, 2)).exitCode).toBe(0);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });
});
