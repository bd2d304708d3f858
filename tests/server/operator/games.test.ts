import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, GameSummary } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { createAnnouncer } from '../../../server/domain/engine/announcer';
import { createGameOperations } from '../../../server/domain/engine/operations';
import { instancesRepo } from '../../../server/domain/games/instancesRepo';
import { currencyBook } from '../../../server/domain/money';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

describe('games from the back office', () => {
  let server: RunningServer;
  let url: string;
  let admin: string;
  let playerToken: string;

  const cash = async () => {
    const reply = await httpCall(url, 'getPlayerAccounts', {}, { endpoint: 'process', token: playerToken });
    const accounts = (reply.body as { result: { type: string; accountBalance: number }[] }).result;
    return accounts.map((a) => `${a.type} ${a.accountBalance}`).join(', ');
  };
  const games = async (token = admin, siteId?: number) =>
    (await operatorOk<{ games: GameSummary[] }>(url, 'listGames', siteId ? { siteId } : {}, token)).games;

  beforeAll(async () => {
    server = await startTestServer();
    url = server.url;
    await server.services.engine.tick(); // opens the demo games
    admin = await operatorLogin(url, 'admin', 'admin1234');
    playerToken = (await httpCall(url, 'login', DEMO_LOGIN)).token!;
  }, 120_000);
  afterAll(() => server?.close());

  it('cancels a game with plays: every play refunded, the reason in the audit log, a second cancel refused', async () => {
    const game = (await games()).find((g) => g.gameId === 102 && g.status === 'OPEN')!;
    expect(game).toBeTruthy();
    const before = await cash();
    const join = await httpCall(
      url,
      'joinGame',
      {
        gameId: 102,
        gameInstanceId: game.gameInstanceId,
        userPlays: [],
        userPlaysCount: 2,
        currencyId: 'USD',
        joinKey: 'op-cancel-1',
      },
      { endpoint: 'process', token: playerToken },
    );
    expect(join.body).toMatchObject({ ok: true, result: { exitCode: 0 } });
    expect(await cash()).not.toBe(before);

    const cancelled = await operatorOk(
      url,
      'cancelGame',
      { gameInstanceId: game.gameInstanceId, reason: 'Draw machine fault' },
      admin,
    );
    expect(cancelled).toEqual({ done: true, refundedPlays: 2 });
    await expect.poll(cash).toBe(before);
    const listed = (await games()).find((g) => g.gameInstanceId === game.gameInstanceId);
    expect(listed === undefined || listed.status === 'REFUNDED').toBe(true);
    const [entry] = (
      await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action: 'cancelGame' }, admin)
    ).entries;
    expect(entry).toMatchObject({
      reason: 'Draw machine fault',
      before: { status: 'OPEN', playCount: 2 },
      after: { status: 'REFUNDED' },
    });
    const again = await operatorCall(
      url,
      'cancelGame',
      { gameInstanceId: game.gameInstanceId, reason: 'Twice' },
      admin,
    );
    expect(again).toMatchObject({ ok: false, fault: { code: 'Operator.Refused' } });
  });

  it('reschedules into the future only, and keeps operators to games of their sites', async () => {
    const game = (await games()).find((g) => g.status === 'OPEN')!;
    const past = await operatorCall(
      url,
      'rescheduleGame',
      { gameInstanceId: game.gameInstanceId, startAt: Date.now() - 1000, reason: 'Oops' },
      admin,
    );
    expect(past).toMatchObject({ ok: false, fault: { code: 'Operator.Refused' } });
    const startAt = Date.now() + 3 * 3_600_000;
    const moved = await operatorOk(
      url,
      'rescheduleGame',
      { gameInstanceId: game.gameInstanceId, startAt, reason: 'Studio late' },
      admin,
    );
    expect(moved).toMatchObject({ done: true, startAt });

    await operatorsRepo.create(
      server.services.db,
      {
        username: 'ops-3',
        passwordHash: await hashPassword('ten chars please'),
        role: 'operations',
        sites: [3],
        totpRequired: false,
        mustChangePassword: false,
      },
      Date.now(),
    );
    const ops = await operatorLogin(url, 'ops-3', 'ten chars please');
    const mine = await games(ops);
    expect(mine.every((g) => g.siteIds.includes(3))).toBe(true);
    const foreign = (await games()).find((g) => !g.siteIds.includes(3))!;
    const refused = await operatorCall(
      url,
      'cancelGame',
      { gameInstanceId: foreign.gameInstanceId, reason: 'Not mine' },
      ops,
    );
    expect(refused).toMatchObject({ ok: false, fault: { code: 'Operator.Forbidden' } });
    expect(await operatorCall(url, 'listGames', { siteId: 1 }, ops)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
  });

  it("writes the audit entry in the engine's transaction: if the record fails, the game is not changed", async () => {
    const { services } = server;
    const currencies = currencyBook(services.config.currencies);
    const ops = createGameOperations({
      db: services.db,
      clock: services.clock,
      currencies,
      gameTypes: services.config.gameTypes,
      announcer: createAnnouncer({ feed: services.lobbyFeed, push: services.push, currencies }),
    });
    const game = (await games()).find((g) => g.status === 'OPEN')!;
    const failing = () => Promise.reject(new Error('audit log unavailable'));
    await expect(ops.cancel(game.gameInstanceId, failing)).rejects.toThrow('audit log unavailable');
    await expect(ops.reschedule(game.gameInstanceId, Date.now() + 7_200_000, failing)).rejects.toThrow(
      'audit log unavailable',
    );
    const row = await instancesRepo.byId(services.db, game.gameInstanceId);
    expect(row).toMatchObject({ status: 'OPEN', start_at: game.startAt, refund_phase: null });
  });
});
