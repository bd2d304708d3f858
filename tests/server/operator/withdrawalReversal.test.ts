import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, WithdrawalListing } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { ledgerCheck } from '../../../server/domain/ledger/check';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/**
 * The demo configuration with the sandbox's answers held for an hour: an approved withdrawal stays
 * `paying` (with the provider) until the test delivers the provider's answer itself.
 */
function heldProviderConfig(): string {
  const config = JSON.parse(readFileSync('config/demo.json', 'utf8'));
  config.payments = { ...config.payments, settleDelayMs: 3_600_000 };
  // Read beside the configuration file: the copy names the demo's own.
  config.geo.ipTableFile = resolve('config', config.geo.ipTableFile);
  const path = join(mkdtempSync(join(tmpdir(), 'drawhall-reversal-')), 'config.json');
  writeFileSync(path, JSON.stringify(config));
  return path;
}

describe('reversing a withdrawal the provider returned', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let playerToken: string;
  let demo: number;

  const player = async (name: string, params: unknown = {}) =>
    (await httpCall(url, name, params, { token: playerToken })).body as Any;
  const cash = async () =>
    Math.round(
      ((await player('getPlayerAccountBalance', { currencyId: 'USD' })).result.accountBalance as number) *
        100,
    );
  const withdraw = async (amount: number) => {
    const reply = await player('payoutSubmit', { amount, currencyId: 'USD', method: 'bankTransfer' });
    expect(reply.fault).toBeUndefined();
    return reply.result.withdrawal.id as number;
  };
  const approve = async (withdrawalId: number) =>
    (
      await operatorOk<{ status: string }>(
        url,
        'decideWithdrawal',
        { withdrawalId, approve: true, reason: 'documents checked' },
        admin,
      )
    ).status;
  const reverse = (withdrawalId: number, token = admin) =>
    operatorCall(
      url,
      'reverseWithdrawal',
      { withdrawalId, reason: 'returned by the bank: account closed' },
      token,
    );
  /** The provider's held answer to the payout, delivered now. */
  const providerAnswers = async (withdrawalId: number, type: 'payout.paid' | 'payout.failed') => {
    const [order] = await server.services.db.query<{
      provider_ref: string;
      amount_minor: string;
      fee_minor: string;
    }>('SELECT provider_ref, amount_minor, fee_minor FROM cashier_orders WHERE id = $1', [withdrawalId]);
    return server.services.cashier.applyProviderEvent({
      eventId: `held-${withdrawalId}-${type}`,
      type,
      ref: order!.provider_ref,
      orderId: withdrawalId,
      amountMinor: Number(order!.amount_minor) - Number(order!.fee_minor),
      currency: 'USD',
    });
  };

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer({ configPath: heldProviderConfig() }));
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    playerToken = (await httpCall(url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
    // Withdrawals need a deposit first: an mBoB request, settled from the console.
    const request = await player('depositRequestInfo', { amount: 100, currencyId: 'USD' });
    await operatorOk(
      url,
      'settleDepositRequest',
      { orderId: request.result.requestId, reason: 'bank statement' },
      admin,
    );
  }, 120_000);
  afterAll(() => stop?.());

  it('returns the money of a paying withdrawal to the player, once, audited; the late answer moves nothing', async () => {
    const before = await cash();
    const id = await withdraw(20);
    expect(await approve(id)).toBe('paying');
    expect(await cash()).toBe(before - 2000);
    expect(
      await operatorOk(
        url,
        'reverseWithdrawal',
        { withdrawalId: id, reason: 'returned: account closed' },
        admin,
      ),
    ).toEqual({
      done: true,
      status: 'declined',
    });
    expect(await cash()).toBe(before);
    const [legs] = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [`withdrawal.failed:${id}`],
    );
    expect(legs!.n).toBe(1);
    const declined = await operatorOk<{ withdrawals: WithdrawalListing[] }>(
      url,
      'listWithdrawals',
      { status: 'declined' },
      admin,
    );
    expect(declined.withdrawals.find((w) => w.withdrawalId === id)).toMatchObject({
      decidedBy: 'admin',
      reason: 'returned: account closed',
    });
    const entries = (
      await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action: 'reverseWithdrawal' }, admin)
    ).entries.filter((e) => e.target === `withdrawal ${id}`);
    expect(entries).toEqual([
      expect.objectContaining({
        siteId: 1,
        before: { status: 'paying', playerId: demo, currency: 'USD', amount: 2000 },
        after: { status: 'declined' },
        reason: 'returned: account closed',
      }),
    ]);

    expect(await reverse(id)).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Conflict',
        message: `Withdrawal ${id} is no longer being paid (declined); nothing changed`,
      },
    });
    // The provider's answer, late: the order is closed, so neither a payment nor a refund is applied.
    expect((await providerAnswers(id, 'payout.paid')).applied).toBe(false);
    expect((await providerAnswers(id, 'payout.failed')).applied).toBe(false);
    expect(await cash()).toBe(before);
  });

  it('refuses a withdrawal still waiting for a decision (reject it instead) and one already paid', async () => {
    const before = await cash();
    const pending = await withdraw(10);
    expect(await reverse(pending)).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Refused',
        message: `Withdrawal ${pending} is not being paid: reject it instead`,
      },
    });
    expect(await cash()).toBe(before - 1000);
    expect(await approve(pending)).toBe('paying');
    expect((await providerAnswers(pending, 'payout.paid')).applied).toBe(true);
    expect(await reverse(pending)).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Refused',
        message: `Withdrawal ${pending} has been paid and cannot be reversed`,
      },
    });
    expect(await cash()).toBe(before - 1000);
  });

  it('reverses once when two operators click at the same time', async () => {
    const before = await cash();
    const id = await withdraw(15);
    await approve(id);
    const finance = await operatorWith(server, 'finance', [1]);
    const replies = await Promise.all([reverse(id), reverse(id, finance.token), reverse(id, finance.token)]);
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    for (const r of replies.filter((reply) => !reply.ok))
      expect(r).toMatchObject({ fault: { code: 'Operator.Conflict' } });
    expect(await cash()).toBe(before);
  });

  it('keeps the reversal to cashiers of the withdrawal’s site', async () => {
    const id = await withdraw(10);
    await approve(id);
    const other = await operatorWith(server, 'finance', [2]);
    expect(await reverse(id, other.token)).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    const roles: Record<OperatorRole, string> = {
      owner: 'Operator.NotFound',
      finance: 'Operator.NotFound',
      operations: 'Operator.Forbidden',
      compliance: 'Operator.Forbidden',
      support: 'Operator.Forbidden',
      readonly: 'Operator.Forbidden',
    };
    for (const [role, code] of Object.entries(roles)) {
      const { token } = await operatorWith(server, role as OperatorRole);
      const reply = await operatorCall(
        url,
        'reverseWithdrawal',
        { withdrawalId: 999_999, reason: 'role test' },
        token,
      );
      expect({ role, code: reply.ok ? 'ok' : reply.fault.code }).toEqual({ role, code });
    }
    expect((await reverse(id)).ok).toBe(true);
  });

  it('leaves the ledger balanced', async () => {
    expect((await ledgerCheck(server.services.db)).ok).toBe(true);
  });
});
