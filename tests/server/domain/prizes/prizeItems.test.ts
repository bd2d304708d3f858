import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardPrizeItems } from '../../../../server/domain/prizes/awardPrizeItems';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import type { SessionInfo } from '../../../../server/ports/session';
import type { Db } from '../../../../server/storage/db';
import { cashierHarness, moneyConfig, type Harness } from '../cashier/harness';
import { fundedPlayer, makeWorld, openInstance, tinyGame } from '../play/support/gameWorld';
import { backends } from '../support/testDb';

const weekend = {
  name: 'Weekend <b>break</b>',
  description: '<p>Two nights</p>',
  sponsorText: 'Harbour Hotels',
  detailsText: '<ul><li>12 months</li></ul>',
  imageUrl: 'https://example.test/break.png',
  valueMinor: 60_000,
  cashOptionMinor: 45_000,
  agentIds: [2],
};

/**
 * Tiny 2/3 (gameWorld): the three possible plays are sold to three players; the draw makes one
 * of them rank 1 and the other two rank 2, whose rank carries a prize item.
 */
describe.each(backends)('prize items on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let h: Harness;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    const config = moneyConfig();
    config.prizeAgents = [
      { id: 1, name: 'Kiosk', address: '1 Station Sq', phone: '1', memberIds: [] },
      { id: 2, name: 'Corner shop', address: '48 High St', phone: '2', memberIds: [1] },
      { id: 3, name: 'Other site', address: 'x', phone: '3', memberIds: [2] },
    ];
    h = cashierHarness(db, config);
  });
  afterAll(async () => {
    h.close();
    await dispose();
  });

  const ranks = [
    { rankNumber: 1, prizePercentage: 50 },
    { rankNumber: 2, prizeMinor: 20, prizeItem: weekend },
  ];

  // One world (the engine holds one lease per database); each test plays its next instance.
  let world: Awaited<ReturnType<typeof makeWorld>> | undefined;
  const gameId = 911;
  async function settledGame() {
    world ??= await makeWorld(db, tinyGame({ gameId, ranks, progressive: { enabled: false } }));
    const w = world;
    const game = await openInstance(w);
    const players = [];
    for (const play of ['1,2', '1,3', '2,3']) {
      const p = await fundedPlayer(db, 1000);
      const joined = await w.joins.join({
        playerId: p.id,
        gameId,
        gameInstanceId: game.gameInstanceId,
        userPlays: [play],
        userPlaysCount: 1,
        currencyId: 'USD',
      });
      expect(joined.exitCode).toBe(0);
      players.push(p);
    }
    w.clock.set(game.tournamentStartTime + 60_000);
    for (let i = 0; i < 5; i++) await w.engine.tick();
    const wins = await db.query<{ id: number; player_id: number; rank_number: number }>(
      'SELECT play_id AS id, player_id, rank_number FROM play_wins WHERE instance_id = $1 ORDER BY play_id',
      [game.gameInstanceId],
    );
    return { w, game, players, wins };
  }

  const sessionOf = (playerId: number): SessionInfo => ({
    sessionId: `s${playerId}`,
    playerId,
    memberId: 1,
    username: `p${playerId}`,
    expiresAt: Infinity,
  });

  it('awards the rank item to each of its winners at settlement, once even when settlement runs again', async () => {
    const { w, game, wins } = await settledGame();
    const rank2 = wins.filter((x) => x.rank_number === 2);
    expect(rank2).toHaveLength(2);
    const items = await db.query<{ player_id: number; play_id: number; value_minor: number }>(
      'SELECT player_id, play_id, value_minor FROM prize_items WHERE instance_id = $1 ORDER BY play_id',
      [game.gameInstanceId],
    );
    expect(items.map((i) => i.play_id)).toEqual(rank2.map((x) => x.id));
    expect(items.every((i) => i.value_minor === 60_000)).toBe(true);
    const again = await db.tx((q) =>
      awardPrizeItems(q, {
        instance: { id: game.gameInstanceId, game_id: 911, currency: 'USD' },
        type: w.type,
        wins: wins.map((x) => ({ playId: x.id, playerId: x.player_id, rankNumber: x.rank_number })),
        now: 1,
      }),
    );
    expect(again).toBe(0);

    const winner = rank2[0].player_id;
    const listed = await h.cashier.prizes(winner);
    const item = listed.find((p) => p.kind === 'item')!;
    expect(item).toMatchObject({
      value: 600,
      cashOption: 450,
      currencyId: 'USD',
      collectedDate: null,
      name: weekend.name,
      detailsText: weekend.detailsText,
      gameId: 911,
      gameInstanceId: game.gameInstanceId,
    });
    expect(listed.some((p) => p.kind === 'cash' && p.value === 0.2)).toBe(true);
  });

  it('claims as cash exactly once, even with concurrent claims, and the ledger still balances', async () => {
    const { game, wins } = await settledGame();
    const winner = wins.find((x) => x.rank_number === 2)!.player_id;
    const session = sessionOf(winner);
    const [item] = (await h.cashier.prizes(winner)).filter((p) => p.kind === 'item');
    const before = await h.cash(winner);
    const claim = () =>
      h.cashier.claimPrize(session, {
        gameId: 911,
        gameInstanceId: game.gameInstanceId,
        bonusId: item.id,
        choice: 1,
        currencyId: 'USD',
      });
    const results = await Promise.all(Array.from({ length: 6 }, claim));
    expect(results.filter((r) => r.claimed)).toEqual([{ claimed: true, amount: 450, currencyId: 'USD' }]);
    expect(await h.cash(winner)).toBe(before + 45_000);
    expect((await claim()).claimed).toBe(false);
    expect(await h.cash(winner)).toBe(before + 45_000);
    const [after] = (await h.cashier.prizes(winner)).filter((p) => p.id === item.id && p.kind === 'item');
    expect(after.claimedAs).toBe('cash');
    expect(after.collectedDate).not.toBeNull();
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('claims as the item without moving money, lists its agents, and refuses other players and bad choices', async () => {
    const { game, wins } = await settledGame();
    const [a, b] = wins.filter((x) => x.rank_number === 2).map((x) => x.player_id);
    const [item] = (await h.cashier.prizes(a)).filter((p) => p.kind === 'item');
    const params = { gameId: 911, gameInstanceId: game.gameInstanceId, bonusId: item.id, currencyId: 'USD' };
    await expect(h.cashier.claimPrize(sessionOf(b), { ...params, choice: 0 })).rejects.toThrow(
      /No such prize/,
    );
    await expect(h.cashier.claimPrize(sessionOf(a), { ...params, gameId: 1, choice: 0 })).rejects.toThrow(
      /No such prize/,
    );
    await expect(h.cashier.claimPrize(sessionOf(a), { ...params, choice: 7 })).rejects.toThrow(/Choose/);
    await expect(
      h.cashier.claimPrize(sessionOf(a), { ...params, choice: 1, currencyId: 'EUR' }),
    ).rejects.toThrow(/currency/);
    expect(await h.cashier.prizeAgents(sessionOf(a), item.id)).toEqual([
      { id: 2, name: 'Corner shop', address: '48 High St', phone: '2' },
    ]);
    await expect(h.cashier.prizeAgents(sessionOf(b), item.id)).rejects.toThrow(/No such prize/);

    const before = await h.cash(a);
    expect(await h.cashier.claimPrize(sessionOf(a), { ...params, choice: 0 })).toEqual({
      claimed: true,
      amount: 600,
      currencyId: 'USD',
    });
    expect(await h.cash(a)).toBe(before);
    // Taken as the item: the cash option is gone.
    expect((await h.cashier.claimPrize(sessionOf(a), { ...params, choice: 1 })).claimed).toBe(false);
    expect(await h.cash(a)).toBe(before);
  });
});
