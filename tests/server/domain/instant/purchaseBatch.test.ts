import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInstantService } from '../../../../server/domain/instant/service';
import { accountsRepo, ledgerCheck, transfer } from '../../../../server/domain/ledger';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import type { Db, Queryable } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { FakeClock } from '../support/fakeClock';
import { balanceOf, currencies, fundedPlayer, ledgerBalances } from '../play/support/gameWorld';
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
  async function openedGame(over: Record<string, unknown> = {}) {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db, [smallCard({ poolSize: 200, ...over })]);
    await svc.games(1);
    await svc.poolBuilds();
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
      expect(await balanceOf(db, p.cashId)).toBe(1000 - 300);
      expect(results[i].accountBalance).toBe((1000 - 300) / 100);
      // Prizes are paid as the tickets finish, not with the purchase.
      await svc.revealAll(p.id);
      const prize = results[i].tickets.reduce((s, t) => s + t.prizeMinor, 0);
      expect(await balanceOf(db, p.cashId)).toBe(1000 - 300 + prize);
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

  it('a retried purchase answers what the purchase answered, proofs included, though its row keeps them only with the tickets', async () => {
    const svc = await openedGame();
    const player = await fundedPlayer(db, 1000);
    const key = randomUUID();
    const first = await buyTickets(svc, player.id, 3, key);
    expect(first.exitCode).toBe(0);
    expect(first.tickets.every((t) => t.proof.length > 0)).toBe(true);
    const [row] = await db.query<{ result: { tickets: Record<string, unknown>[] } }>(
      'SELECT result FROM instant_purchases WHERE idempotency_key = $1',
      [`instant:${player.id}:${key}`],
    );
    expect(row.result.tickets).toHaveLength(3);
    expect(row.result.tickets.some((t) => 'proof' in t)).toBe(false);
    expect(await buyTickets(svc, player.id, 3, key)).toEqual(first);
    // Another process (no memory of this one) answers the same.
    expect(await buyTickets(openInstant(db, [smallCard({ poolSize: 200 })]), player.id, 3, key)).toEqual(
      first,
    );
    expect(await ticketCount(db, player.id)).toBe(3);
  });

  it('one purchase key sent to two games at once buys once: the later batch finds the key taken and answers the first purchase', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = openInstant(db, [smallCard({ poolSize: 200 }), smallCard({ gameId: 952, poolSize: 200 })]);
    await svc.games(1);
    await svc.poolBuilds();
    const player = await fundedPlayer(db, 10_000);
    for (let round = 0; round < 5; round++) {
      const purchaseKey = randomUUID();
      const buy = (gameId: number) =>
        svc.buy({ playerId: player.id, memberId: 1, gameId, currencyId: 'USD', tickets: 2, purchaseKey });
      const [a, b] = await Promise.all([buy(951), buy(952)]);
      expect(a.exitCode).toBe(0);
      expect(b).toEqual(a);
    }
    const [rows] = await db.query<{ n: number; tickets: number }>(
      'SELECT count(*)::int AS n, sum(tickets)::int AS tickets FROM instant_purchases WHERE player_id = $1',
      [player.id],
    );
    expect(rows).toEqual({ n: 5, tickets: 10 });
    expect(await ticketCount(db, player.id)).toBe(10);
    expect((await ledgerCheck(db)).ok).toBe(true);
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

  /**
   * Runs the purchases as one batch: the batch of a first purchase (of `first`) is held until all
   * the others have reached the game's queue, so they go together into the next batch. Answers the
   * first's result and the others', and the number of transactions (2 when it worked).
   */
  async function inOneBatch<T>(first: () => Promise<T>, rest: (() => Promise<T>)[]) {
    const realTx = db.tx.bind(db);
    const realQuery = db.query.bind(db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const tx = vi.spyOn(db, 'tx').mockImplementation(async (fn, options) => {
      if (!held) {
        held = true;
        await gate;
      }
      return realTx(fn, options);
    });
    // A purchase queues for its batch once its reads are done: its look-up of the player, then
    // (the first time) the pools and accounts; so wait for every look-up and for no read running.
    let looked = 0;
    let reading = 0;
    const query = vi.spyOn(db, 'query').mockImplementation(async (sql, params) => {
      reading++;
      try {
        return (await realQuery(sql, params)) as never;
      } finally {
        reading--;
        if (sql.includes('AS seen')) looked++;
      }
    });
    const settled = async (purchases: number) => {
      await vi.waitFor(async () => {
        expect([looked, reading]).toEqual([purchases, 0]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(reading).toBe(0);
      });
    };
    try {
      const head = first();
      await settled(1);
      const others = rest.map((buy) => buy());
      await settled(1 + rest.length);
      release();
      return { first: await head, rest: await Promise.all(others), transactions: tx.mock.calls.length };
    } finally {
      tx.mockRestore();
      query.mockRestore();
    }
  }

  it('two purchases of one player in one batch: the second sees the balance the first left, and if it is short nothing of it is stored', async () => {
    const svc = await openedGame({ prizes: [{ prizeMinor: 500, count: 1 }] });
    const other = await fundedPlayer(db, 1000);
    // 3.50 pays one pack of 2 (2.00) and leaves 1.50: the second pack is short (prizes wait for
    // the tickets to be played, so the first pack's win cannot pay for the second).
    const player = await fundedPlayer(db, 350);
    const [k1, k2] = [randomUUID(), randomUUID()];
    const { rest, transactions } = await inOneBatch(
      () => buyTickets(svc, other.id, 1),
      [() => buyTickets(svc, player.id, 2, k1), () => buyTickets(svc, player.id, 2, k2)],
    );
    expect(transactions).toBe(2);
    // They reach the queue in either order (their reads before it run concurrently): `one` is the
    // one the batch judged first (the lower purchase id; a refused one has none).
    const order = [0, 1].sort((a, b) => (rest[a].purchaseId ?? Infinity) - (rest[b].purchaseId ?? Infinity));
    const [one, two] = order.map((i) => rest[i]);
    const secondKey = [k1, k2][order[1]];
    expect(one.exitCode).toBe(0);
    expect(one.accountBalance).toBe(1.5);
    expect(two).toMatchObject({ exitCode: 2, purchaseId: null, tickets: [] });
    expect(await balanceOf(db, player.cashId)).toBe(150);
    expect(await ticketCount(db, player.id)).toBe(2);
    const key = `instant:${player.id}:${secondKey}`;
    expect(await db.query('SELECT 1 FROM instant_purchases WHERE idempotency_key = $1', [key])).toHaveLength(
      0,
    );
    expect(
      await db.query('SELECT 1 FROM ledger_transactions WHERE idempotency_key LIKE $1', [`${key}:%`]),
    ).toHaveLength(0);
    const [events] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wagering_events WHERE player_id = $1',
      [player.id],
    );
    expect(events.n).toBe(1);
    // Retried under its key, the refused purchase is judged again, not answered from a row.
    expect((await buyTickets(svc, player.id, 2, secondKey)).exitCode).toBe(2);
    // The refused purchase left no gap in the pool: positions run on from 0.
    const positions = (
      await db.query<{ position: number }>('SELECT position FROM instant_tickets ORDER BY position')
    ).map((r) => r.position);
    expect(positions).toEqual(positions.map((_, i) => i));
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('a weekly wagering limit holds across the purchases of one batch', async () => {
    const svc = await openedGame();
    const other = await fundedPlayer(db, 1000);
    const player = await fundedPlayer(db, 10_000);
    await db.query(
      `INSERT INTO player_limits (player_id, kind, currency, enabled, amount_minor, updated_at)
       VALUES ($1, 'weeklyBet', 'USD', true, 250, 1)`,
      [player.id],
    );
    // 1.00 each against 2.50 a week: the third is refused (code 6), however they were batched.
    const { rest, transactions } = await inOneBatch(
      () => buyTickets(svc, other.id, 1),
      [1, 2, 3].map(() => () => buyTickets(svc, player.id, 1)),
    );
    expect(transactions).toBe(2);
    // They reach the queue in any order (their reads before it run concurrently): one of them is refused.
    expect(rest.map((r) => r.exitCode).sort()).toEqual([0, 0, 6]);
    expect(await ticketCount(db, player.id)).toBe(2);
    const [sum] = await db.query<{ n: number }>(
      'SELECT coalesce(sum(price_minor), 0)::int AS n FROM instant_purchases WHERE player_id = $1',
      [player.id],
    );
    expect(sum.n).toBe(200);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('bonus released by the purchases of one batch never exceeds the bucket', async () => {
    await db.query('TRUNCATE instant_tickets, instant_purchases, instant_pools');
    const svc = createInstantService({
      db,
      clock: new FakeClock(),
      push: createMemoryHub(),
      currencies,
      games: [smallCard({ poolSize: 200 })],
      bonusReleasePercent: () => 20,
    });
    await svc.games(1);
    await svc.poolBuilds();
    const other = await fundedPlayer(db, 1000);
    const player = await fundedPlayer(db, 1000);
    const bonusId = await accountsRepo.ensurePlayerAccount(db, {
      playerId: player.id,
      currency: 'USD',
      type: 'bonus',
      now: 1,
    });
    const promo = await accountsRepo.ensureHouseAccount(db, { code: 'promotions', currency: 'USD', now: 1 });
    await db.tx((q) =>
      transfer(q, {
        key: `bonus:${player.id}`,
        kind: 'test',
        entries: [
          { accountId: promo, amountMinor: -30 },
          { accountId: bonusId, amountMinor: 30 },
        ],
        now: 1,
      }),
    );
    // 20% of 1.00 is 0.20: the first releases 0.20, the second what is left (0.10), the third nothing.
    const { rest } = await inOneBatch(
      () => buyTickets(svc, other.id, 1),
      [1, 2, 3].map(() => () => buyTickets(svc, player.id, 1)),
    );
    expect(rest.map((r) => r.exitCode)).toEqual([0, 0, 0]);
    const released = await db.query<{ released_minor: number }>(
      'SELECT released_minor FROM wagering_events WHERE player_id = $1 ORDER BY wager_key',
      [player.id],
    );
    expect(released.map((r) => Number(r.released_minor)).sort()).toEqual([0, 10, 20]);
    expect(await balanceOf(db, bonusId)).toBe(0);
    expect(await balanceOf(db, player.cashId)).toBe(1000 - 300 + 30);
    // The last of the batch answers the balance all three left.
    expect(rest.map((r) => r.accountBalance)).toContain((1000 - 300 + 30) / 100);
    const [wagered] = await db.query<{ wagered_minor: number }>(
      'SELECT wagered_minor FROM player_wagering WHERE player_id = $1',
      [player.id],
    );
    expect(Number(wagered.wagered_minor)).toBe(300);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
