import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustmentListing, AuditEntry, WithdrawalListing } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { TestCards } from '../../../server/domain/payments/testCards';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

// What each role may do with money, written out rather than read from the catalogue.
const MONEY_ROLES: Record<OperatorRole, boolean> = {
  owner: true,
  operations: false,
  finance: true,
  compliance: false,
  support: false,
  readonly: false,
};

describe('money in the back office (withdrawals, adjustments)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let playerToken: string;
  let demo: number;

  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;
  const player = async (name: string, params: unknown = {}) =>
    (await httpCall(url, name, params, { token: playerToken })).body as Any;
  const sandbox = () => server.services.cashier.provider as SandboxProvider;
  const cash = async () =>
    (await player('getPlayerAccountBalance', { currencyId: 'USD' })).result.accountBalance as number;
  const withdraw = async (amount: number) => {
    const reply = await player('payoutSubmit', { amount, currencyId: 'USD', method: 'card' });
    expect(reply.fault).toBeUndefined();
    return reply.result.withdrawal.id as number;
  };
  const queue = async (status?: string, token = admin) =>
    (
      await operatorOk<{ withdrawals: WithdrawalListing[] }>(
        url,
        'listWithdrawals',
        status ? { status } : {},
        token,
      )
    ).withdrawals;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    playerToken = (await httpCall(url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
    // Withdrawals need a deposit first.
    const step = await player('getDepositStep', {
      method: 'card',
      amount: 25,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    expect(step.result).toMatchObject({ step: 'pending' });
    await sandbox().idle();
  }, 120_000);
  afterAll(() => stop?.());

  it('lists a pending withdrawal; a rejection returns the money through the ledger, once', async () => {
    const before = await cash();
    const id = await withdraw(20);
    expect(await cash()).toBe(before - 20);
    expect(await queue()).toEqual([
      expect.objectContaining({
        withdrawalId: id,
        playerId: demo,
        username: 'demo',
        siteId: 1,
        status: 'pending',
        currency: 'USD',
        amount: 2000,
        fee: 100,
      }),
    ]);
    const decided = await operatorOk(
      url,
      'decideWithdrawal',
      { withdrawalId: id, approve: false, reason: 'name does not match the card' },
      admin,
    );
    expect(decided).toEqual({ done: true, status: 'declined' });
    expect(await cash()).toBe(before);
    expect(await queue()).toEqual([]);
    expect(await queue('declined')).toEqual([
      expect.objectContaining({
        withdrawalId: id,
        decidedBy: 'admin',
        reason: 'name does not match the card',
      }),
    ]);
    const [entry] = await auditOf('decideWithdrawal');
    expect(entry).toMatchObject({
      siteId: 1,
      target: `withdrawal ${id}`,
      before: { status: 'pending', playerId: demo, currency: 'USD', amount: 2000 },
      after: { status: 'declined' },
      reason: 'name does not match the card',
    });
    const [legs] = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [`withdrawal.failed:${id}`],
    );
    expect(legs!.n).toBe(1);

    const again = await operatorCall(
      url,
      'decideWithdrawal',
      { withdrawalId: id, approve: true, reason: 'oops' },
      admin,
    );
    expect(again).toMatchObject({ ok: false, fault: { code: 'Operator.Conflict' } });
    expect(await cash()).toBe(before);
  });

  it('decides once when two operators click at the same time', async () => {
    const before = await cash();
    const id = await withdraw(30);
    const finance = await operatorWith(server, 'finance');
    const replies = await Promise.all([
      operatorCall(url, 'decideWithdrawal', { withdrawalId: id, approve: true, reason: 'looks fine' }, admin),
      operatorCall(
        url,
        'decideWithdrawal',
        { withdrawalId: id, approve: false, reason: 'looks odd' },
        finance.token,
      ),
      operatorCall(
        url,
        'decideWithdrawal',
        { withdrawalId: id, approve: false, reason: 'looks odd' },
        finance.token,
      ),
    ]);
    const ok = replies.filter((r) => r.ok);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((reply) => !reply.ok))
      expect(r).toMatchObject({
        fault: { code: 'Operator.Conflict', message: `Withdrawal ${id} has already been decided` },
      });
    await sandbox().idle();
    const approved = (ok[0] as Any).result.status !== 'declined';
    expect(await cash()).toBe(approved ? before - 30 : before);
    const entries = (await auditOf('decideWithdrawal')).filter((e) => e.target === `withdrawal ${id}`);
    expect(entries).toHaveLength(1);
  });

  it('approves a withdrawal: it is paid out through the provider and leaves the queue', async () => {
    const before = await cash();
    const id = await withdraw(10);
    const decided = await operatorOk<{ status: string }>(
      url,
      'decideWithdrawal',
      { withdrawalId: id, approve: true, reason: 'checked' },
      admin,
    );
    expect(['paying', 'completed']).toContain(decided.status);
    await sandbox().idle();
    expect((await queue('completed')).map((w) => w.withdrawalId)).toContain(id);
    expect(await cash()).toBe(before - 10);
    expect((await queue()).map((w) => w.withdrawalId)).not.toContain(id);
    // The player can no longer cancel it.
    expect(await player('payoutCancel', { withdrawalId: id, currencyId: 'USD' })).toMatchObject({
      ok: false,
    });
  });

  it("keeps a finance operator to its sites' withdrawals", async () => {
    const id = await withdraw(10);
    const other = await operatorWith(server, 'finance', [2]);
    expect(await queue(undefined, other.token)).toEqual([]);
    expect(
      await operatorCall(
        url,
        'decideWithdrawal',
        { withdrawalId: id, approve: true, reason: 'mine?' },
        other.token,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    await operatorOk(url, 'decideWithdrawal', { withdrawalId: id, approve: false, reason: 'tidy up' }, admin);
  });

  const adjust = (params: object, token = admin) =>
    operatorCall(url, 'adjustBalance', { playerId: demo, account: 'cash', ...params }, token);
  const adjustOk = async (params: object, token = admin) => {
    const reply = (await adjust(params, token)) as Any;
    expect(reply.fault).toBeUndefined();
    return reply.result.adjustment as AdjustmentListing;
  };

  it('adjusts a balance at once up to the threshold, once per request key, never below zero', async () => {
    const before = await cash();
    const [first, second] = await Promise.all([
      adjustOk({ amount: 500, reason: 'goodwill for the outage', requestKey: 'adj-goodwill-1' }),
      adjustOk({ amount: 500, reason: 'goodwill for the outage', requestKey: 'adj-goodwill-1' }),
    ]);
    expect(first).toMatchObject({ status: 'done', amount: 500, currency: 'USD', requestedBy: 'admin' });
    expect(second!.adjustmentId).toBe(first!.adjustmentId);
    expect(await cash()).toBe(before + 5);
    const [moved] = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1 AND kind = 'adjustment'`,
      [`adjustment:${first!.adjustmentId}`],
    );
    expect(moved!.n).toBe(1);
    expect(
      await adjust({ amount: 700, reason: 'goodwill for the outage', requestKey: 'adj-goodwill-1' }),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.Refused' } });

    // The bonus balance (at most the seed's $10.00) is under the threshold: the debit is tried at once.
    const bonus = async () =>
      Number(
        (
          await server.services.db.query<{ b: number }>(
            `SELECT balance_minor AS b FROM accounts WHERE player_id = $1 AND currency = 'USD' AND type = 'bonus'`,
            [demo],
          )
        )[0]?.b ?? 0,
      );
    const all = await bonus();
    expect(
      await adjust({
        account: 'bonus',
        amount: -(all + 1),
        reason: 'claw back',
        requestKey: 'adj-overdraw-1',
      }),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Refused', message: 'The balance would go below zero' },
    });
    expect(await bonus()).toBe(all);
    const [stored] = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_adjustments WHERE request_key LIKE '%adj-overdraw-1'`,
    );
    expect(stored!.n).toBe(0);
    await adjustOk({ amount: -500, reason: 'goodwill reversed', requestKey: 'adj-goodwill-2' });
    expect(await cash()).toBe(before);

    const entries = (await auditOf('adjustBalance')).filter((e) => e.operator === 'admin');
    expect(entries.find((e) => (e.after as { repeated?: boolean }).repeated)).toBeTruthy();
    expect(
      entries.find(
        (e) =>
          (e.after as AdjustmentListing).adjustmentId === first!.adjustmentId &&
          !('repeated' in (e.after as object)),
      ),
    ).toMatchObject({
      target: `player ${demo}`,
      siteId: 1,
      reason: 'goodwill for the outage',
      after: { status: 'done', amount: 500 },
    });
  });

  it('holds a large adjustment until a different operator approves it, and applies it once', async () => {
    const before = await cash();
    const threshold = server.services.sites.get(1)!.operatorAdjustmentApprovalMinor;
    const finance = await operatorWith(server, 'finance');
    const pending = await adjustOk(
      { amount: threshold + 1, reason: 'lost prize restored', requestKey: 'adj-big-0001' },
      finance.token,
    );
    expect(pending).toMatchObject({ status: 'pending', approvedBy: null });
    expect(await cash()).toBe(before);
    const listed = await operatorOk<{ adjustments: AdjustmentListing[] }>(url, 'listAdjustments', {}, admin);
    expect(listed.adjustments.map((a) => a.adjustmentId)).toContain(pending.adjustmentId);

    expect(
      await operatorCall(url, 'approveAdjustment', { adjustmentId: pending.adjustmentId }, finance.token),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.Refused' } });
    expect(await cash()).toBe(before);

    const other = await operatorWith(server, 'finance');
    const replies = await Promise.all([
      operatorCall(url, 'approveAdjustment', { adjustmentId: pending.adjustmentId }, admin),
      operatorCall(url, 'approveAdjustment', { adjustmentId: pending.adjustmentId }, other.token),
    ]);
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    expect(replies.find((r) => !r.ok)).toMatchObject({ fault: { code: 'Operator.Conflict' } });
    expect(Math.round((await cash()) * 100)).toBe(Math.round(before * 100) + threshold + 1);
    const [approval] = await auditOf('approveAdjustment');
    expect(approval).toMatchObject({
      before: { adjustmentId: pending.adjustmentId, status: 'pending', requestedBy: finance.username },
      after: { status: 'done' },
    });
    const outsider = await operatorWith(server, 'finance', [2]);
    expect(
      await operatorCall(url, 'approveAdjustment', { adjustmentId: pending.adjustmentId }, outsider.token),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
  });

  it.each(Object.keys(MONEY_ROLES) as OperatorRole[])(
    'the %s role may handle money only if it is owner or finance',
    async (role) => {
      const { token } = await operatorWith(server, role);
      const calls = [
        ['listWithdrawals', {}],
        ['decideWithdrawal', { withdrawalId: 999_999, approve: false, reason: 'role test' }],
        [
          'adjustBalance',
          { playerId: 999_999, account: 'cash', amount: 1, reason: 'role test', requestKey: 'role-test-1' },
        ],
        ['approveAdjustment', { adjustmentId: 999_999 }],
        ['listAdjustments', {}],
      ] as const;
      for (const [call, params] of calls) {
        const reply = await operatorCall(url, call, params, token);
        const code = reply.ok ? 'ok' : reply.fault.code;
        expect({ call, code }).toEqual({
          call,
          code: MONEY_ROLES[role]
            ? call.startsWith('list')
              ? 'ok'
              : 'Operator.NotFound'
            : 'Operator.Forbidden',
        });
      }
    },
  );
});
