import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNFINISHED_TICKET_TIMEOUT_MS } from '../../../../server/domain/instant/prizePayment';
import type { Db, Queryable } from '../../../../server/storage/db';
import { balanceOf, fundedPlayer, houseBalance, ledgerBalances } from '../play/support/gameWorld';
import { FakeClock } from '../support/fakeClock';
import { backends } from '../support/testDb';
import { buyTickets, openInstant, smallCard } from './support';

// Every ticket of this card wins 1.00, so every payment shows in the balance.
const allWin = () => smallCard({ prizes: [{ prizeMinor: 100, count: 40 }] });

describe.each(backends)('instant prizes paid when the ticket is finished, on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  }, 180_000);
  afterAll(() => dispose());

  it('finishes and pays tickets left unfinished past the time-out, and only those', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const clock = new FakeClock();
    const svc = openInstant(db, [allWin()], clock);
    const p = await fundedPlayer(db, 1_000);
    const old = await buyTickets(svc, p.id, 2);
    await svc.reveal(p.id, old.tickets[0].ticketId, [0, 1]); // scratched a little, then left
    clock.advance(UNFINISHED_TICKET_TIMEOUT_MS - 60_000);
    const recent = await buyTickets(svc, p.id, 1);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 300);
    expect(await svc.finishAbandoned()).toBe(0); // not a day old yet
    clock.advance(120_000);
    expect(await svc.finishAbandoned()).toBe(2);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 300 + 200);
    expect((await svc.unfinished(p.id)).map((t) => t.ticketId)).toEqual([recent.tickets[0].ticketId]);
    expect(await svc.finishAbandoned()).toBe(0);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 300 + 200);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });

  it('a crash while finishing pays nothing and finishes nothing; finishing again pays once', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db, [allWin()]);
    const p = await fundedPlayer(db, 1_000);
    const bought = await buyTickets(svc, p.id, 3);
    const sales = await houseBalance(db, 'instant_sales');
    const realTx = db.tx.bind(db);
    const tx = vi.spyOn(db, 'tx').mockImplementation(async (fn) =>
      realTx(async (q: Queryable) => {
        await fn(q);
        throw new Error('connection lost before the commit');
      }),
    );
    try {
      await expect(svc.revealAll(p.id)).rejects.toThrow('connection lost');
    } finally {
      tx.mockRestore();
    }
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 300);
    expect(await svc.unfinished(p.id)).toHaveLength(3);
    // The player comes back (any process): the tickets are there to finish, and pay once.
    const again = openInstant(db, [allWin()]);
    expect((await again.revealAll(p.id)).map((t) => t.ticketId)).toEqual(
      bought.tickets.map((t) => t.ticketId),
    );
    await again.revealAll(p.id, [bought.tickets[0].ticketId]);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 300 + 300);
    expect(await houseBalance(db, 'instant_sales')).toBe(sales - 300);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });
});
