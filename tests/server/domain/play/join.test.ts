import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsRepo, transfer } from '../../../../server/domain/ledger';
import { createJoinService } from '../../../../server/domain/play/joinService';
import type { GameInstance } from '../../../../protocol/types';
import { backends } from '../support/testDb';
import {
  balanceOf,
  currencies,
  fundedPlayer,
  houseBalance,
  ledgerBalances,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from './support/gameWorld';

describe.each(backends)('joinGame on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(opened.db, tinyGame({ limits: { maxPlaysPerPlayer: 4, maxPlaysPerGame: 50 } }));
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  const request = (playerId: number, over: Record<string, unknown> = {}) => ({
    playerId,
    gameId: game.gameId,
    gameInstanceId: game.gameInstanceId,
    userPlays: ['2,1'],
    userPlaysCount: 1,
    currencyId: 'USD',
    ...over,
  });

  it('sells plays: debits cost and fee, records canonical plays, feeds the jackpot and the lobby', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const before = w.lobby.changed.length;
    const result = await w.joins.join(request(p.id, { userPlays: ['3,1'], userPlaysCount: 2 }));
    expect(result).toMatchObject({
      exitCode: 0,
      gameInstanceId: game.gameInstanceId,
      gameStatus: 'OPEN',
      joinEvent: { playerPlaysInGame: 2, gamePlayCurrent: 2, gamePlayerCurrent: 1, accountBalance: 7.8 },
    });
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 2 * 110);
    const plays = await w.db.query<{ play: string }>(
      'SELECT play FROM plays WHERE player_id = $1 ORDER BY id',
      [p.id],
    );
    expect(plays[0].play).toBe('1,3'); // sorted; the second play was a lucky dip
    expect(plays).toHaveLength(2);
    // 10% of the 100 cost goes to the jackpot; the rest of the stake to wagers, fees to fees.
    expect(await houseBalance(w.db, 'jackpots')).toBe(1000 + 20); // seed funded at instance creation
    expect(await houseBalance(w.db, 'wagers')).toBe(180);
    expect(await houseBalance(w.db, 'fees')).toBe(20);
    expect(w.lobby.changed.slice(before).at(-1)).toMatchObject({
      gamePlayCurrent: 2,
      progressiveAmount: 10.2,
    });
    const seen = await w.games.instance(game.gameInstanceId, { playerId: p.id });
    expect(seen).toMatchObject({ playerInGame: true, playerPlaysInGame: 2, lastJoinTimeMs: w.clock.now() });
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('is idempotent by joinKey: a retried join answers the first result and charges once', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const first = await w.joins.join(request(p.id, { joinKey: 'key-00000001' }));
    const again = await w.joins.join(request(p.id, { joinKey: 'key-00000001' }));
    const twins = await Promise.all(
      [1, 2, 3].map(() => w.joins.join(request(p.id, { joinKey: 'key-00000002' }))),
    );
    expect(first.exitCode).toBe(0);
    expect(again).toEqual(first);
    expect(new Set(twins.map((t) => t.joinEvent?.joinCode)).size).toBe(1);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 2 * 110);
  });

  it('answers each join error as a result with its exit code', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const code = async (over: Record<string, unknown>, playerId = p.id) =>
      (await w.joins.join(request(playerId, over))).exitCode;
    expect(await code({ currencyId: 'EUR' })).toBe(1);
    const poor = await fundedPlayer(w.db, 50);
    expect(await code({}, poor.id)).toBe(2);
    expect(await balanceOf(w.db, poor.cashId)).toBe(50);
    expect(await code({ gameId: 999 })).toBe(3);
    expect(await code({ gameInstanceId: 987654 })).toBe(3);
    expect(await code({ userPlays: [], userPlaysCount: 5 })).toBe(4);
    for (const bad of ['1,1', '1,4', '1', '1,2#3', '1,2,3'])
      expect(await code({ userPlays: [bad] }), bad).toBe(8);
    const failed = await w.joins.join(request(p.id, { userPlays: ['1,1'] }));
    expect(failed.exitDescription).toMatch(/Cannot confirm plays: play 1: 1 is picked twice/);
    expect(await code({ userPlaysCount: 4, userPlays: [] })).toBe(0);
    expect(await code({})).toBe(5);
    await w.db.query('UPDATE players SET locked = true WHERE id = $1', [poor.id]);
    expect(await code({}, poor.id)).toBe(7);
    const busy = createJoinService({
      db: w.db,
      clock: w.clock,
      currencies,
      gameTypes: [w.type],
      feed: w.lobby.feed,
      maxInFlight: 0,
    });
    expect((await busy.join(request(p.id))).exitCode).toBe(10);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('pushes the new balance and the join to the player after the commit, and counts the wager', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const pushes: { topic: string; event: string; data: unknown }[] = [];
    const joins = createJoinService({
      db: w.db,
      clock: w.clock,
      currencies,
      gameTypes: [w.type],
      feed: w.lobby.feed,
      push: {
        publish: (topic, event, data) => void pushes.push({ topic, event, data }),
        subscribe: () => () => undefined,
        since: () => ({ pushes: [], cursor: 0 }),
        close: async () => undefined,
      },
    });
    expect((await joins.join(request(p.id))).exitCode).toBe(0);
    // The balance push follows the commit asynchronously (a query after it): wait for it to arrive.
    await vi.waitFor(
      () =>
        expect(pushes).toContainEqual({
          topic: `cashier.${p.id}`,
          event: 'balanceUpdate',
          data: expect.objectContaining({ accountId: p.cashId, accountBalance: 8.9 }),
        }),
      { timeout: 10_000 },
    );
    expect(pushes).toContainEqual(expect.objectContaining({ topic: `player.${p.id}`, event: 'playerJoin' }));
    const [wagering] = await w.db.query<{ wagered_minor: number }>(
      'SELECT wagered_minor FROM player_wagering WHERE player_id = $1',
      [p.id],
    );
    expect(wagering.wagered_minor).toBe(110);
  });

  it('releases the site share of each wager from the bonus bucket to cash, once per join', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const bonusId = await w.db.tx(async (q) => {
      const id = await accountsRepo.ensurePlayerAccount(q, {
        playerId: p.id,
        currency: 'USD',
        type: 'bonus',
        now: 1,
      });
      const promo = await accountsRepo.ensureHouseAccount(q, { code: 'promotions', currency: 'USD', now: 1 });
      await transfer(q, {
        key: `bonus:${p.id}`,
        kind: 'test',
        entries: [
          { accountId: promo, amountMinor: -500 },
          { accountId: id, amountMinor: 500 },
        ],
        now: 1,
      });
      return id;
    });
    const joins = createJoinService({
      db: w.db,
      clock: w.clock,
      currencies,
      gameTypes: [w.type],
      feed: w.lobby.feed,
      bonusReleasePercent: () => 50,
    });
    const join = request(p.id, { joinKey: `bonus-join-${p.id}` });
    expect((await joins.join(join)).exitCode).toBe(0);
    expect((await joins.join(join)).exitCode).toBe(0); // a retry releases nothing more
    // Wager 110 (cost 100 + fee 10): half of it, 55, moves from bonus to cash.
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110 + 55);
    expect(await balanceOf(w.db, bonusId)).toBe(500 - 55);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('cancels a player’s plays while registration is open, refunding them once', async () => {
    const p = await fundedPlayer(w.db, 1000);
    const before = (await w.games.instance(game.gameInstanceId))!;
    expect((await w.joins.join(request(p.id, { userPlaysCount: 3 }))).exitCode).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 330);
    expect(await w.joins.cancel(p.id, game.gameInstanceId)).toMatchObject({ exitCode: 0 });
    expect(await w.joins.cancel(p.id, game.gameInstanceId)).toMatchObject({ exitCode: 8 });
    expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    const after = (await w.games.instance(game.gameInstanceId, { playerId: p.id }))!;
    expect(after).toMatchObject({
      gamePlayCurrent: before.gamePlayCurrent,
      gamePlayerCurrent: before.gamePlayerCurrent,
      playerInGame: false,
    });
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('reports plays available and refuses joins once registration closed', async () => {
    const p = await fundedPlayer(w.db, 1000);
    expect(await w.joins.playsAvailable(game.gameInstanceId, p.id)).toBe(4);
    w.clock.set(game.registrationEndTime);
    expect(await w.joins.playsAvailable(game.gameInstanceId, p.id)).toBe(0);
    const late = await w.joins.join(request(p.id));
    expect(late.exitCode).toBe(3);
    w.clock.set(game.registrationEndTime - S);
  });
});

describe.each(backends)('concurrent joins on $name', (backend) => {
  it('sells exactly gamePlayMax plays when many players race for the last ones', async () => {
    const { db, dispose } = await backend.open();
    try {
      const w = await makeWorld(db, tinyGame({ limits: { maxPlaysPerPlayer: 4, maxPlaysPerGame: 10 } }));
      const game = await openInstance(w);
      const early = await fundedPlayer(db, 1000);
      const req = (playerId: number, count: number) => ({
        playerId,
        gameId: game.gameId,
        gameInstanceId: game.gameInstanceId,
        userPlays: [],
        userPlaysCount: count,
        currencyId: 'USD',
      });
      expect((await w.joins.join(req(early.id, 4))).exitCode).toBe(0);
      expect((await w.joins.join(req((await fundedPlayer(db, 1000)).id, 3))).exitCode).toBe(0);
      const racers = await Promise.all(Array.from({ length: 24 }, () => fundedPlayer(db, 1000)));
      const results = await Promise.all(racers.map((p, i) => w.joins.join(req(p.id, 1 + (i % 2)))));
      const sold = results.filter((r) => r.exitCode === 0);
      const [{ n }] = await db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM plays WHERE instance_id = $1',
        [game.gameInstanceId],
      );
      const [row] = await db.query<{ play_count: number; player_count: number }>(
        'SELECT play_count, player_count FROM game_instances WHERE id = $1',
        [game.gameInstanceId],
      );
      expect(n).toBeLessThanOrEqual(10);
      expect(row.play_count).toBe(n);
      expect(row.player_count).toBe(2 + sold.length);
      expect(results.every((r) => [0, 3, 4].includes(r.exitCode))).toBe(true);
      // Three plays were left: the race sells all of them unless only 2-play requests remained.
      expect(n).toBeGreaterThanOrEqual(9);
      const charged = racers.reduce(
        async (sum, p) => (await sum) + (1000 - (await balanceOf(db, p.cashId))),
        Promise.resolve(0),
      );
      expect(await charged).toBe((n - 7) * 110);
      expect(await ledgerBalances(db)).toEqual({ total: 0, drift: 0 });
    } finally {
      await dispose();
    }
  });
});
