import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { createPendingJoins, PENDING_JOIN_TTL_MS } from '../../../../server/domain/tickets/pendingJoins';
import { type PurchaseResult, type TicketsService } from '../../../../server/domain/tickets/service';
import { accountsRepo, transfer } from '../../../../server/domain/ledger';
import { reprintTicket } from '../../../../server/domain/tickets/reprint';
import { ticketsRepo } from '../../../../server/domain/tickets/ticketsRepo';
import { backends } from '../support/testDb';
import { openTicketsWorld } from './support/ticketsWorld';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from '../play/support/gameWorld';

const DAY = 24 * 60 * 60 * 1000;
const holder = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.test',
  phone: '555-0100',
  country: 'GB',
};

describe.each(backends)('tickets on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let tickets: TicketsService;
  let game: GameInstance;

  beforeAll(async () => {
    ({ dispose, w, tickets, game } = await openTicketsWorld(backend));
  });
  afterAll(() => dispose());

  const request = (over = {}) => ({
    gameId: game.gameId,
    userPlays: ['1,2'],
    userPlaysCount: 1,
    currencyId: 'USD',
    subscriptions: 0,
    ...over,
  });
  const count = async (table: string) =>
    (await w.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0].n;

  it('purchases like a join into the open instance and issues a ticket whose key is stored hashed', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const r = await tickets.purchase(p.id, 1, request(), holder);
    expect(r).toMatchObject({
      exitCode: 0,
      gameInstanceId: game.gameInstanceId,
      apiTxId: expect.stringMatching(/^\d+$/),
      ticketId: expect.stringMatching(/^T/),
      secureKey: expect.any(String),
    });
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    const [row] = await w.db.query<{ secure_key_hash: string; join_id: number }>(
      'SELECT secure_key_hash, join_id FROM tickets WHERE id = $1',
      [r.ticketId],
    );
    expect(String(row.join_id)).toBe(r.apiTxId);
    expect((await ticketsRepo.issued(w.db, r.ticketId!))?.holder).toEqual(holder);
    expect(row.secure_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await w.db.query('SELECT * FROM tickets'))).not.toContain(r.secureKey);
    expect(await tickets.check(r.ticketId!, r.secureKey!)).toEqual({
      status: 'notStarted',
      gameInstanceId: game.gameInstanceId,
    });
  });

  it('answers invalid alike for an unknown ticket and a wrong key', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const r = await tickets.purchase(p.id, 1, request({ userPlays: ['1,3'] }), holder);
    expect(await tickets.check(r.ticketId!, 'WRONGKEY')).toEqual({ status: 'invalid' });
    expect(await tickets.check('T000000000000', r.secureKey!)).toEqual({ status: 'invalid' });
  });

  it('issues no ticket and moves no money when the purchase fails', async () => {
    const poor = await fundedPlayer(w.db, 50);
    const before = await count('tickets');
    const broke = await tickets.purchase(poor.id, 1, request(), holder);
    expect(broke).toEqual({
      exitCode: 2,
      exitDescription: expect.any(String),
      gameInstanceId: game.gameInstanceId,
      apiTxId: '',
    });
    const bad = await tickets.purchase(poor.id, 1, request({ userPlays: ['1,9'] }), holder);
    expect(bad.exitCode).toBe(8);
    const elsewhere = await tickets.purchase(poor.id, 1, request({ gameId: 999 }), holder);
    expect(elsewhere.exitCode).toBe(3);
    expect(await count('tickets')).toBe(before);
    expect(await balanceOf(w.db, poor.cashId)).toBe(50);
  });

  it('follows its game: cancelled, not ended while playing, then cashed or not a win, then expired', async () => {
    const canceller = await fundedPlayer(w.db, 1000);
    const cancelled = await tickets.purchase(canceller.id, 1, request(), holder);
    await w.joins.cancel(canceller.id, game.gameInstanceId);
    expect((await tickets.check(cancelled.ticketId!, cancelled.secureKey!)).status).toBe('cancelled');

    const bought: PurchaseResult[] = [];
    for (const play of ['1,2', '1,3', '2,3']) {
      const p = await fundedPlayer(w.db, 1000);
      bought.push(await tickets.purchase(p.id, 1, request({ userPlays: [play] }), holder));
    }
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick(); // drawn, settled and paid; still playing out
    for (const t of bought) expect((await tickets.check(t.ticketId!, t.secureKey!)).status).toBe('notEnded');

    w.clock.set(game.tournamentStartTime + 25 * S);
    await w.engine.tick();
    const checks = await Promise.all(bought.map((t) => tickets.check(t.ticketId!, t.secureKey!)));
    const prizes = await w.db.query<{ join_id: number; prize: number }>(
      `SELECT p.join_id, sum(w.prize_minor)::bigint AS prize FROM plays p JOIN play_wins w ON w.play_id = p.id
       WHERE p.join_id = ANY($1::bigint[]) GROUP BY p.join_id`,
      [bought.map((t) => Number(t.apiTxId))],
    );
    const prizeOf = new Map(prizes.map((p) => [String(p.join_id), Number(p.prize)]));
    checks.forEach((c, i) => {
      const prize = prizeOf.get(bought[i].apiTxId) ?? 0;
      expect(c).toEqual(
        prize > 0
          ? { status: 'cashed', gameInstanceId: game.gameInstanceId, prize: prize / 100, currencyId: 'USD' }
          : { status: 'notAWin', gameInstanceId: game.gameInstanceId },
      );
    });
    expect(checks.some((c) => c.status === 'cashed')).toBe(true); // every play of 2 of 3 wins a rank

    // A reprint replaces the ticket: the new one tells the old one's state, the old one 'reprinted'.
    const reprint = await reprintTicket(w.db, w.clock, bought[0].ticketId!);
    if (!reprint.ok) throw new Error(reprint.reason);
    expect(await tickets.check(reprint.ticketId, reprint.secureKey)).toEqual(checks[0]);
    expect((await tickets.check(bought[0].ticketId!, bought[0].secureKey!)).status).toBe('reprinted');
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('expires a losing ticket once the check window has passed', async () => {
    const next = await openInstance(w);
    const p = await fundedPlayer(w.db, 1000);
    const t = await tickets.purchase(p.id, 1, request({ gameInstanceId: next.gameInstanceId }), holder);
    w.clock.set(next.tournamentStartTime + 25 * S);
    await w.engine.tick();
    // Every play of the tiny game wins a rank: this one's prize is zeroed to see a losing ticket age.
    await w.db.query(
      'UPDATE play_wins SET prize_minor = 0 WHERE play_id IN (SELECT id FROM plays WHERE join_id = $1)',
      [Number(t.apiTxId)],
    );
    expect((await tickets.check(t.ticketId!, t.secureKey!)).status).toBe('notAWin');
    w.clock.advance(181 * DAY);
    expect((await tickets.check(t.ticketId!, t.secureKey!)).status).toBe('expired');
  });
});

describe.each(backends)('pending joins on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(opened.db, tinyGame());
    await openInstance(w);
  });
  afterAll(() => dispose());

  const status = async (id: number) =>
    (
      await w.db.query<{ status: string; result: { exitCode: number } | null }>(
        'SELECT status, result FROM pending_joins WHERE id = $1',
        [id],
      )
    )[0];

  it('places a tracked join once its player has the money, exactly once', async () => {
    const pending = createPendingJoins({ ...w, gameTypes: [w.type] });
    const p = await fundedPlayer(w.db, 0);
    const ticket = {
      gameId: 901,
      userPlays: ['1,2'],
      userPlaysCount: 2,
      currencyId: 'USD',
      subscriptions: 0,
    };
    expect(await pending.track(p.id, 1, { ...ticket, gameId: 999 })).toBe(-1);
    expect(await pending.track(p.id, 2, ticket)).toBe(-1); // the game is not sold on site 2
    expect(await pending.track(p.id, 1, { ...ticket, currencyId: 'EUR' })).toBe(-1);
    const id = await pending.track(p.id, 1, ticket);
    expect(id).toBeGreaterThan(0);

    expect(await pending.placeDue()).toBe(0); // nothing paid in yet
    expect((await status(id)).status).toBe('pending');

    // The deposit: 2 plays at 1.10.
    await w.db.tx(async (q) => {
      const promo = await accountsRepo.ensureHouseAccount(q, { code: 'promotions', currency: 'USD', now: 1 });
      await transfer(q, {
        key: `deposit:${p.id}`,
        kind: 'test',
        entries: [
          { accountId: promo, amountMinor: -220 },
          { accountId: p.cashId, amountMinor: 220 },
        ],
        now: 1,
      });
    });
    expect(await pending.placeDue()).toBe(1);
    expect(await status(id)).toMatchObject({ status: 'placed', result: { exitCode: 0 } });
    expect(await balanceOf(w.db, p.cashId)).toBe(0);
    expect(await pending.placeDue()).toBe(0);
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1',
      [p.id],
    );
    expect(n).toBe(2); // the picked play and a lucky dip
  });

  it('gives up a join not paid for within a day, charging nothing', async () => {
    const pending = createPendingJoins({ ...w, gameTypes: [w.type] });
    const p = await fundedPlayer(w.db, 0);
    const id = await pending.track(p.id, 1, {
      gameId: 901,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
      subscriptions: 0,
    });
    w.clock.advance(PENDING_JOIN_TTL_MS + 1);
    await pending.placeDue();
    expect((await status(id)).status).toBe('failed');
  });
});
