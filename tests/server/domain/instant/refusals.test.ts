import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/testDb';
import { balanceOf, fundedPlayer, ledgerBalances } from '../play/support/gameWorld';
import { openInstant, poolRows, ticketCount } from './support';
import type { Db } from '../../../../server/storage/db';

describe.each(backends)('instant refusals, concurrency and reveal state on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  }, 180_000);
  afterAll(() => dispose());

  const request = (playerId: number, over: Record<string, unknown> = {}) => ({
    playerId,
    memberId: 1,
    gameId: 951,
    currencyId: 'USD',
    tickets: 1,
    purchaseKey: randomUUID(),
    ...over,
  });

  it('every refusal answers its join code and changes nothing', async () => {
    const svc = openInstant(db);
    const poor = await fundedPlayer(db, 150);
    const rich = await fundedPlayer(db, 10_000);
    const before = {
      poor: await balanceOf(db, poor.cashId),
      tickets: await ticketCount(db),
      pools: await poolRows(db),
    };
    const cases: [Record<string, unknown>, number, number][] = [
      [{ tickets: 2 }, poor.id, 2], // 2.00 against 1.50: insufficient funds
      [{ currencyId: 'EUR' }, rich.id, 1], // not this game's currency
      [{ gameId: 999 }, rich.id, 3], // no such game
      [{ memberId: 2 }, rich.id, 3], // not sold on this site
      [{ tickets: 21 }, rich.id, 4], // larger than any pack
      [{ tickets: 0 }, rich.id, 4],
    ];
    for (const [over, playerId, code] of cases)
      expect(await svc.buy(request(playerId, over)), JSON.stringify(over)).toMatchObject({
        exitCode: code,
        purchaseId: null,
        tickets: [],
      });
    // Self-exclusion and time-out (7), then the weekly wagering limit (6).
    await db.query('UPDATE players SET self_excluded_until = $2 WHERE id = $1', [
      rich.id,
      Date.UTC(2099, 0, 1),
    ]);
    expect((await svc.buy(request(rich.id))).exitCode).toBe(7);
    await db.query('UPDATE players SET self_excluded_until = NULL, timeout_until = $2 WHERE id = $1', [
      rich.id,
      Date.UTC(2099, 0, 1),
    ]);
    expect((await svc.buy(request(rich.id))).exitCode).toBe(7);
    await db.query('UPDATE players SET timeout_until = NULL WHERE id = $1', [rich.id]);
    await db.query(
      `INSERT INTO player_limits (player_id, kind, currency, enabled, amount_minor, updated_at)
       VALUES ($1, 'weeklyBet', 'USD', true, 250, 1)`,
      [rich.id],
    );
    expect((await svc.buy(request(rich.id, { tickets: 2 }))).exitCode).toBe(0);
    expect((await svc.buy(request(rich.id, { tickets: 1 }))).exitCode).toBe(6); // 3.00 > 2.50
    expect(await balanceOf(db, poor.cashId)).toBe(before.poor);
    expect(await ticketCount(db)).toBe(before.tickets + 2);
    const [pool] = await poolRows(db);
    expect(pool.sold).toBe((before.pools[0]?.sold ?? 0) + 2);
    const [purchases] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM instant_purchases');
    expect(Number(purchases.n)).toBe(1);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });

  it('concurrent purchases never oversell a pool and neither create nor lose money', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    // Two service instances: two server processes sharing the database.
    const a = openInstant(db);
    const b = openInstant(db);
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(db, 5_000)));
    const moneyBefore = await Promise.all(players.map((p) => balanceOf(db, p.cashId)));
    // 48 purchases of 2 tickets against 80 tickets (two pools of 40): 40 succeed, 8 answer 3.
    const results = await Promise.all(
      Array.from({ length: 48 }, (_, i) => (i % 2 ? a : b).buy(request(players[i % 6].id, { tickets: 2 }))),
    );
    const ok = results.filter((r) => r.exitCode === 0);
    expect(ok).toHaveLength(40);
    expect(results.filter((r) => r.exitCode !== 0).every((r) => r.exitCode === 3)).toBe(true);
    const positions = ok.flatMap((r) => r.tickets.map((t) => `${t.poolNo}:${t.position}`));
    expect(new Set(positions).size).toBe(80);
    const paid = ok.reduce((s, r) => s + r.tickets.reduce((x, t) => x + t.prizeMinor, 0), 0);
    expect(paid).toBe(2 * 2400); // two whole pools: exactly their tables
    // Both processes finish every player's tickets at once: each prize is paid once.
    await Promise.all(players.flatMap((p) => [a.revealAll(p.id), b.revealAll(p.id)]));
    const moneyAfter = await Promise.all(players.map((p) => balanceOf(db, p.cashId)));
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    expect(sum(moneyBefore) - sum(moneyAfter)).toBe(80 * 100 - paid);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
    expect((await poolRows(db)).map((r) => r.status)).toEqual(['soldOut', 'soldOut']);
  }, 120_000);

  it('a ticket bought and left half revealed resumes where it stopped, in another process, and is paid when it is finished there', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const p = await fundedPlayer(db, 1_000);
    const first = openInstant(db);
    const bought = await first.buy(request(p.id, { tickets: 2 }));
    const [t1, t2] = bought.tickets;
    await first.reveal(p.id, t1.ticketId, [4, 0]);
    await first.reveal(p.id, t1.ticketId, [0, 7]);
    // The process dies here; a fresh one (no cache, no memory) serves the player's next device.
    const second = openInstant(db);
    const unfinished = await second.unfinished(p.id);
    expect(unfinished.map((t) => [t.ticketId, t.revealed, t.finished])).toEqual([
      [t1.ticketId, [4, 0, 7], false],
      [t2.ticketId, [], false],
    ]);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 200); // nothing paid before the tickets are played
    expect(await second.reveal(p.id, t1.ticketId, [9])).toBeNull(); // a 3x3 card has cells 0..8
    const other = await fundedPlayer(db, 0);
    expect(await second.reveal(other.id, t1.ticketId, [1])).toBeNull(); // not their ticket
    const done = await second.reveal(p.id, t1.ticketId, [1, 2, 3, 5, 6, 8]);
    expect(done).toMatchObject({ finished: true });
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 200 + t1.prizeMinor);
    expect(await second.reveal(p.id, t1.ticketId, [0])).toMatchObject({ finished: true }); // paid once
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 200 + t1.prizeMinor);
    const all = await second.revealAll(p.id);
    expect(all.map((t) => [t.ticketId, t.finished, t.revealed.length])).toEqual([[t2.ticketId, true, 9]]);
    expect(await second.unfinished(p.id)).toEqual([]);
    const history = await second.history({ playerId: p.id, offset: 0, limit: 10 });
    expect(history.total).toBe(2);
    expect(history.tickets.map((t) => t.ticketId)).toEqual([t2.ticketId, t1.ticketId]);
    expect(await balanceOf(db, p.cashId)).toBe(1_000 - 200 + t1.prizeMinor + t2.prizeMinor);
    expect(await ledgerBalances(db)).toMatchObject({ total: 0, drift: 0 });
  });
});
