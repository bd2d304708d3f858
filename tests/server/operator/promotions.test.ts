import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CouponInput, OperatorResult } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { hashPassword } from '../../../server/domain/players/password';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

type Coupons = OperatorResult<'listCoupons'>;

const SPRING: CouponInput = {
  code: 'SPRING25',
  instant: true,
  amountMinor: 2500,
  percentOfDeposit: 0,
  currency: 'USD',
  active: true,
  maxPerPlayer: 1,
  minDepositMinor: 0,
  usage: 'standalone',
  wageringMultiplier: 0,
  memberIds: [1],
};

describe('coupons and jackpots from the back office', () => {
  let server: RunningServer;
  let admin: string;
  let player: string;

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
  const validate = async (couponCode: string) =>
    (
      await httpCall(
        server.url,
        'validateCoupon',
        { couponCode, amount: 0, currencyId: 'USD' },
        { endpoint: 'process', token: player },
      )
    ).body;
  const coupons = async (token = admin) =>
    (await operatorOk<Coupons>(server.url, 'listCoupons', {}, token)).coupons;
  const auditCount = async (action: string) =>
    (
      await operatorOk<{ total: number; entries: AuditEntry[] }>(server.url, 'getAuditLog', { action }, admin)
    ).entries.filter((e) => e.outcome === 'done').length;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
    player = (await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
  }, 120_000);
  afterAll(() => server?.close());

  it('disables a configured coupon: players are refused it at once; enabled again, it works', async () => {
    expect((await coupons()).find((c) => c.code === 'WELCOME10')).toMatchObject({
      source: 'configuration',
      active: true,
      uses: 0,
    });
    expect(await validate('welcome10')).toMatchObject({ ok: true });
    const { coupon } = await operatorOk<OperatorResult<'setCouponActive'>>(
      server.url,
      'setCouponActive',
      { code: 'welcome10', active: false, reason: 'Campaign over' },
      admin,
    );
    expect(coupon).toMatchObject({ code: 'WELCOME10', active: false, source: 'console', updatedBy: 'admin' });
    expect(await validate('WELCOME10')).toMatchObject({ ok: false, fault: { code: '51' } });
    expect(
      await operatorCall(
        server.url,
        'setCouponActive',
        { code: 'WELCOME10', active: false, reason: 'Again' },
        admin,
      ),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Conflict', message: 'Coupon WELCOME10 is disabled already' },
    });
    const [entry] = (
      await operatorOk<{ entries: AuditEntry[] }>(
        server.url,
        'getAuditLog',
        { action: 'setCouponActive' },
        admin,
      )
    ).entries;
    expect(entry).toMatchObject({
      target: 'coupon WELCOME10',
      before: { active: true },
      after: { active: false },
      reason: 'Campaign over',
    });
    await operatorOk(
      server.url,
      'setCouponActive',
      { code: 'WELCOME10', active: true, reason: 'Back on' },
      admin,
    );
    expect(await validate('WELCOME10')).toMatchObject({ ok: true });
  });

  it('creates a coupon players can use at once, then changes it; audited with before and after', async () => {
    expect(await validate('SPRING25')).toMatchObject({ ok: false, fault: { code: '50' } });
    await operatorOk(
      server.url,
      'saveCoupon',
      { coupon: SPRING, create: true, reason: 'Spring campaign' },
      admin,
    );
    expect(await validate('spring25')).toMatchObject({
      ok: true,
      result: { couponAmount: 25, instantCoupon: true },
    });
    expect(
      await operatorCall(server.url, 'saveCoupon', { coupon: SPRING, create: true, reason: 'Twice' }, admin),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Conflict', message: 'Coupon SPRING25 exists already' },
    });
    const { coupon } = await operatorOk<OperatorResult<'saveCoupon'>>(
      server.url,
      'saveCoupon',
      { coupon: { ...SPRING, amountMinor: 3000 }, create: false, reason: 'Raised' },
      admin,
    );
    expect(coupon).toMatchObject({ code: 'SPRING25', amountMinor: 3000, source: 'console' });
    expect(await validate('SPRING25')).toMatchObject({ result: { couponAmount: 30 } });
    const [entry] = (
      await operatorOk<{ entries: AuditEntry[] }>(server.url, 'getAuditLog', { action: 'saveCoupon' }, admin)
    ).entries;
    expect(entry).toMatchObject({
      siteId: 1,
      before: { code: 'SPRING25', amountMinor: 2500 },
      after: { code: 'SPRING25', amountMinor: 3000 },
      reason: 'Raised',
    });
  });

  it('refuses a coupon that breaks the rules, with the reason, storing nothing', async () => {
    const save = (coupon: object, create = true) =>
      operatorCall(
        server.url,
        'saveCoupon',
        { coupon: { ...SPRING, code: 'BAD1', ...coupon }, create, reason: 'Try' },
        admin,
      );
    const saved = await auditCount('saveCoupon');
    expect(await save({ currency: 'XYZ' })).toMatchObject({
      fault: { code: 'Operator.Refused', message: 'Unknown currency XYZ' },
    });
    expect(await save({ amountMinor: 0 })).toMatchObject({ fault: { code: 'Operator.Refused' } });
    expect(await save({ validFrom: 2_000, validUntil: 1_000 })).toMatchObject({
      fault: { code: 'Operator.Refused', message: 'The coupon must end after it starts' },
    });
    expect(await save({ currency: 'FPP', memberIds: [2] })).toMatchObject({
      fault: { code: 'Operator.Refused', message: 'Lucky Cartoon (site 2) does not serve FPP' },
    });
    expect(await save({ memberIds: [9] })).toMatchObject({
      fault: { code: 'Operator.NotFound', message: 'No site 9' },
    });
    expect(await save({ code: 'x' })).toMatchObject({ fault: { code: 'Server.Validation' } });
    expect(await save({ maxPerPlayer: 0 })).toMatchObject({ fault: { code: 'Server.Validation' } });
    expect(await save({}, false)).toMatchObject({
      fault: { code: 'Operator.NotFound', message: 'No coupon BAD1' },
    });
    expect(await auditCount('saveCoupon')).toBe(saved);
    expect((await coupons()).some((c) => c.code === 'BAD1')).toBe(false);
  });

  it('keeps roles and sites to what they may change', async () => {
    const finance = await makeOperator('finance-promo', 'finance', 'all');
    const ops2 = await makeOperator('ops-promo-2', 'operations', [2]);
    expect(
      await operatorCall(
        server.url,
        'setCouponActive',
        { code: 'EURO5', active: false, reason: 'Not mine' },
        finance,
      ),
    ).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'The finance role may not call setCouponActive' },
    });
    expect((await coupons(finance)).length).toBeGreaterThan(0); // but reads them
    expect(
      await operatorCall(
        server.url,
        'setCouponActive',
        { code: 'EURO5', active: false, reason: 'Mine?' },
        ops2,
      ),
    ).toMatchObject({
      fault: {
        code: 'Operator.Forbidden',
        message: 'Coupon EURO5 works on every site: only operators of every site may change it',
      },
    });
    expect(
      await operatorCall(server.url, 'saveCoupon', { coupon: SPRING, create: false, reason: 'Mine?' }, ops2),
    ).toMatchObject({ fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' } });
    const euro = { ...SPRING, code: 'EURO2ONLY', currency: 'EUR', memberIds: [2] };
    await operatorOk(server.url, 'saveCoupon', { coupon: euro, create: true, reason: 'Site 2 promo' }, ops2);
    const seen = (await coupons(ops2)).map((c) => c.code);
    expect(seen).toContain('EURO2ONLY');
    expect(seen).not.toContain('SPRING25'); // site 1 only
    expect(await operatorCall(server.url, 'listCoupons', { siteId: 1 }, ops2)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
  });

  it('lists the progressive jackpots of the sites with what they hold', async () => {
    const { jackpots } = await operatorOk<OperatorResult<'listJackpots'>>(
      server.url,
      'listJackpots',
      {},
      admin,
    );
    expect(jackpots.map((j) => j.gameId)).toEqual([101, 501]);
    expect(jackpots[0]).toMatchObject({
      title: 'Mega 6/49',
      seedMinor: 100_000_000,
      contributionPercentage: 10,
    });
    expect(jackpots[0].amountMinor).toBeGreaterThanOrEqual(100_000_000);
    const ops2 = await operatorLogin(server.url, 'ops-promo-2', 'ten chars please');
    const theirs = (await operatorOk<OperatorResult<'listJackpots'>>(server.url, 'listJackpots', {}, ops2))
      .jackpots;
    expect(theirs.map((j) => j.gameId)).toEqual([101]); // Mega 6/49 is sold on site 2; the bingo room is not
  });
});
