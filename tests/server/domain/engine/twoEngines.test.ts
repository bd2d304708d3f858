import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import type { Db } from '../../../../server/storage/db';
import { openDb } from '../../../../server/storage/openDb';
import {
  balanceOf,
  houseBalance,
  ledgerBalances,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from '../play/support/gameWorld';
import { joinedPlayers } from '../play/support/joinedPlayers';
import { backends } from '../support/testDb';

const postgres = backends.find((b) => b.name === 'postgres');

/**
 * Scale-out: two server processes run the engine on the same PostgreSQL. Each world here has its
 * own connection pool and scheduler, as two processes would, and both tick at the same moments,
 * so every lifecycle step is raced. The draw, the settlement and each prize must happen once.
 */
describe.skipIf(!postgres)('two engines on one PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let secondDb: Db;
  let a: World;
  let b: World;
  let game: GameInstance;
  const players: { id: number; cashId: number; play: string }[] = [];

  const tickBoth = async (at: number) => {
    a.clock.set(at);
    b.clock.set(at);
    await Promise.all([a.engine.tick(), b.engine.tick(), a.engine.tick(), b.engine.tick()]);
  };

  beforeAll(async () => {
    const opened = await postgres!.open();
    dispose = opened.dispose;
    const [{ schema }] = await opened.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    secondDb = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    a = await makeWorld(opened.db, tinyGame(), { payBatch: 1 });
    b = await makeWorld(secondDb, tinyGame(), { payBatch: 1 });
    game = await openInstance(a);
    players.push(...(await joinedPlayers(a, game, ['1,2', '1,3', '2,3'])));
  });
  afterAll(async () => {
    await secondDb?.close();
    await dispose?.();
  });

  it('draws and settles the game once and pays each winner once', async () => {
    await tickBoth(game.registrationEndTime);
    await tickBoth(game.tournamentStartTime);
    await tickBoth(game.tournamentStartTime + 20 * S);
    await tickBoth(game.tournamentStartTime + 40 * S);

    const [row] = await a.db.query<{ status: string; draws: number[] }>(
      'SELECT status, draws FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row.status).toBe('ENDED');
    const winning = [...row.draws].sort().join(',');
    // As in draw.test.ts: 3 plays of 100, rank 1 takes 90 plus the jackpot (1030), rank 2 pays 20.
    for (const p of players) {
      const expected = p.play === winning ? 90 + 1030 : 20;
      expect(await balanceOf(a.db, p.cashId), p.play).toBe(1000 - 110 + expected);
    }
    const [{ prizes }] = await a.db.query<{ prizes: number }>(
      "SELECT count(*)::integer AS prizes FROM ledger_transactions WHERE kind = 'prize'",
    );
    expect(prizes).toBe(3);
    expect(await houseBalance(a.db, 'prize_pool')).toBe(0);
    expect(await ledgerBalances(a.db)).toEqual({ total: 0, drift: 0 });
    // Both engines saw the one outcome: the draw each announced is the stored one.
    const announced = [...a.lobby.changed, ...b.lobby.changed].filter(
      (g) => g.gameInstanceId === game.gameInstanceId && g.gameStatus === 'ENDED',
    );
    expect(announced.length).toBeGreaterThan(0);
  });
});
