import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEvent, Topic, type PushMessage } from '../../../protocol/events';
import type { AuditEntry, CouponRedemptionListing, DepositListing } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { OrderEvent } from '../../../protocol/types';
import type { RunningServer } from '../../../server/app';
import { ledgerCheck } from '../../../server/domain/ledger/check';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

// Who may settle money in and read the redemptions, written out rather than read from the catalogue.
const CASHIER_ROLES: Record<OperatorRole, boolean> = {
  owner: true,
  operations: false,
  finance: true,
  compliance: false,
  support: false,
  readonly: false,
};
const REDEMPTION_READERS: Record<OperatorRole, boolean> = {
  owner: true,
  operations: true,
  finance: true,
  compliance: true,
  support: false,
  readonly: false,
};

describe('deposits and mBoB requests in the back office', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let playerToken: string;
  let demo: number;

  const player = async (name: string, params: unknown = {}) =>
    (await httpCall(url, name, params, { token: playerToken })).body as Any;
  const balance = async (type: 'cash' | 'bonus', playerId: number | null = demo) => {
    const [row] = await server.services.db.query<{ b: string }>(
      `SELECT balance_minor AS b FROM account_balances WHERE currency = 'USD' AND ${
        playerId === null ? `house_code = 'payment_clearing'` : `player_id = $1 AND type = '${type}'`
      }`,
      playerId === null ? [] : [playerId],
    );
    return Number(row?.b ?? 0);
  };
  const cash = () => balance('cash');
  const clearing = () => balance('cash', null);
  /** An mBoB deposit request of the demo player, as the player's cashier makes it. */
  const request = async (amount: number) => {
    const reply = await player('depositRequestInfo', { amount, currencyId: 'USD' });
    expect(reply.fault).toBeUndefined();
    return reply.result as { requestId: number; reference: string };
  };
  const deposits = async (params: object, token = admin) =>
    operatorOk<{ total: number; deposits: DepositListing[] }>(url, 'listDeposits', params, token);
  const auditOf = async (action: string, orderId: number) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries.filter(
      (e) => e.target === `deposit ${orderId}`,
    );
  const settle = (orderId: number, token = admin, reason = 'bank statement line 42') =>
    operatorCall(url, 'settleDepositRequest', { orderId, reason }, token);

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    playerToken = (await httpCall(url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
  }, 120_000);
  afterAll(() => stop?.());

  it('lists a pending request with its reference; settling credits the player once, from payment clearing', async () => {
    const { requestId, reference } = await request(20);
    const pending = await deposits({ method: 'mbob', status: 'pending' });
    expect(pending.deposits).toEqual([
      expect.objectContaining({
        orderId: requestId,
        playerId: demo,
        username: 'demo',
        siteId: 1,
        method: 'mbob',
        currency: 'USD',
        amount: 2000,
        status: 'pending',
        reference,
        settledAt: null,
      }),
    ]);
    const [cashBefore, clearingBefore] = [await cash(), await clearing()];
    const pushes: PushMessage<OrderEvent>[] = [];
    const unsubscribe = server.services.push.subscribe(Topic.cashierOf(demo), (push) =>
      pushes.push(push as PushMessage<OrderEvent>),
    );
    const settled = await operatorOk<{ deposit: DepositListing }>(
      url,
      'settleDepositRequest',
      { orderId: requestId, reason: 'bank statement line 42' },
      admin,
    );
    unsubscribe();
    expect(settled.deposit).toMatchObject({
      orderId: requestId,
      status: 'completed',
      decidedBy: 'admin',
      reason: 'bank statement line 42',
      settledAt: expect.any(Number),
    });
    expect(await cash()).toBe(cashBefore + 2000);
    expect(await clearing()).toBe(clearingBefore - 2000);
    // The player's open page hears the order complete (orderStatus 2).
    expect(pushes.find((p) => p.event === PushEvent.order)?.data).toMatchObject({
      orderId: requestId,
      orderStatus: 2,
    });
    expect(await player('checkDepositRequest', { requestId })).toMatchObject({
      result: { id: requestId },
    });
    const [entry, ...more] = await auditOf('settleDepositRequest', requestId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      operator: 'admin',
      siteId: 1,
      before: { status: 'pending', playerId: demo, currency: 'USD', amount: 2000, reference },
      after: { status: 'completed' },
      reason: 'bank statement line 42',
    });

    // A second click, or a decline after it: refused, nothing moves.
    for (const reply of [
      await settle(requestId),
      await operatorCall(url, 'declineDepositRequest', { orderId: requestId, reason: 'late' }, admin),
    ])
      expect(reply).toMatchObject({
        ok: false,
        fault: {
          code: 'Operator.Conflict',
          message: `Deposit request ${requestId} is no longer pending (completed); nothing changed`,
        },
      });
    expect(await cash()).toBe(cashBefore + 2000);
    const [legs] = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [`deposit:${requestId}`],
    );
    expect(legs!.n).toBe(1);
  });

  it('settles once when two operators click at the same time', async () => {
    const { requestId } = await request(15);
    const before = await cash();
    const finance = await operatorWith(server, 'finance', [1]);
    const replies = await Promise.all([
      settle(requestId),
      settle(requestId, finance.token),
      settle(requestId, finance.token),
    ]);
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    for (const r of replies.filter((reply) => !reply.ok))
      expect(r).toMatchObject({ fault: { code: 'Operator.Conflict' } });
    expect(await cash()).toBe(before + 1500);
    expect(await auditOf('settleDepositRequest', requestId)).toHaveLength(1);
  });

  it('declines a request the bank never paid: cancelled, no money moves, and it cannot be settled after', async () => {
    const { requestId } = await request(12);
    const [cashBefore, clearingBefore] = [await cash(), await clearing()];
    const declined = await operatorOk<{ deposit: DepositListing }>(
      url,
      'declineDepositRequest',
      { orderId: requestId, reason: 'no payment after five days' },
      admin,
    );
    expect(declined.deposit).toMatchObject({
      status: 'cancelled',
      decidedBy: 'admin',
      reason: 'no payment after five days',
    });
    expect([await cash(), await clearing()]).toEqual([cashBefore, clearingBefore]);
    expect((await player('getDepositRequests')).result).not.toContainEqual(
      expect.objectContaining({ id: requestId }),
    );
    expect(await auditOf('declineDepositRequest', requestId)).toEqual([
      expect.objectContaining({ after: { status: 'cancelled' }, reason: 'no payment after five days' }),
    ]);
    expect(await settle(requestId)).toMatchObject({ ok: false, fault: { code: 'Operator.Conflict' } });
    expect(await cash()).toBe(cashBefore);
    expect((await deposits({ status: 'cancelled', method: 'mbob' })).deposits[0]).toMatchObject({
      orderId: requestId,
    });
  });

  it('pays a coupon that came with the request when it settles, and lists the redemption', async () => {
    const step = await player('getDepositStep', {
      method: 'mbob',
      amount: 20,
      currencyId: 'USD',
      couponCode: 'MATCH50',
    });
    expect(step.result).toMatchObject({ step: 'pending' });
    const orderId = step.result.orderId as number;
    const [cashBefore, bonusBefore] = [await cash(), await balance('bonus')];
    expect((await settle(orderId)).ok).toBe(true);
    // MATCH50: half the deposit as bonus money, as the provider's settlement pays it.
    expect([await cash(), await balance('bonus')]).toEqual([cashBefore + 2000, bonusBefore + 1000]);
    const { redemptions, total } = await operatorOk<{
      total: number;
      redemptions: CouponRedemptionListing[];
    }>(url, 'listCouponRedemptions', { code: 'match50' }, admin);
    expect(total).toBe(1);
    expect(redemptions).toEqual([
      expect.objectContaining({
        code: 'MATCH50',
        playerId: demo,
        username: 'demo',
        siteId: 1,
        instant: false,
        currency: 'USD',
        amount: 1000,
        orderId,
        orderMethod: 'mbob',
        orderAmount: 2000,
      }),
    ]);
  });

  it('lists every method newest first a page at a time, and settles only mBoB requests', async () => {
    const coupon = await player('getDepositStep', {
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME10',
    });
    expect(coupon.result).toMatchObject({ step: 'done' });
    const all = await deposits({});
    expect(all.deposits[0]).toMatchObject({
      orderId: coupon.result.orderId,
      method: 'coupon',
      reference: null,
    });
    const ids = all.deposits.map((d) => d.orderId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await deposits({ limit: 1, offset: 1 });
    expect(second).toEqual({ total: all.total, deposits: [all.deposits[1]] });
    expect((await deposits({ method: 'coupon' })).deposits.every((d) => d.method === 'coupon')).toBe(true);
    expect(await settle(coupon.result.orderId)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound', message: `No deposit request ${coupon.result.orderId}` },
    });
    const redemptions = await operatorOk<{ redemptions: CouponRedemptionListing[] }>(
      url,
      'listCouponRedemptions',
      {},
      admin,
    );
    expect(redemptions.redemptions[0]).toMatchObject({
      code: 'WELCOME10',
      instant: true,
      amount: 1000,
      orderMethod: 'coupon',
    });
  });

  it("keeps a cashier of another site away from this site's deposits", async () => {
    const { requestId } = await request(10);
    const other = await operatorWith(server, 'finance', [2]);
    expect((await deposits({}, other.token)).deposits).toEqual([]);
    expect(await settle(requestId, other.token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound', message: `No deposit request ${requestId}` },
    });
    expect(
      await operatorCall(url, 'declineDepositRequest', { orderId: requestId, reason: 'mine?' }, other.token),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    for (const call of ['listDeposits', 'listCouponRedemptions'])
      expect(await operatorCall(url, call, { siteId: 1 }, other.token)).toMatchObject({
        ok: false,
        fault: { code: 'Operator.Forbidden' },
      });
    expect((await operatorOk<{ total: number }>(url, 'listCouponRedemptions', {}, other.token)).total).toBe(
      0,
    );
    expect((await deposits({ status: 'pending' })).deposits[0]).toMatchObject({ orderId: requestId });
  });

  it.each(Object.keys(CASHIER_ROLES) as OperatorRole[])(
    'the %s role may settle deposits only if it is owner or finance',
    async (role) => {
      const { token } = await operatorWith(server, role);
      const calls = [
        ['listDeposits', {}, CASHIER_ROLES[role] ? 'ok' : 'Operator.Forbidden'],
        [
          'settleDepositRequest',
          { orderId: 999_999, reason: 'role test' },
          CASHIER_ROLES[role] ? 'Operator.NotFound' : 'Operator.Forbidden',
        ],
        [
          'declineDepositRequest',
          { orderId: 999_999, reason: 'role test' },
          CASHIER_ROLES[role] ? 'Operator.NotFound' : 'Operator.Forbidden',
        ],
        ['listCouponRedemptions', {}, REDEMPTION_READERS[role] ? 'ok' : 'Operator.Forbidden'],
      ] as const;
      for (const [call, params, expected] of calls) {
        const reply = await operatorCall(url, call, params, token);
        expect({ call, code: reply.ok ? 'ok' : reply.fault.code }).toEqual({ call, code: expected });
      }
    },
  );

  it('leaves the ledger balanced', async () => {
    expect((await ledgerCheck(server.services.db)).ok).toBe(true);
  });
});
