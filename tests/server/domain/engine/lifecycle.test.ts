import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
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

const statusOf = async (w: World, id: number) =>
  (
    await w.db.query<{ status: string; removed_at: number | null }>(
      'SELECT status, removed_at FROM game_instances WHERE id = $1',
      [id],
    )
  )[0];

const joinOne = (w: World, game: GameInstance, playerId: number, play = '1,2') =>
  joinPlays(w, game, playerId, [play]);

describe.each(backends)('game lifecycle on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  // Each lobby event with the instance's stored status read the moment it was published: a push
  // sent before its commit would read the old status (on PostgreSQL, from another connection).
  const seen: Promise<{ id: number; event: string; status: string | undefined; removed: boolean }>[] = [];
  const rec = recordingHub((push) => {
    const data = push.data as { gameInstanceId?: number };
    if (push.topic !== 'lobby.1' || typeof data.gameInstanceId !== 'number') return;
    seen.push(
      statusOf(w, data.gameInstanceId).then((row) => ({
        id: data.gameInstanceId!,
        event: push.event,
        status: row?.status,
        removed: row?.removed_at !== null,
      })),
    );
  });

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame(), { push: rec.hub }));
  });
  afterAll(() => dispose());

  it('pushes each transition on the lobby topics, each read back as stored when it was pushed', async () => {
    const game = await openInstance(w);
    // The wire instance carries the playout time the show paces its balls to.
    expect(game.playoutSeconds).toBe(20);
    for (const play of ['1,2', '1,3', '2,3'])
      await joinOne(w, game, (await fundedPlayer(w.db, 1000)).id, play);
    for (const at of [
      game.registrationEndTime,
      game.tournamentStartTime - 5 * S, // ready
      game.tournamentStartTime,
      game.tournamentStartTime + 20 * S, // playout over
      game.tournamentStartTime + 80 * S, // lobby retention over
    ]) {
      w.clock.set(at);
      await w.engine.tick();
    }
    const ofGame = (await Promise.all(seen)).filter((e) => e.id === game.gameInstanceId);
    expect(ofGame.map((e) => e.event)).toEqual([
      'gameCreate',
      'registrationStart',
      'registrationEnd',
      'gameReady',
      'gameStart',
      'gameEnd',
      'gameDelete',
    ]);
    const expected: Record<string, string> = {
      gameCreate: 'OPEN',
      registrationStart: 'OPEN',
      registrationEnd: 'CLOSED',
      gameReady: 'READY',
      gameStart: 'STARTED',
      gameEnd: 'ENDED',
      gameDelete: 'ENDED',
    };
    for (const e of ofGame) expect(e.status, e.event).toBe(expected[e.event]);
    expect(ofGame.at(-1)!.removed).toBe(true);
    // The same events go out on the global lobby topic.
    expect(rec.of('gameStart', 'lobby').map((d) => d.gameInstanceId)).toContain(game.gameInstanceId);
  });

  it("pushes 'progressive' with the jackpot settlement carried to the next game", async () => {
    const [{ amount_minor }] = await w.db.query<{ amount_minor: number }>(
      'SELECT amount_minor FROM progressive_jackpots WHERE game_id = $1',
      [w.type.gameId],
    );
    const pushed = rec.of('progressive');
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM game_instances WHERE settle_phase IS NOT NULL',
    );
    expect(pushed).toHaveLength(n); // one per settled game (a win reseeds the jackpot)
    expect(pushed.at(-1)).toEqual({
      gameId: w.type.gameId,
      currencyId: 'USD',
      progressiveAmount: amount_minor / 100,
      timeStamp: expect.any(Number),
    });
  });
});

describe.each(backends)('failed starts on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const rec = recordingHub();
  const breakDraw = (id: number, ballRange: number) =>
    w.db.query(
      `UPDATE game_instances SET snapshot = jsonb_set(snapshot, '{ballRange}', $2::jsonb) WHERE id = $1`,
      [id, JSON.stringify(ballRange)],
    );

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame(), { push: rec.hub }));
  });
  afterAll(() => dispose());

  it("goes to RETRY on a failed draw, pushes 'fail-retry', and starts once the draw works", async () => {
    const game = await openInstance(w);
    await joinOne(w, game, (await fundedPlayer(w.db, 1000)).id);
    w.clock.set(game.tournamentStartTime - 5 * S);
    await w.engine.tick(); // READY
    await breakDraw(game.gameInstanceId, 0); // drawing 2 of 0 balls throws
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    expect((await statusOf(w, game.gameInstanceId)).status).toBe('RETRY');
    w.clock.advance(S);
    await w.engine.tick();
    const retries = rec.of('gameFailRetry').filter((d) => d.gameInstanceId === game.gameInstanceId);
    expect(retries).toHaveLength(2);
    expect((retries[0].game as GameInstance).gameStatus).toBe('RETRY');

    await breakDraw(game.gameInstanceId, 3);
    w.clock.advance(S);
    await w.engine.tick();
    const [row] = await w.db.query<{ status: string; start_attempts: number; settle_phase: string }>(
      'SELECT status, start_attempts, settle_phase FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row).toMatchObject({ status: 'STARTED', start_attempts: 2, settle_phase: 'paid' });
    expect(rec.of('gameStart').map((d) => d.gameInstanceId)).toContain(game.gameInstanceId);
  });

  it('refunds a game whose draw fails three times', async () => {
    const game = await openInstance(w);
    const p = await fundedPlayer(w.db, 1000);
    await joinOne(w, game, p.id);
    expect(await balanceOf(w.db, p.cashId)).toBe(890);
    await breakDraw(game.gameInstanceId, 0);
    w.clock.set(game.tournamentStartTime);
    for (let i = 0; i < 4; i++) {
      await w.engine.tick();
      w.clock.advance(S);
    }
    const [row] = await w.db.query<{ status: string; refund_reason: string; start_attempts: number }>(
      'SELECT status, refund_reason, start_attempts FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row).toEqual({ status: 'REFUNDED', refund_reason: 'failedStart', start_attempts: 3 });
    expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    expect(rec.of('gameRefunded').map((d) => d.gameInstanceId)).toEqual([game.gameInstanceId]);
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });
});

describe.each(backends)('sold-out games on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const rec = recordingHub();

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(
      backend,
      tinyGame({ limits: { maxPlaysPerPlayer: 1, maxPlaysPerGame: 2 } }),
      { push: rec.hub },
    ));
  });
  afterAll(() => dispose());

  it('tells its players the game is FULL once and opens the next instance at once', async () => {
    const game = await openInstance(w);
    const a = await fundedPlayer(w.db, 1000);
    const b = await fundedPlayer(w.db, 1000);
    await joinOne(w, game, a.id);
    expect(rec.of('gameFull', `player.${a.id}`)).toHaveLength(0);
    await joinOne(w, game, b.id, '2,3');
    await w.engine.tick();
    await w.engine.tick();
    for (const p of [a, b]) {
      const full = rec.of('gameFull', `player.${p.id}`);
      expect(full).toHaveLength(1);
      expect(full[0]).toMatchObject({ gameInstanceId: game.gameInstanceId, game: { gameStatus: 'FULL' } });
    }
    const open = (await w.games.filtered({ gameId: w.type.gameId })).filter((g) => g.gameStatus === 'OPEN');
    expect(open.map((g) => g.gameInstanceId)).toEqual([game.gameInstanceId, expect.any(Number)]);
    const next = open[1];
    expect(next.tournamentStartTime).toBe(game.tournamentStartTime + 60 * S);
    expect(rec.of('gameCreate').map((d) => d.gameInstanceId)).toContain(next.gameInstanceId);
  });
});

describe.each(backends)('tournaments on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const rec = recordingHub();

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(
      backend,
      tinyGame({
        tournament: true,
        schedule: { type: 'every', minutes: 5 },
        registration: { closesBeforeStartSeconds: 60, readyBeforeStartSeconds: 5 },
        tournamentSettings: { minPlayers: 2 },
      }),
      { push: rec.hub },
    ));
  });
  afterAll(() => dispose());

  it('is READY 30 s before its start (the readiness window), not at the configured 5 s', async () => {
    const game = await openInstance(w);
    await joinOne(w, game, (await fundedPlayer(w.db, 1000)).id);
    await joinOne(w, game, (await fundedPlayer(w.db, 1000)).id, '1,3');
    w.clock.set(game.registrationEndTime);
    await w.engine.tick();
    w.clock.set(game.tournamentStartTime - 31 * S);
    await w.engine.tick();
    expect((await statusOf(w, game.gameInstanceId)).status).toBe('CLOSED');
    w.clock.set(game.tournamentStartTime - 30 * S);
    await w.engine.tick();
    expect((await statusOf(w, game.gameInstanceId)).status).toBe('READY');
    expect(rec.of('gameReady')).toEqual([
      expect.objectContaining({
        gameInstanceId: game.gameInstanceId,
        timeStamp: game.tournamentStartTime - 30 * S,
      }),
    ]);
  });

  it('refunds a tournament with fewer players than its minimum at registration end', async () => {
    const game = await openInstance(w);
    const p = await fundedPlayer(w.db, 1000);
    await joinOne(w, game, p.id);
    await joinOne(w, game, p.id, '2,3'); // two plays, one player
    w.clock.set(game.registrationEndTime);
    await w.engine.tick();
    const [row] = await w.db.query<{ status: string; refund_reason: string }>(
      'SELECT status, refund_reason FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    expect(row).toEqual({ status: 'REFUNDED', refund_reason: 'minimum' });
    expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    expect(await houseBalance(w.db, 'fees')).toBe(20); // the first tournament's two fees stay
  });
});
