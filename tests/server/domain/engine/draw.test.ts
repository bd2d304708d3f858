import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw } from '../../../../server/domain/draw';
import type { GameInstance } from '../../../../protocol/types';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  makeWorld,
  ledgerBalances,
  openInstance,
  S,
  tinyGame,
  type World,
} from '../play/support/gameWorld';
import { openWorld } from './support/openWorld';
import { joinedPlayers } from '../play/support/joinedPlayers';

interface Stored {
  status: string;
  seed: string | null;
  seed_commitment: string | null;
  draws: number[] | null;
  settle_phase: string | null;
  results: {
    seed: string;
    draws: number[];
    winners: { play: string; rankNumber: number; prizeMinor: number }[];
  } | null;
}

const stored = async (w: World, id: number) =>
  (
    await w.db.query<Stored & Record<string, unknown>>(
      'SELECT status, seed, seed_commitment, draws, settle_phase, results FROM game_instances WHERE id = $1',
      [id],
    )
  )[0];

describe.each(backends)('a draw end to end on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  const players: { id: number; cashId: number; play: string }[] = [];

  beforeAll(async () => {
    // Batches of 1 winning player: settlement runs through several pay transactions.
    ({ w, dispose } = await openWorld(backend, tinyGame(), { payBatch: 1 }));
    game = await openInstance(w);
    players.push(...(await joinedPlayers(w, game, ['1,2', '1,3', '2,3'])));
  });
  afterAll(() => dispose());

  it('publishes the seed commitment, never the seed, when registration closes', async () => {
    w.clock.set(game.registrationEndTime);
    await w.engine.tick();
    const row = await stored(w, game.gameInstanceId);
    expect(row.status).toBe('CLOSED');
    expect(row.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    const announced = w.lobby.changed.filter((g) => g.gameInstanceId === game.gameInstanceId).at(-1)!;
    expect(announced).toMatchObject({ gameStatus: 'CLOSED', seedCommitment: row.seed_commitment });
    expect(JSON.stringify(w.lobby.changed)).not.toContain(row.seed);
  });

  it('draws from the committed seed at the start, settles, and credits each winner once', async () => {
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    const row = await stored(w, game.gameInstanceId);
    expect(row.status).toBe('STARTED');
    expect(row.settle_phase).toBe('paid');
    expect(
      verifyDraw({
        seed: row.seed!,
        commitment: row.seed_commitment!,
        draws: row.draws!,
        drawRange: 3,
        count: 2,
        context: String(game.gameInstanceId),
      }),
    ).toEqual({ ok: true });

    // 3 plays of 100: pool 180, rank 1 takes 50% = 90 plus the jackpot (1000 seed + 3 * 10); rank 2 pays 20 each.
    const winning = [...row.draws!].sort().join(',');
    for (const p of players) {
      const expected = p.play === winning ? 90 + 1030 : 20;
      expect(await balanceOf(w.db, p.cashId), p.play).toBe(1000 - 110 + expected);
    }
    expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
    expect(await houseBalance(w.db, 'wagers')).toBe(0);
    expect(await houseBalance(w.db, 'jackpots')).toBe(1000); // reseeded after the win
    const [{ n }] = await w.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM ledger_transactions WHERE kind = 'prize'",
    );
    expect(n).toBe(3); // batches of one
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('ends with results that reveal the seed, and pays nothing twice on later ticks', async () => {
    const before = await Promise.all(players.map((p) => balanceOf(w.db, p.cashId)));
    w.clock.set(game.tournamentStartTime + 20 * S);
    await w.engine.tick();
    await w.engine.tick();
    const row = await stored(w, game.gameInstanceId);
    expect(row.status).toBe('ENDED');
    expect(row.results).toMatchObject({ seed: row.seed, draws: row.draws });
    expect(row.results!.winners).toHaveLength(3);
    expect(row.results!.winners[0]).toMatchObject({ rankNumber: 1, prizeMinor: 1120 });
    expect(await Promise.all(players.map((p) => balanceOf(w.db, p.cashId)))).toEqual(before);
    const statuses = w.lobby.changed
      .filter((g) => g.gameInstanceId === game.gameInstanceId)
      .map((g) => g.gameStatus);
    expect(statuses.slice(-4)).toEqual(['CLOSED', 'READY', 'STARTED', 'ENDED']);
  });
});

describe.each(backends)('refunds on $name', (backend) => {
  it('refunds every play of a game that closes below its minimum, exactly once', async () => {
    const { db, dispose } = await backend.open();
    try {
      const w = await makeWorld(
        db,
        tinyGame({ limits: { maxPlaysPerPlayer: 4, maxPlaysPerGame: 50, minPlaysPerGame: 5 } }),
      );
      const game = await openInstance(w);
      const ps = [await fundedPlayer(db, 1000), await fundedPlayer(db, 1000)];
      for (const p of ps)
        await w.joins.join({
          playerId: p.id,
          gameId: game.gameId,
          gameInstanceId: game.gameInstanceId,
          userPlays: [],
          userPlaysCount: 2,
          currencyId: 'USD',
        });
      expect(await balanceOf(db, ps[0].cashId)).toBe(780);
      w.clock.set(game.registrationEndTime);
      await w.engine.tick();
      await w.engine.tick();
      const row = await stored(w, game.gameInstanceId);
      expect(row.status).toBe('REFUNDED');
      for (const p of ps) expect(await balanceOf(db, p.cashId)).toBe(1000);
      const wagered = await db.query<{ wagered_minor: number }>('SELECT wagered_minor FROM player_wagering');
      expect(wagered.map((r) => r.wagered_minor)).toEqual([0, 0]); // refunded plays were never wagered
      expect(await houseBalance(db, 'wagers')).toBe(0);
      expect(await houseBalance(db, 'fees')).toBe(0);
      expect(await houseBalance(db, 'jackpots')).toBe(1000);
      expect(w.lobby.changed.filter((g) => g.gameInstanceId === game.gameInstanceId).at(-1)).toMatchObject({
        gameStatus: 'REFUNDED',
      });
      w.clock.advance(61 * S);
      await w.engine.tick();
      expect(w.lobby.removed).toContain(game.gameInstanceId);
      expect(await ledgerBalances(db)).toEqual({ total: 0, drift: 0 });
    } finally {
      await dispose();
    }
  });
});
