import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorResult } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { startTestServer } from '../support/testServer';

type Rooms = OperatorResult<'listBingoRooms'>;

describe('bingo rooms from the back office', () => {
  let server: RunningServer;
  let admin: string;
  let ops2: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.engine.tick(); // opens the demo games
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
    await operatorsRepo.create(
      server.services.db,
      {
        username: 'ops-bingo-2',
        passwordHash: await hashPassword('ten chars please'),
        role: 'operations',
        sites: [2],
        totpRequired: false,
        mustChangePassword: false,
      },
      Date.now(),
    );
    ops2 = await operatorLogin(server.url, 'ops-bingo-2', 'ten chars please');
  }, 120_000);
  afterAll(() => server?.close());

  it("lists each room's terms and its open games, for the operator's sites only", async () => {
    const { rooms } = await operatorOk<Rooms>(server.url, 'listBingoRooms', { siteId: 1 }, admin);
    expect(rooms.map((r) => r.gameId)).toEqual([501, 502]);
    expect(rooms[0]).toMatchObject({
      title: 'Bingo 75 Blast',
      format: 75,
      cardPriceMinor: 50,
      jackpotCalls: 45,
      patterns: [
        { pattern: 'line', prizePercentage: 20, guaranteedPrizeMinor: 200 },
        { pattern: 'corners', prizePercentage: 20, guaranteedPrizeMinor: 0 },
        { pattern: 'fullBox', prizePercentage: 60, guaranteedPrizeMinor: 1000 },
      ],
    });
    expect(rooms[1]).toMatchObject({ format: 90, strips: true });
    expect(rooms[0].games[0]).toMatchObject({ status: 'OPEN', cards: 0, called: null });
    const mine = await operatorOk<Rooms>(server.url, 'listBingoRooms', {}, ops2);
    expect(mine.rooms.map((r) => r.gameId)).toEqual([503]);
    expect(await operatorCall(server.url, 'listBingoRooms', { siteId: 1 }, ops2)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    expect(await operatorCall(server.url, 'listBingoRooms', { siteId: 'one' }, admin)).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
  });

  it("cancels a room's game with the engine's cancelGame, in scope only, audited", async () => {
    const { rooms } = await operatorOk<Rooms>(server.url, 'listBingoRooms', {}, admin);
    const blast = rooms.find((r) => r.gameId === 501)!.games[0];
    expect(
      await operatorCall(
        server.url,
        'cancelGame',
        { gameInstanceId: blast.gameInstanceId, reason: 'Not mine' },
        ops2,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.Forbidden' } });
    await operatorOk(
      server.url,
      'cancelGame',
      { gameInstanceId: blast.gameInstanceId, reason: 'Caller fault' },
      admin,
    );
    const after = (await operatorOk<Rooms>(server.url, 'listBingoRooms', { siteId: 1 }, admin)).rooms[0]
      .games;
    expect(after.find((g) => g.gameInstanceId === blast.gameInstanceId)?.status ?? 'REFUNDED').toBe(
      'REFUNDED',
    );
    const [entry] = (
      await operatorOk<{ entries: AuditEntry[] }>(server.url, 'getAuditLog', { action: 'cancelGame' }, admin)
    ).entries;
    expect(entry).toMatchObject({
      target: `game instance ${blast.gameInstanceId}`,
      reason: 'Caller fault',
      siteId: 1,
    });
  });
});
