import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPool, verifyTicket } from '../../../../protocol/instant/verify';
import { nodeSha256 } from '../../../../server/domain/instant/nodeSha256';
import { backends } from '../support/testDb';
import { balanceOf, fundedPlayer, houseBalance, ledgerBalances } from '../play/support/gameWorld';
import { buyTickets, openInstant, poolRows, ticketCount } from './support';
import type { Db } from '../../../../server/storage/db';

describe.each(backends)('instant purchases on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  }, 180_000);
  afterAll(() => dispose());

  it('sells a pack in one transaction: price out, tickets provable against the published pool; prizes paid as tickets finish', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db);
    const [unbuilt] = await svc.games(1);
    // The lobby does not wait for the first pool: it is committed in the background.
    expect(unbuilt).toMatchObject({
      gameId: 951,
      open: true,
      ticketsLeft: 80,
      price: 1,
      topPrize: 5,
      rtp: 0.6,
    });
    await svc.poolBuilds();
    const [game] = await svc.games(1);
    expect(game).toMatchObject({ gameId: 951, open: true, ticketsLeft: 80 });
    expect(game.pool?.seed).toBeNull(); // committed, not revealed
    const p = await fundedPlayer(db, 1000);
    const key = randomUUID();
    const result = await buyTickets(svc, p.id, 5, key);
    expect(result.exitCode).toBe(0);
    expect(result.tickets.map((t) => t.position)).toEqual([0, 1, 2, 3, 4]);
    const prize = result.tickets.reduce((s, t) => s + t.prizeMinor, 0);
    // The tickets keep their secret: the price has left, no prize has come back yet.
    expect(await balanceOf(db, p.cashId)).toBe(1000 - 500);
    expect(result.accountBalance).toBe((1000 - 500) / 100);
    expect(await houseBalance(db, 'instant_sales')).toBe(500);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
    for (const t of result.tickets)
      expect((await verifyTicket(game.rules, game.pool!, t, nodeSha256)).ok).toBe(true);
    // The same key again: the first purchase's answer, nothing more bought or paid.
    expect(await buyTickets(svc, p.id, 5, key)).toEqual(result);
    expect(await balanceOf(db, p.cashId)).toBe(1000 - 500);
    expect(await ticketCount(db, p.id)).toBe(5);
    // Finishing the tickets pays them, once however often they are finished.
    await svc.revealAll(p.id);
    await svc.revealAll(
      p.id,
      result.tickets.map((t) => t.ticketId),
    );
    expect(await balanceOf(db, p.cashId)).toBe(1000 - 500 + prize);
    expect(await houseBalance(db, 'instant_sales')).toBe(500 - prize);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });

  it('rolls a sold-out pool over to the next, reveals its seed, then closes the game', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db);
    const p = await fundedPlayer(db, 100_000);
    const bought = [];
    for (let i = 0; i < 7; i++) bought.push(...(await buyTickets(svc, p.id, 5)).tickets);
    const spanning = await buyTickets(svc, p.id, 10); // 5 from pool 1, 5 from pool 2
    expect(spanning.tickets.map((t) => [t.poolNo, t.position])).toEqual([
      ...[35, 36, 37, 38, 39].map((n) => [1, n]),
      ...[0, 1, 2, 3, 4].map((n) => [2, n]),
    ]);
    expect(await poolRows(db)).toEqual([
      { pool_no: 1, sold: 40, status: 'soldOut', seed_revealed: true },
      { pool_no: 2, sold: 5, status: 'selling', seed_revealed: false },
    ]);
    const revealed = await svc.pool(951, 1);
    const pool1 = [...bought, ...spanning.tickets.slice(0, 5)];
    const verdict = await verifyPool(revealed!.rules, revealed!.pool, nodeSha256, pool1);
    expect(verdict).toMatchObject({ ok: true, tickets: 40, prizesMinor: 2400 });
    // A full pool paid exactly its table: 40 tickets at 1.00, 24.00 of prizes.
    expect(pool1.reduce((s, t) => s + t.prizeMinor, 0)).toBe(2400);
    expect((await buyTickets(svc, p.id, 20)).exitCode).toBe(0); // 15 left, and no pool after this one
    const short = await buyTickets(svc, p.id, 20);
    expect(short).toMatchObject({ exitCode: 4, tickets: [] });
    expect(short.exitDescription).toContain('only 15 tickets left');
    expect((await buyTickets(svc, p.id, 15)).exitCode).toBe(0);
    const before = await balanceOf(db, p.cashId);
    expect(await buyTickets(svc, p.id, 1)).toMatchObject({ exitCode: 3, tickets: [] });
    expect(await balanceOf(db, p.cashId)).toBe(before);
    expect((await svc.games(1))[0]).toMatchObject({ open: false, ticketsLeft: 0, pool: null });
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });
});
