import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorResult } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { until } from '../support/fairPlay';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { startTestServer } from '../support/testServer';

/** The demo's Euro Wheel: a spinner of site 2 only, 10,000 tickets a pool, 50 pools. */
const EURO_WHEEL = 612;
/** Prize Wheel: a spinner of site 1. */
const PRIZE_WHEEL = 603;

type Games = OperatorResult<'listInstantGames'>;
type Pools = OperatorResult<'listInstantPools'>;

describe('instant pools from the back office', () => {
  let server: RunningServer;
  let admin: string;

  const makeOperator = async (username: string, role: OperatorRole, sites: number[] | 'all') => {
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
  const game = async (gameId: number, token = admin) =>
    (await operatorOk<Games>(server.url, 'listInstantGames', {}, token)).games.find(
      (g) => g.gameId === gameId,
    )!;
  const audit = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(server.url, 'getAuditLog', { action }, admin)).entries;
  const builds = async () =>
    (
      await server.services.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM instant_pool_builds')
    )[0].n;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => server?.close());

  it('builds and commits the next pool, its progress followed to the end, both steps audited', async () => {
    const before = await game(EURO_WHEEL);
    expect(before).toMatchObject({
      poolsBuilt: 0,
      poolsPlanned: 50,
      poolSize: 10_000,
      onSale: null,
      build: null,
    });
    const { build } = await operatorOk<OperatorResult<'buildInstantPool'>>(
      server.url,
      'buildInstantPool',
      { gameId: EURO_WHEEL },
      admin,
    );
    expect(build).toMatchObject({ gameId: EURO_WHEEL, poolNo: 1, status: 'building', operator: 'admin' });
    // One build at a time per game: a second press while it runs changes nothing.
    const twice = await operatorCall(server.url, 'buildInstantPool', { gameId: EURO_WHEEL }, admin);
    expect(twice).toMatchObject({ ok: false, fault: { code: 'Operator.Conflict' } });
    await until(async () => (await game(EURO_WHEEL)).build?.status === 'committed', 'the build');
    const after = await game(EURO_WHEEL);
    expect(after.build).toMatchObject({ poolNo: 1, progress: 1, error: null });
    expect(after).toMatchObject({
      poolsBuilt: 1,
      onSale: { poolNo: 1, status: 'selling', sold: 0, left: 10_000 },
    });
    expect(after.onSale!.seed).toBeNull();
    expect(after.onSale!.prizesLeft[0].left).toBe(after.onSale!.prizesLeft[0].count);
    const [started] = await audit('buildInstantPool');
    expect(started).toMatchObject({
      siteId: 2,
      target: `instant game ${EURO_WHEEL}`,
      before: { poolsBuilt: 0, poolsPlanned: 50 },
      after: { buildId: build.buildId, poolNo: 1 },
      outcome: 'done',
    });
    const [committed] = await audit('commitInstantPool');
    expect(committed).toMatchObject({
      operator: 'admin',
      target: `instant game ${EURO_WHEEL} pool 1`,
      after: { poolNo: 1, seedHash: after.onSale!.seedHash, merkleRoot: after.onSale!.merkleRoot },
    });
  });

  it('retires the pool on sale: its seed revealed (matching the commitment), audited with the reason; only once', async () => {
    const refusedBadReason = await operatorCall(
      server.url,
      'retireInstantPool',
      { gameId: EURO_WHEEL, poolNo: 1, reason: 'x' },
      admin,
    );
    expect(refusedBadReason).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    expect((await game(EURO_WHEEL)).onSale?.status).toBe('selling');

    const { pool } = await operatorOk<OperatorResult<'retireInstantPool'>>(
      server.url,
      'retireInstantPool',
      { gameId: EURO_WHEEL, poolNo: 1, reason: 'Prize table change' },
      admin,
    );
    expect(pool).toMatchObject({ poolNo: 1, status: 'retired' });
    expect(createHash('sha256').update(Buffer.from(pool.seed!, 'hex')).digest('hex')).toBe(pool.seedHash);
    const [entry] = await audit('retireInstantPool');
    expect(entry).toMatchObject({
      reason: 'Prize table change',
      before: { status: 'selling', sold: 0, seedRevealed: false },
      after: { status: 'retired', seedRevealed: true, seed: pool.seed },
    });
    expect(
      await operatorCall(
        server.url,
        'retireInstantPool',
        { gameId: EURO_WHEEL, poolNo: 1, reason: 'Again' },
        admin,
      ),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Conflict', message: 'Pool 1 of Euro Wheel is retired already' },
    });
    expect(
      await operatorCall(
        server.url,
        'retireInstantPool',
        { gameId: EURO_WHEEL, poolNo: 9, reason: 'None' },
        admin,
      ),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });
    const page = await operatorOk<Pools>(server.url, 'listInstantPools', { gameId: EURO_WHEEL }, admin);
    expect(page).toMatchObject({ total: 1, pools: [{ poolNo: 1, status: 'retired', seed: pool.seed }] });
    expect((await game(EURO_WHEEL)).onSale).toBeNull();
    expect(
      (
        await operatorOk<Pools>(
          server.url,
          'listInstantPools',
          { gameId: EURO_WHEEL, status: 'selling' },
          admin,
        )
      ).total,
    ).toBe(0);
  });

  it('refuses roles that only read, sites out of scope and bad params, changing nothing', async () => {
    const finance = await makeOperator('finance-all', 'finance', 'all');
    const ops2 = await makeOperator('ops-site-2', 'operations', [2]);
    const buildsBefore = await builds();
    expect(await operatorCall(server.url, 'buildInstantPool', { gameId: EURO_WHEEL }, finance)).toMatchObject(
      {
        ok: false,
        fault: { code: 'Operator.Forbidden', message: 'The finance role may not call buildInstantPool' },
      },
    );
    expect((await game(EURO_WHEEL, finance)).poolsBuilt).toBe(1); // but reads
    expect(await operatorCall(server.url, 'buildInstantPool', { gameId: PRIZE_WHEEL }, ops2)).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Forbidden',
        message: `Instant game ${PRIZE_WHEEL} is sold on site 1, not in your scope`,
      },
    });
    expect(
      await operatorCall(
        server.url,
        'retireInstantPool',
        { gameId: PRIZE_WHEEL, poolNo: 1, reason: 'Not mine' },
        ops2,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.Forbidden' } });
    expect(await operatorCall(server.url, 'listInstantPools', { gameId: PRIZE_WHEEL }, ops2)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });
    expect(
      (await operatorOk<Games>(server.url, 'listInstantGames', {}, ops2)).games.map((g) => g.gameId),
    ).toEqual([611, 612, 613]);
    expect(await operatorCall(server.url, 'listInstantGames', { siteId: 1 }, ops2)).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    expect(await operatorCall(server.url, 'buildInstantPool', { gameId: 0 }, admin)).toMatchObject({
      fault: { code: 'Server.Validation' },
    });
    expect(await operatorCall(server.url, 'buildInstantPool', { gameId: 999 }, admin)).toMatchObject({
      fault: { code: 'Operator.NotFound', message: 'No instant game 999' },
    });
    expect(await builds()).toBe(buildsBefore);
    const refusals = (await audit('buildInstantPool')).filter((e) => e.outcome === 'refused');
    expect(refusals.map((e) => e.operator)).toContain('finance-all');
  });

  it('refuses a build once the game has built every pool it plans', async () => {
    const { db } = server.services;
    // Pools 2 to 50 of the Euro Wheel, as if built and sold long ago (only their count matters here).
    await db.query(
      `INSERT INTO instant_pools (game_id, pool_no, pool_size, seed, seed_hash, merkle_root, rules, sold, status, seed_revealed, created_at)
       SELECT $1, n, 10000, '', '', '', rules, 10000, 'soldOut', true, 0 FROM generate_series(2, 50) n,
         (SELECT rules FROM instant_pools WHERE game_id = $1 AND pool_no = 1) r`,
      [EURO_WHEEL],
    );
    expect(await operatorCall(server.url, 'buildInstantPool', { gameId: EURO_WHEEL }, admin)).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Refused',
        message: 'Euro Wheel has built all its 50 pools; it closes when the last is sold',
      },
    });
  });
  it("pages and sorts a game's pools on the server", async () => {
    const call = (params: object) =>
      operatorOk<Pools>(server.url, 'listInstantPools', { gameId: EURO_WHEEL, ...params }, admin);
    const newest = await call({ limit: 5 });
    expect(newest.total).toBe(50);
    expect(newest.pools.map((p) => p.poolNo)).toEqual([50, 49, 48, 47, 46]);
    expect(
      (await call({ sort: 'poolNo', dir: 'asc', limit: 2, offset: 1 })).pools.map((p) => p.poolNo),
    ).toEqual([2, 3]);
    expect((await call({ status: 'retired' })).pools.map((p) => p.poolNo)).toEqual([1]);
  });
});
