// Finding (issue 36): the guest one-click checkout made an account for anyone's email without
// confirming it, and the address's real owner then met only "already registered". Now such an
// account cannot withdraw or earn referral rewards until its email is confirmed, and the owner is
// told how to claim the address: the reset path, whose mailed link also confirms it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../../../server/domain/payments/sandbox';
import { TestCards } from '../../../../server/domain/payments/testCards';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { tokenFromMessage } from '../../../../server/domain/messaging/templates';
import type { SessionInfo } from '../../../../server/ports/session';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('guest checkout accounts until their email is confirmed', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const guest = async (email: string, refStr?: string): Promise<SessionInfo> => {
    const name = `g${Math.random().toString(36).slice(2, 9)}`;
    const outcome = await rig.call(
      'registerAndLoginBeforeDeposit',
      { memberId: 1, username: name, email, password: 'abc12345', country: 'US', termsAccepted: true },
      { ip: freshIp() },
    );
    if (!outcome.ok || !outcome.token) throw new Error(JSON.stringify(outcome));
    const session = (await rig.services.sessions.resolve(outcome.token))!;
    if (refStr)
      await rig.services.db.query(
        `UPDATE players SET details = details || jsonb_build_object('refStr', $2::text) WHERE id = $1`,
        [session.playerId, refStr],
      );
    return session;
  };
  const deposit = async (session: SessionInfo) => {
    await rig.ok(
      'getDepositStep',
      { method: 'card', amount: 20, currencyId: 'USD', paymentId: TestCards.success },
      { session },
    );
    await (rig.services.cashier.provider as SandboxProvider).idle();
  };
  const blocker = async (session: SessionInfo) =>
    (
      await rig.ok<{ blocker?: { reason: string } }>(
        'getWithdrawalStep',
        { amount: 10, currencyId: 'USD' },
        { session },
      )
    ).blocker;

  it('cannot withdraw until the email is confirmed', async () => {
    const session = await guest('someone.else@example.test');
    await deposit(session);
    expect(await blocker(session)).toEqual({ reason: 'withdrawal.emailConfirmation' });
    const submit = await rig.call(
      'payoutSubmit',
      { amount: 10, currencyId: 'USD', method: 'card', password: 'abc12345' },
      { session },
    );
    expect(submit).toMatchObject({
      ok: false,
      fault: { detail: { reason: 'withdrawal.emailConfirmation' } },
    });
  });

  it('tells the real owner to claim the address through the reset, which confirms it', async () => {
    const email = 'real.owner@example.test';
    const session = await guest(email);
    const taken = await rig.fault('playerRegistration', quickRegistration({ email }), { ip: freshIp() });
    expect(taken).toMatchObject({ detail: { email: 'registration.quick.errors.exists_unclaimed' } });

    await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: email }, { ip: freshIp() });
    const mails = await outboxRepo.list(rig.services.db, { recipient: email, limit: 5 });
    const token = tokenFromMessage(mails.find((m) => m.subject.includes('reset'))!.body)!;
    expect(await rig.ok('resetPassword', { token, newPassword: 'mine1234' }, { ip: freshIp() })).toBe(1);
    const [row] = await rig.services.db.query<{ verification: { emailVerified?: boolean } }>(
      'SELECT verification FROM players WHERE id = $1',
      [session.playerId],
    );
    expect(row.verification.emailVerified).toBe(true);
    // Claimed: a plain "already registered" from now on.
    expect(
      await rig.fault('playerRegistration', quickRegistration({ email }), { ip: freshIp() }),
    ).toMatchObject({
      detail: { email: 'registration.quick.errors.exists' },
    });
  });

  it('earns no referral reward while unconfirmed', async () => {
    const referrer = await guest('referrer.guest@example.test');
    const { referralCode } = await rig.ok<{ referralCode: string }>(
      'getReferralsReport',
      {},
      { session: referrer },
    );
    const params = quickRegistration({ refStr: referralCode });
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    const friend = await rig.login(params.username, params.password);
    await rig.ok(
      'getDepositStep',
      { method: 'card', amount: 20, currencyId: 'USD', paymentId: TestCards.successMastercard },
      { session: friend.session },
    );
    await (rig.services.cashier.provider as SandboxProvider).idle();
    await rig.ok(
      'buyInstantTickets',
      { gameId: 601, currencyId: 'USD', tickets: 10, purchaseKey: 'guest-referral-1' },
      { session: friend.session },
    );
    expect(await rig.services.content.referrals.releaseHeld()).toBe(0);
    await rig.services.db.query(
      `UPDATE players SET verification = verification || '{"emailVerified": true}' WHERE id = $1`,
      [referrer.playerId],
    );
    expect(await rig.services.content.referrals.releaseHeld()).toBe(1);
  });

  it("closes an account nobody claims within the site's days and refunds its cash to its card", async () => {
    const sweep = () => rig.services.cashier.expireUnclaimedGuests();
    const provider = rig.services.cashier.provider as SandboxProvider;
    const unclaimed = await guest('never.claimed@example.test');
    const claimed = await guest('claimed.later@example.test');
    await deposit(unclaimed);
    await deposit(claimed);
    await rig.services.db.query(
      `UPDATE players SET verification = verification || '{"emailVerified": true}' WHERE id = $1`,
      [claimed.playerId],
    );
    const cashOf = async (playerId: number) =>
      Number(
        (
          await rig.services.db.query<{ balance_minor: number }>(
            `SELECT balance_minor FROM accounts WHERE player_id = $1 AND type = 'cash' AND currency = 'USD'`,
            [playerId],
          )
        )[0].balance_minor,
      );
    expect(await cashOf(unclaimed.playerId)).toBe(2000);

    rig.clock.advance(29 * 86_400_000);
    await sweep();
    expect(await cashOf(unclaimed.playerId)).toBe(2000);

    rig.clock.advance(2 * 86_400_000);
    await sweep();
    await provider.idle();
    expect(await cashOf(unclaimed.playerId)).toBe(0);
    expect(await cashOf(claimed.playerId)).toBe(2000);
    const refunds = await rig.services.db.query<{
      amount_minor: number;
      status: number;
      details: { reason?: string };
    }>(`SELECT amount_minor, status, details FROM cashier_orders WHERE player_id = $1 AND order_type = 2`, [
      unclaimed.playerId,
    ]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ details: { reason: 'unclaimedGuestExpired', payout: 'sent' } });
    expect(Number(refunds[0].amount_minor)).toBe(2000);
    // Closed: its session is gone and a second sweep refunds nothing more.
    expect(await rig.services.sessions.resolve(unclaimed.sessionId)).toBeNull();
    await sweep();
    expect(
      await rig.services.db.query(`SELECT 1 FROM cashier_orders WHERE player_id = $1 AND order_type = 2`, [
        unclaimed.playerId,
      ]),
    ).toHaveLength(1);
  });
});
