import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary, OperatorResult } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { driveDraw, evidenceOf, login, openDrawWithAPlay } from '../support/fairPlay';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { startTestServer } from '../support/testServer';

const BASE = Date.UTC(2030, 0, 1, 12, 0, 0);

type Results = OperatorResult<'listResults'>;
type Result = OperatorResult<'getResult'>;

describe('results and their evidence from the back office', () => {
  let server: RunningServer;
  let now = BASE;
  let admin: string;
  let drawnId: number;
  let cancelledId: number;

  const makeOperator = async (username: string, role: 'readonly' | 'operations', sites: number[] | 'all') => {
    await operatorsRepo.create(
      server.services.db,
      {
        username,
        passwordHash: await hashPassword('ten chars please'),
        role,
        sites,
        totpRequired: false,
        mustChangePassword: false,
      },
      Date.now(),
    );
    return operatorLogin(server.url, username, 'ten chars please');
  };

  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => now }, startEngine: true });
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
    const game = await openDrawWithAPlay(server.url, await login(server.url, 1, 'demo', 'demo1234'));
    drawnId = game.gameInstanceId;
    await driveDraw(server, game, (at) => (now = Math.max(now, at)), 'ended');
    // A Free Daily game (sites 1 and 3) cancelled: a finished game that never reveals its seed.
    const { games } = await operatorOk<{ games: GameSummary[] }>(server.url, 'listGames', {}, admin);
    const daily = games.find((g) => g.gameId === 301 && ['OPEN', 'CLOSED'].includes(g.status))!;
    await operatorOk(
      server.url,
      'cancelGame',
      { gameInstanceId: daily.gameInstanceId, reason: 'Test' },
      admin,
    );
    cancelledId = daily.gameInstanceId;
  }, 180_000);
  afterAll(() => server?.close());

  it('lists a drawn game with its numbers, commitment and revealed seed, as the public evidence has them', async () => {
    const page = await operatorOk<Results>(server.url, 'listResults', { siteId: 1 }, admin);
    const drawn = page.results.find((r) => r.gameInstanceId === drawnId)!;
    const evidence = (await evidenceOf(server.url, `draw/${drawnId}`)).body;
    expect(drawn).toMatchObject({
      gameId: 102,
      status: 'ENDED',
      draws: evidence.draws,
      seed: evidence.seed,
      seedCommitment: evidence.commitment.seedHash,
      playCount: 1,
    });
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(page.gameTypes).toContainEqual({ gameId: 102, title: 'Fast 5/35' });
    const cancelled = page.results.find((r) => r.gameInstanceId === cancelledId)!;
    expect(cancelled).toMatchObject({ status: 'REFUNDED', seed: null, draws: null, drawnAt: null });

    const detail = await operatorOk<Result>(server.url, 'getResult', { gameInstanceId: drawnId }, admin);
    expect(detail).toMatchObject({
      result: { gameInstanceId: drawnId, seed: evidence.seed },
      drawContext: String(drawnId),
      evidenceUrl: `/api/evidence/draw/${drawnId}`,
    });
  });

  it('filters by game, state and date and pages on the server', async () => {
    const call = (params: object) => operatorOk<Results>(server.url, 'listResults', params, admin);
    const fast = await call({ gameId: 102 });
    expect(fast.results.every((r) => r.gameId === 102)).toBe(true);
    expect(fast.results.map((r) => r.gameInstanceId)).toContain(drawnId);
    expect((await call({ status: 'REFUNDED' })).results.every((r) => r.status === 'REFUNDED')).toBe(true);
    const drawnAt = fast.results.find((r) => r.gameInstanceId === drawnId)!.drawnAt!;
    expect(
      (await call({ gameId: 102, from: drawnAt + 1 })).results.map((r) => r.gameInstanceId),
    ).not.toContain(drawnId);
    const thatMoment = await call({ gameId: 102, from: drawnAt, to: drawnAt + 1 });
    expect(thatMoment.results.map((r) => r.gameInstanceId)).toContain(drawnId);
    expect(thatMoment.results.every((r) => r.drawnAt === drawnAt)).toBe(true);
    const ascending = (await call({ sort: 'gameInstanceId', dir: 'asc' })).results.map(
      (r) => r.gameInstanceId,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const all = await call({});
    const first = await call({ limit: 1 });
    const second = await call({ limit: 1, offset: 1 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([...first.results, ...second.results].map((r) => r.gameInstanceId)).toEqual(
      all.results.slice(0, 2).map((r) => r.gameInstanceId),
    );
  });

  it('keeps an operator to the sites in scope, and refuses bad params with the fields', async () => {
    const reader = await makeOperator('reader-2', 'readonly', [2]);
    const mine = await operatorOk<Results>(server.url, 'listResults', {}, reader);
    expect(mine.results.map((r) => r.gameInstanceId)).toContain(drawnId); // Fast 5/35 is sold on site 2 too
    expect(mine.results.map((r) => r.gameInstanceId)).not.toContain(cancelledId); // Free Daily: sites 1, 3
    expect(mine.gameTypes.some((g) => g.gameId === 301)).toBe(false);
    expect(
      await operatorCall(server.url, 'getResult', { gameInstanceId: cancelledId }, reader),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });
    expect(await operatorCall(server.url, 'listResults', { siteId: 1 }, reader)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    expect(await operatorCall(server.url, 'listResults', { limit: 1000 }, reader)).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
    expect(await operatorCall(server.url, 'listResults', { sort: 'seed' }, reader)).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
    expect(await operatorCall(server.url, 'listResults', { status: 'OPEN' }, reader)).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
    // A game still open is no result yet.
    const { games } = await operatorOk<{ games: GameSummary[] }>(server.url, 'listGames', {}, admin);
    const open = games.find((g) => g.status === 'OPEN')!;
    expect(
      await operatorCall(server.url, 'getResult', { gameInstanceId: open.gameInstanceId }, admin),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
  });
});
