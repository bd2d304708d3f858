import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import type { JoinRequest } from '../../../../server/domain/play/joinService';
import { saveLimit } from '../../../../server/domain/responsibleGaming/limits';
import type { Db } from '../../../../server/storage/db';
import { hookedDb } from '../support/hookedDb';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  playCountOf,
  tinyGame,
  type World,
} from './support/gameWorld';

/**
 * A database that counts transactions and can make the next one fail after its work (a crash
 * before the commit), with a non-retryable error or a retryable one.
 */
function instrumented(db: Db) {
  const state = { txs: 0, failNext: null as null | 'crash' | 'retryable' };
  const wrapped = hookedDb(db, {
    started: () => void state.txs++,
    beforeCommit: () => {
      const failure = state.failNext;
      state.failNext = null;
      if (failure === 'crash') throw new Error('crash before commit');
      if (failure === 'retryable') throw Object.assign(new Error('serialization failure'), { code: '40001' });
    },
  });
  return { db: wrapped, state };
}

describe.each(backends)('group commit of joins on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  let state: ReturnType<typeof instrumented>['state'];

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    const counted = instrumented(opened.db);
    state = counted.state;
    w = await makeWorld(
      counted.db,
      tinyGame({
        progressive: { enabled: true, seedMinor: 1000, contributionPercentage: 10 },
        limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 4, minPlaysPerGame: 0, maxPlaysPerGame: 100_000 },
      }),
      { maxInFlight: 1000 },
    );
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  const request = (playerId: number, over: Partial<JoinRequest> = {}): JoinRequest => ({
    playerId,
    gameId: game.gameId,
    gameInstanceId: game.gameInstanceId,
    userPlays: [],
    userPlaysCount: 1,
    currencyId: 'USD',
    ...over,
  });
  const playCount = () => playCountOf(w.db, game.gameInstanceId);
  const rowsOf = async (playerId: number) =>
    (
      await w.db.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM joins WHERE player_id = $1) + (SELECT count(*) FROM plays WHERE player_id = $1) AS n',
        [playerId],
      )
    )[0].n;
  const players = (n: number, cash = 1000) =>
    Promise.all(Array.from({ length: n }, () => fundedPlayer(w.db, cash)));

  it('folds many concurrent joins into few transactions, each join sold and paid once', async () => {
    const buyers = await players(100);
    const before = await playCount();
    state.txs = 0;
    const results = await Promise.all(buyers.map((p) => w.joins.join(request(p.id))));
    expect(results.map((r) => r.exitCode)).toEqual(buyers.map(() => 0));
    // At most 64 joins a batch, and far fewer batches than joins.
    expect(state.txs).toBeGreaterThanOrEqual(2);
    expect(state.txs).toBeLessThan(buyers.length / 2);
    expect(await playCount()).toBe(before + 100);
    for (const p of buyers) expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    expect(new Set(results.map((r) => r.joinEvent!.gamePlayCurrent)).size).toBe(100);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('refuses only the join that fails in a batch, moving none of its money', async () => {
    const rich = await players(20);
    const poor = await fundedPlayer(w.db, 50);
    const locked = await fundedPlayer(w.db, 1000);
    await w.db.query('UPDATE players SET locked = true WHERE id = $1', [locked.id]);
    const full = await fundedPlayer(w.db, 1000);
    expect((await w.joins.join(request(full.id, { userPlaysCount: 4 }))).exitCode).toBe(0);
    const before = await playCount();
    state.txs = 0;
    const [poorResult, lockedResult, fullResult, ...others] = await Promise.all([
      w.joins.join(request(poor.id)),
      w.joins.join(request(locked.id)),
      w.joins.join(request(full.id)),
      ...rich.map((p) => w.joins.join(request(p.id, { userPlaysCount: 2 }))),
    ]);
    expect(state.txs).toBeLessThan(rich.length);
    expect(poorResult.exitCode).toBe(2);
    expect(lockedResult.exitCode).toBe(7);
    expect(fullResult.exitCode).toBe(5);
    expect(others.map((r) => r.exitCode)).toEqual(rich.map(() => 0));
    expect(await balanceOf(w.db, poor.cashId)).toBe(50);
    expect(await balanceOf(w.db, full.cashId)).toBe(1000 - 4 * 110);
    expect(await rowsOf(poor.id)).toBe(0);
    expect(await playCount()).toBe(before + 2 * rich.length);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('keeps the per-player play limit and the weekly wagering limit exact within and across batches', async () => {
    const greedy = await fundedPlayer(w.db, 1000);
    const limited = await fundedPlayer(w.db, 1000);
    await saveLimit(
      w.db,
      limited.id,
      'weeklyBet',
      'USD',
      { effective: { enabled: true, amountMinor: 220 }, pending: null },
      w.clock.now(),
    );
    const crowd = await players(40);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => w.joins.join(request(greedy.id))),
      ...Array.from({ length: 6 }, () => w.joins.join(request(limited.id))),
      ...crowd.map((p) => w.joins.join(request(p.id))),
    ]);
    const greedyCodes = results.slice(0, 10).map((r) => r.exitCode);
    const limitedCodes = results.slice(10, 16).map((r) => r.exitCode);
    expect(greedyCodes.filter((c) => c === 0)).toHaveLength(4);
    expect(greedyCodes.filter((c) => c !== 0).every((c) => c === 5)).toBe(true);
    expect(limitedCodes.filter((c) => c === 0)).toHaveLength(2);
    expect(limitedCodes.filter((c) => c !== 0).every((c) => c === 6)).toBe(true);
    expect(await balanceOf(w.db, greedy.cashId)).toBe(1000 - 4 * 110);
    expect(await balanceOf(w.db, limited.cashId)).toBe(1000 - 2 * 110);
    // Each refusal by the responsible-gaming rule is audited once, after its batch.
    const refusals = await w.db.query(
      "SELECT 1 FROM rg_refusals WHERE player_id = $1 AND rule = 'weeklyBet'",
      [limited.id],
    );
    expect(refusals).toHaveLength(4);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('answers idempotent twins, in one batch or from another writer, with one join charged once', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const crowd = await players(10);
    const other = await makeWorld(w.db, w.type); // a second process's join service on the same data
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => w.joins.join(request(p.id, { joinKey: 'twin-00000001' }))),
      ...crowd.map((c) => w.joins.join(request(c.id))),
      ...Array.from({ length: 3 }, () => other.joins.join(request(p.id, { joinKey: 'twin-00000001' }))),
    ]);
    const twins = [...results.slice(0, 4), ...results.slice(-3)];
    expect(twins.every((r) => r.exitCode === 0)).toBe(true);
    expect(new Set(twins.map((r) => r.joinEvent!.joinCode)).size).toBe(1);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    expect(await rowsOf(p.id)).toBe(2); // one join row, one play
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('rolls a crashed batch back whole; retried keys then join exactly once', async () => {
    const crowd = await players(12);
    const before = await playCount();
    const joinAll = () =>
      Promise.allSettled(crowd.map((p) => w.joins.join(request(p.id, { joinKey: `crash-${p.id}-0001` }))));
    state.failNext = 'crash';
    const crashed = await joinAll();
    expect(crashed.some((r) => r.status === 'rejected')).toBe(true);
    const survivors = crashed.filter((r) => r.status === 'fulfilled').length;
    expect(await playCount()).toBe(before + survivors);
    const retried = await joinAll();
    expect(retried.map((r) => r.status === 'fulfilled' && r.value.exitCode)).toEqual(crowd.map(() => 0));
    expect(await playCount()).toBe(before + crowd.length);
    for (const p of crowd) expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('reruns a batch whole after a retryable error, selling each join once', async () => {
    const crowd = await players(12);
    const before = await playCount();
    state.failNext = 'retryable';
    const results = await Promise.all(crowd.map((p) => w.joins.join(request(p.id))));
    expect(results.map((r) => r.exitCode)).toEqual(crowd.map(() => 0));
    expect(await playCount()).toBe(before + crowd.length);
    for (const p of crowd) expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('fails only the join whose own hook throws, rolling back its rows', async () => {
    const crowd = await players(8);
    const broken = await fundedPlayer(w.db, 1000);
    const before = await playCount();
    const withJoin = () => Promise.reject(new Error('hook broke'));
    const [brokenResult, ...others] = await Promise.allSettled([
      w.joins.join(request(broken.id, { withJoin })),
      ...crowd.map((p) => w.joins.join(request(p.id))),
    ]);
    expect(brokenResult.status).toBe('rejected');
    expect(others.map((r) => r.status === 'fulfilled' && r.value.exitCode)).toEqual(crowd.map(() => 0));
    expect(await balanceOf(w.db, broken.cashId)).toBe(1000);
    expect(await rowsOf(broken.id)).toBe(0);
    expect(await playCount()).toBe(before + crowd.length);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});
