import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { saveLimit } from '../../../../server/domain/responsibleGaming/limits';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from './support/gameWorld';

const DAY = 24 * 60 * 60 * S;

const subscriptionsBalance = async (w: World, playerId: number) =>
  (
    await w.db.query<{ balance_minor: number }>(
      "SELECT balance_minor FROM accounts WHERE player_id = $1 AND type = 'subscriptions'",
      [playerId],
    )
  )[0]?.balance_minor ?? 0;

const playsOf = async (w: World, playerId: number) =>
  w.db.query<{ instance_id: number; start_at: number }>(
    `SELECT p.instance_id, i.start_at FROM plays p JOIN game_instances i ON i.id = p.instance_id
     WHERE p.player_id = $1 ORDER BY p.id`,
    [playerId],
  );

/** Walks the schedule: each instance's start in turn, so each is drawn and the next one opened. */
async function runUntil(w: World, until: number): Promise<void> {
  for (;;) {
    const open = (await w.games.filtered({ gameId: w.type.gameId }))
      .filter((g) => g.gameStatus === 'OPEN')
      .sort((a, b) => a.tournamentStartTime - b.tournamentStartTime)[0];
    if (!open || open.tournamentStartTime > until) return;
    w.clock.set(open.tournamentStartTime);
    await w.engine.tick();
    await w.engine.tick(); // the subscriptions' plays go into the instance just opened
  }
}

describe.each(backends)('monthly subscriptions on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let first: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    // A daily draw: about 30 in a subscription month. No rank pays, so balances show only what
    // the subscriptions moved.
    w = await makeWorld(
      opened.db,
      tinyGame({
        progressive: { enabled: false },
        ranks: [{ rankNumber: 1 }],
        schedule: { type: 'every', minutes: 24 * 60 },
        subscriptions: { monthly: true, payGo: true },
      }),
    );
    first = await openInstance(w);
  });
  afterAll(() => dispose());

  const buy = (playerId: number, kind: 'monthly' | 'paygo') =>
    w.joins.join(
      w.subscriptions.withPlan(
        {
          playerId,
          gameId: first.gameId,
          gameInstanceId: first.gameInstanceId,
          userPlays: ['1,3'],
          userPlaysCount: 1,
          currencyId: 'USD',
        },
        kind,
        1,
      ),
    );

  it('pays the month up front, plays in every draw of the month, then completes; a cancel refunds the rest', async () => {
    const stays = await fundedPlayer(w.db, 10_000);
    const leaves = await fundedPlayer(w.db, 10_000);
    const bought = w.clock.now();
    expect((await buy(stays.id, 'monthly')).exitCode).toBe(0);
    expect((await buy(leaves.id, 'monthly')).exitCode).toBe(0);
    const [sub] = await w.subscriptions.ofPlayer(stays.id);
    const [{ draws_total, period_end_at }] = await w.db.query<{ draws_total: number; period_end_at: number }>(
      'SELECT draws_total, period_end_at FROM subscriptions WHERE id = $1',
      [sub.id],
    );
    expect(period_end_at).toBe(bought + 30 * DAY);
    // The month from the first draw: it and the 29 daily draws after it.
    expect(draws_total).toBe(29);
    expect(await subscriptionsBalance(w, stays.id)).toBe(draws_total * 110);
    expect(await balanceOf(w.db, stays.cashId)).toBe(10_000 - 110 - draws_total * 110);
    // The month costs what the monthly offer quoted (the one-click checkout charges the card that).
    const [offer] = w.subscriptions.monthlyOffers(1, 'USD');
    expect(offer.drawsPerMonth).toBe(1 + draws_total);
    expect(offer.costPerMonth * 100).toBe(110 + draws_total * 110);

    await runUntil(w, first.tournamentStartTime + 3 * DAY);
    const [theirs] = await w.subscriptions.ofPlayer(leaves.id);
    // Each start opens the next instance and the subscription joins it at once.
    expect(theirs).toMatchObject({ active: true, gamesJoined: 4 });
    expect(await playsOf(w, leaves.id)).toHaveLength(5);
    expect(await w.subscriptions.cancel(leaves.id, sub.id)).toBe(false); // not theirs
    expect(await w.subscriptions.cancel(leaves.id, theirs.id)).toBe(true);
    expect(await balanceOf(w.db, leaves.cashId)).toBe(10_000 - 5 * 110); // the rest came back
    expect(await subscriptionsBalance(w, leaves.id)).toBe(0);
    expect((await w.subscriptions.ofPlayer(leaves.id))[0]).toMatchObject({
      cancelled: true,
      active: false,
      remainingBalance: 0,
    });

    await runUntil(w, period_end_at + 3 * DAY);
    const plays = await playsOf(w, stays.id);
    expect(plays).toHaveLength(1 + draws_total);
    expect(new Set(plays.map((p) => p.instance_id)).size).toBe(1 + draws_total);
    expect(plays.every((p) => p.start_at <= period_end_at)).toBe(true);
    expect((await w.subscriptions.ofPlayer(stays.id))[0]).toMatchObject({
      completed: true,
      gamesJoined: draws_total,
      remainingBalance: 0,
    });
    expect(await subscriptionsBalance(w, stays.id)).toBe(0);
    expect(await playsOf(w, leaves.id)).toHaveLength(5); // none after the cancel
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('refunds what a month did not spend when its period ends (a draw refused by the weekly limit)', async () => {
    const open = await openInstance(w);
    first = open;
    const p = await fundedPlayer(w.db, 10_000);
    expect((await buy(p.id, 'monthly')).exitCode).toBe(0);
    const [sub] = await w.subscriptions.ofPlayer(p.id);
    const paid = await subscriptionsBalance(w, p.id);
    // 3 plays of 110 in any 7 days: every 4th daily draw is refused (exit 6) and its money kept.
    await saveLimit(
      w.db,
      p.id,
      'weeklyBet',
      'USD',
      { effective: { enabled: true, amountMinor: 330 }, pending: null },
      w.clock.now(),
    );
    const [{ period_end_at }] = await w.db.query<{ period_end_at: number }>(
      'SELECT period_end_at FROM subscriptions WHERE id = $1',
      [sub.id],
    );
    await runUntil(w, period_end_at + 2 * DAY);
    const [done] = await w.subscriptions.ofPlayer(p.id);
    expect(done.completed).toBe(true);
    const placed = (await playsOf(w, p.id)).length - 1;
    expect(placed).toBe(done.gamesJoined);
    expect(placed * 110).toBeLessThan(paid);
    expect(await subscriptionsBalance(w, p.id)).toBe(0);
    expect(await balanceOf(w.db, await fundedCash(w, p.id))).toBe(10_000 - 110 - placed * 110);
    const [{ n }] = await w.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM rg_refusals WHERE player_id = $1 AND rule = 'weeklyBet'",
      [p.id],
    );
    expect(n).toBeGreaterThan(0);
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('pay as you go pays each draw from cash as it is placed, until cancelled', async () => {
    const open = await openInstance(w);
    first = open;
    const p = await fundedPlayer(w.db, 1000);
    expect((await buy(p.id, 'paygo')).exitCode).toBe(0);
    expect(await subscriptionsBalance(w, p.id)).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(890);
    await runUntil(w, open.tournamentStartTime + DAY);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 3 * 110);
    const [sub] = await w.subscriptions.ofPlayer(p.id);
    const details = (await w.subscriptions.payGoDetails(p.id, sub.id))!;
    expect(details).toMatchObject({ active: true, gamesJoined: 2, remainingBalance: 0 });
    expect(details.gamesJoinedIds).toHaveLength(2);
    const plays = await playsOf(w, p.id);
    expect(details.gamesJoinedIds).toEqual(plays.slice(1).map((x) => x.instance_id));
    expect(details.nextPaymentDate).toBeGreaterThan(w.clock.now());
    const page = (await w.subscriptions.payGoTransactions(p.id, sub.id, { page: 0, maxResults: 1 }))!;
    expect(page.totalCount).toBe(2);
    expect(page.result).toEqual([
      expect.objectContaining({ amount: -1.1, balanceAfter: 6.7, currencyId: 'USD' }), // newest first
    ]);
    expect(await w.subscriptions.payGoDetails(p.id + 1, sub.id)).toBeNull();

    expect(await w.subscriptions.cancel(p.id, sub.id)).toBe(true);
    await runUntil(w, open.tournamentStartTime + 4 * DAY);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 3 * 110);
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });
});

async function fundedCash(w: World, playerId: number): Promise<number> {
  const [row] = await w.db.query<{ id: number }>(
    "SELECT id FROM accounts WHERE player_id = $1 AND type = 'cash'",
    [playerId],
  );
  return row.id;
}
