import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinResult } from '../../../../protocol/calls/play';
import type { GameInstance } from '../../../../protocol/types';
import { accountsRepo, transfer } from '../../../../server/domain/ledger';
import type { JoinRequest } from '../../../../server/domain/play/joinService';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  tinyGame,
  type World,
} from './support/gameWorld';

/** A database that counts the statements it runs, in and out of transactions. */
function counting(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const wrapped: Db = {
    kind: db.kind,
    query: (sql, params) => (n++, db.query(sql, params)),
    close: () => db.close(),
    tx: (fn, options) => db.tx((q) => fn({ query: (sql, params) => (n++, q.query(sql, params)) }), options),
  };
  return { db: wrapped, statements: () => n };
}

/** A buyer: cash, an optional bonus bucket, and how many joins of how many plays. */
interface Buyer {
  cash: number;
  bonus: number;
  joins: number[];
}

// Sold out after 30 plays, the jackpot stops growing at 1,150 (10 a play from a 1,000 seed),
// 4 plays a player at most; 20% of each wager released from the bonus bucket.
const game = tinyGame({
  progressive: { enabled: true, seedMinor: 1000, contributionPercentage: 10, ceilingMinor: 1150 },
  limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 4, minPlaysPerGame: 0, maxPlaysPerGame: 30 },
});
const buyers: Buyer[] = [
  { cash: 1000, bonus: 0, joins: [1, 1, 1] },
  { cash: 150, bonus: 0, joins: [1, 1] }, // the second is short of funds
  { cash: 1000, bonus: 500, joins: [2, 2, 1] }, // the third passes the player's maximum
  { cash: 0, bonus: 0, joins: [1] },
  { cash: 1000, bonus: 30, joins: [1, 1] }, // the bucket runs dry on the second release
  ...Array.from({ length: 10 }, (_, i) => ({ cash: 400, bonus: i % 3 === 0 ? 100 : 0, joins: [2, 1] })),
];

/**
 * Opens a world on a fresh database, funds the buyers and makes every join at once. `alone` makes
 * each join take the per-join path (a subscription hook that does nothing), so the set-based
 * batch can be compared with what the same joins make one at a time.
 */
async function sell(db: Db, alone: boolean) {
  const w: World = await makeWorld(db, game, { maxInFlight: 1000, bonusReleasePercent: 20 });
  const instance: GameInstance = await openInstance(w);
  const players: { id: number; cashId: number; bonusId: number }[] = [];
  for (const b of buyers) {
    const p = await fundedPlayer(db, b.cash);
    const bonusId = await accountsRepo.ensurePlayerAccount(db, {
      playerId: p.id,
      currency: 'USD',
      type: 'bonus',
      now: 1,
    });
    if (b.bonus > 0) {
      const promo = await accountsRepo.ensureHouseAccount(db, {
        code: 'promotions',
        currency: 'USD',
        now: 1,
      });
      await db.tx((q) =>
        transfer(q, {
          key: `bonus:${p.id}`,
          kind: 'test',
          entries: [
            { accountId: promo, amountMinor: -b.bonus },
            { accountId: bonusId, amountMinor: b.bonus },
          ],
          now: 1,
        }),
      );
    }
    players.push({ ...p, bonusId });
  }
  const requests: JoinRequest[] = buyers.flatMap((b, i) =>
    b.joins.map((plays) => ({
      playerId: players[i].id,
      gameId: instance.gameId,
      gameInstanceId: instance.gameInstanceId,
      userPlays: [],
      userPlaysCount: plays,
      currencyId: 'USD',
      ...(alone ? { withJoin: () => Promise.resolve(null) } : {}),
    })),
  );
  // Interleaved, so one player's joins sit apart in the batch.
  const order = requests.map((_, i) => i).sort((a, b) => (a % 7) - (b % 7) || a - b);
  const answers: JoinResult[] = [];
  await Promise.all(order.map(async (i) => (answers[i] = await w.joins.join(requests[i]))));
  const [row] = await db.query<Record<string, number>>(
    'SELECT play_count, player_count, prize_pool_minor, progressive_minor FROM game_instances WHERE id = $1',
    [instance.gameInstanceId],
  );
  const accounts: { cash: number; bonus: number; held: number; wagered: number }[] = [];
  for (const p of players) {
    const [held] = await db.query<{ plays: number }>(
      'SELECT plays FROM instance_players WHERE instance_id = $1 AND player_id = $2',
      [instance.gameInstanceId, p.id],
    );
    const [wagered] = await db.query<{ wagered_minor: number }>(
      'SELECT wagered_minor FROM player_wagering WHERE player_id = $1',
      [p.id],
    );
    accounts.push({
      cash: await balanceOf(db, p.cashId),
      bonus: await balanceOf(db, p.bonusId),
      held: held?.plays ?? 0,
      wagered: Number(wagered?.wagered_minor ?? 0),
    });
  }
  // What a join answers, less its id (the two databases number joins apart).
  const outcome = answers.map((a) => ({
    exitCode: a.exitCode,
    exitDescription: a.exitDescription,
    ...(a.joinEvent ? { ...a.joinEvent, joinCode: undefined } : {}),
  }));
  const stored = await db.query<{ result: JoinResult }>(
    'SELECT result FROM joins WHERE instance_id = $1 ORDER BY id',
    [instance.gameInstanceId],
  );
  return {
    outcome,
    row,
    accounts,
    stored: stored.map((s) => s.result),
    answers,
    ledger: await ledgerBalances(db),
  };
}

describe.each(backends)('set-based joins on $name', (backend) => {
  const opened: { dispose(): Promise<void> }[] = [];
  let together: Awaited<ReturnType<typeof sell>>;
  let alone: Awaited<ReturnType<typeof sell>>;
  let statements: { together: number; alone: number };

  beforeAll(async () => {
    const a = await backend.open();
    const b = await backend.open();
    opened.push(a, b);
    const ca = counting(a.db);
    const cb = counting(b.db);
    together = await sell(ca.db, false);
    alone = await sell(cb.db, true);
    statements = { together: ca.statements(), alone: cb.statements() };
  });
  afterAll(() => Promise.all(opened.map((o) => o.dispose())));

  it('answers every join as the same joins made one at a time answer them', () => {
    expect(together.outcome).toEqual(alone.outcome);
    const codes = together.outcome.map((o) => o.exitCode);
    // Every kind of refusal happened: funds (2), sold out (3), fewer left (4), the player's maximum (4/5).
    expect(codes).toContain(0);
    expect(codes).toContain(2);
    expect(codes.filter((c) => c === 3 || c === 4).length).toBeGreaterThan(0);
  });

  it('leaves the instance, holdings, balances, bonus buckets and wagering as one-at-a-time joins do', () => {
    expect(together.row).toEqual(alone.row);
    expect(Number(together.row.play_count)).toBe(30);
    expect(Number(together.row.progressive_minor)).toBe(1150);
    expect(together.accounts).toEqual(alone.accounts);
    expect(together.accounts[2].bonus).toBeLessThan(500); // released to cash
    expect(together.accounts[4].bonus).toBe(0); // never more than the bucket held
    expect(together.ledger).toEqual({ total: 0, drift: 0 });
    expect(alone.ledger).toEqual({ total: 0, drift: 0 });
  });

  it('stores each answer with its join, as returned', () => {
    const ok = together.answers.filter((a) => a.exitCode === 0);
    const byCode = new Map(together.stored.map((s) => [s.joinEvent!.joinCode, s]));
    for (const a of ok) expect(byCode.get(a.joinEvent!.joinCode)).toEqual(a);
  });

  it('makes them in a fraction of the statements', () => {
    expect(statements.together * 3).toBeLessThan(statements.alone);
  });
});
