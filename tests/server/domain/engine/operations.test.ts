import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currencyOf } from '../../../../protocol/currencies';
import type { GameInstance } from '../../../../protocol/types';
import { runGames } from '../../../../scripts/games';
import { UsageError } from '../../../../scripts/support/cli';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  openInstance,
  S,
  tinyGame,
  type World,
} from '../play/support/gameWorld';
import { joinPlays } from '../play/support/joinedPlayers';
import { openWorld } from './support/openWorld';
import { recordingHub } from './support/recordingHub';

const MINUTE = 60 * S;

describe.each(backends)('operator game commands (scripts/games.ts) on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const rec = recordingHub();
  const games = (...args: string[]) =>
    runGames(args, {
      db: w.db,
      config: { currencies: [currencyOf('USD')], gameTypes: [w.type] },
      push: rec.hub,
      clock: w.clock,
    });
  const join = (game: GameInstance, playerId: number, plays: string[]) => joinPlays(w, game, playerId, plays);
  const stored = async (id: number) =>
    (
      await w.db.query<{
        status: string;
        refund_reason: string | null;
        seed_commitment: string | null;
        start_at: number;
        registration_end_at: number;
        rescheduled_count: number;
      }>(
        `SELECT status, refund_reason, seed_commitment, start_at, registration_end_at, rescheduled_count
         FROM game_instances WHERE id = $1`,
        [id],
      )
    )[0];

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame()));
  });
  afterAll(() => dispose());

  it('cancel refunds every play of a closed game, pushes refunded, and leaves the ledger sound', async () => {
    const game = await openInstance(w);
    const players = [
      await fundedPlayer(w.db, 1000),
      await fundedPlayer(w.db, 1000),
      await fundedPlayer(w.db, 1000),
    ];
    await join(game, players[0].id, ['1,2']);
    await join(game, players[1].id, ['1,3', '2,3']);
    await join(game, players[2].id, ['2,3']);
    w.clock.set(game.registrationEndTime);
    await w.engine.tick(); // CLOSED, seed committed
    expect(await houseBalance(w.db, 'wagers')).toBe(4 * 90); // stakes less the jackpot contributions

    const out = await games('cancel', String(game.gameInstanceId));
    expect(out).toContain('REFUNDED');
    expect(await stored(game.gameInstanceId)).toMatchObject({
      status: 'REFUNDED',
      refund_reason: 'operator',
    });
    for (const p of players) expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    expect(await houseBalance(w.db, 'wagers')).toBe(0);
    expect(await houseBalance(w.db, 'fees')).toBe(0);
    expect(await houseBalance(w.db, 'jackpots')).toBe(1000); // the seed only
    const report = await ledgerCheck(w.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], mismatched: [], negative: [] });

    expect(rec.of('gameRefunded')).toEqual([
      expect.objectContaining({ gameInstanceId: game.gameInstanceId, gameId: w.type.gameId }),
    ]);
    expect(rec.of('gameRefunded', 'lobby')).toHaveLength(1);
    // Balance pushes follow the commit asynchronously (a query after it): wait for them to arrive.
    await vi.waitFor(
      () => {
        const balances = rec.pushes.filter((x) => x.event === 'balanceUpdate').map((x) => x.topic);
        for (const p of players) expect(balances).toContain(`cashier.${p.id}`);
      },
      { timeout: 10_000 },
    );

    // Nothing more to refund, and the engine never draws it.
    await expect(games('cancel', String(game.gameInstanceId))).rejects.toThrow(/too late to cancel/);
    w.clock.set(game.tournamentStartTime + MINUTE);
    await w.engine.tick();
    expect((await stored(game.gameInstanceId)).status).toBe('REFUNDED');
    for (const p of players) expect(await balanceOf(w.db, p.cashId)).toBe(1000);
  });

  it('reschedule moves a closed game back to OPEN with new times and a fresh commitment later', async () => {
    const game = await openInstance(w);
    const first = await fundedPlayer(w.db, 1000);
    await join(game, first.id, ['1,2']);
    w.clock.set(game.registrationEndTime);
    await w.engine.tick();
    expect((await stored(game.gameInstanceId)).seed_commitment).not.toBeNull();

    const newStart = game.tournamentStartTime + 10 * MINUTE;
    const out = await games('reschedule', String(game.gameInstanceId), new Date(newStart).toISOString());
    expect(out).toContain('OPEN');
    expect(await stored(game.gameInstanceId)).toMatchObject({
      status: 'OPEN',
      seed_commitment: null,
      start_at: newStart,
      registration_end_at: newStart - 10 * S,
      rescheduled_count: 1,
    });
    expect(rec.of('gameRescheduled')).toEqual([
      expect.objectContaining({
        gameInstanceId: game.gameInstanceId,
        tournamentStartTime: newStart,
        registrationEndTime: newStart - 10 * S,
      }),
    ]);

    // Open again: another player joins, and the old start passes without a draw.
    const second = await fundedPlayer(w.db, 1000);
    await join(game, second.id, ['2,3']);
    w.clock.set(game.tournamentStartTime + S);
    await w.engine.tick();
    expect((await stored(game.gameInstanceId)).status).toBe('OPEN');

    for (const at of [newStart - 10 * S, newStart, newStart + 20 * S]) {
      w.clock.set(at);
      await w.engine.tick();
    }
    const [row] = await w.db.query<{ status: string; results: { draws: number[] } }>(
      'SELECT status, results FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row.status).toBe('ENDED');
    expect(row.results.draws).toHaveLength(2);
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM play_wins WHERE instance_id = $1',
      [game.gameInstanceId],
    );
    expect(n).toBe(2); // in a 2-of-3 game every play matches at least one ball
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('refuses what cannot be done, changing nothing', async () => {
    const game = await openInstance(w);
    const id = String(game.gameInstanceId);
    const past = new Date(w.clock.now()).toISOString();
    await expect(games('reschedule', id, past)).rejects.toThrow(/not in the future/);
    await expect(games('reschedule', id, '2030-01-01 18:00')).rejects.toBeInstanceOf(UsageError);
    await expect(games('reschedule', id)).rejects.toBeInstanceOf(UsageError);
    await expect(games('cancel', 'abc')).rejects.toBeInstanceOf(UsageError);
    await expect(games('frobnicate')).rejects.toBeInstanceOf(UsageError);
    await expect(games('cancel', '999999')).rejects.toThrow(/no game instance 999999/);
    expect(await stored(game.gameInstanceId)).toMatchObject({ status: 'OPEN', rescheduled_count: 0 });

    w.clock.set(game.tournamentStartTime);
    await w.engine.tick(); // drawn and settled
    const later = new Date(game.tournamentStartTime + 10 * MINUTE).toISOString();
    await expect(games('reschedule', id, later)).rejects.toThrow(/STARTED: cannot reschedule/);
    await expect(games('cancel', id)).rejects.toThrow(/too late to cancel/);
    expect((await stored(game.gameInstanceId)).status).toBe('STARTED');
  });

  it('lists the instances in the lobby', async () => {
    const out = await games('list');
    const open = (await w.games.filtered({ gameId: w.type.gameId })).filter((g) => g.gameStatus === 'OPEN');
    expect(open.length).toBeGreaterThan(0);
    for (const g of open) expect(out).toMatch(new RegExp(`^${g.gameInstanceId}\\tgame 901\\tOPEN`, 'm'));
    expect(await games('help')).toContain('usage');
  });
});
