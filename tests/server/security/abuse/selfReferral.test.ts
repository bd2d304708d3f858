// Finding (issue 36): a second account registered with one's own referral code paid the referrer
// $5 after a $10 card deposit. The reward is now held until the referred player has wagered the
// site's amount, and a pair sharing a card, a client address (within a window) or a household
// address is flagged for the operator (referral_rewards) and not paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../../../server/domain/payments/sandbox';
import { TestCards } from '../../../../server/domain/payments/testCards';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('referral rewards resist self-referral', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const register = async (over: Record<string, unknown> = {}, ip = freshIp()) => {
    const params = quickRegistration(over);
    await rig.ok('playerRegistration', params, { ip });
    return rig.login(params.username, params.password);
  };
  const codeOf = async (session: Awaited<ReturnType<typeof register>>['session']) =>
    (await rig.ok<{ referralCode: string }>('getReferralsReport', {}, { session })).referralCode;
  const deposit = async (session: Awaited<ReturnType<typeof register>>['session'], card: string) => {
    await rig.ok(
      'getDepositStep',
      { method: 'card', amount: 10, currencyId: 'USD', paymentId: card },
      { session },
    );
    await (rig.services.cashier.provider as SandboxProvider).idle();
  };
  const cash = async (session: Awaited<ReturnType<typeof register>>['session']) =>
    (
      await rig.ok<{ accountCurrency: string; type: string; accountBalance: number }[]>(
        'getPlayerAccounts',
        {},
        { session },
      )
    ).find((a) => a.accountCurrency === 'USD' && a.type === 'cash')?.accountBalance ?? 0;
  const rewardRow = (referredId: number) =>
    rig.services.db.query<{ status: string; reasons: string[] }>(
      'SELECT status, reasons FROM referral_rewards WHERE referred_player_id = $1',
      [referredId],
    );

  it('holds the reward until the referred player has wagered, then pays it once', async () => {
    const referrer = await register();
    const code = await codeOf(referrer.session);
    const friend = await register({ refStr: code });
    await deposit(friend.session, TestCards.success);
    expect(await cash(referrer.session)).toBe(0);
    expect(await rewardRow(friend.playerId)).toEqual([{ status: 'held', reasons: [] }]);

    const buy = (tickets: number, purchaseKey: string) =>
      rig.ok(
        'buyInstantTickets',
        { gameId: 601, currencyId: 'USD', tickets, purchaseKey },
        { session: friend.session },
      );
    await buy(5, 'wager-one-0001');
    await rig.services.content.referrals.releaseHeld();
    expect(await cash(referrer.session)).toBe(0); // $5 of the $10 wagered so far
    await buy(5, 'wager-two-0002');
    await rig.services.content.referrals.releaseHeld();
    await rig.services.content.referrals.releaseHeld();
    expect(await cash(referrer.session)).toBe(5);
    expect(await rewardRow(friend.playerId)).toEqual([{ status: 'paid', reasons: [] }]);
  });

  it('flags and does not pay a pair registered from one client address', async () => {
    const ip = freshIp();
    const referrer = await register({}, ip);
    const friend = await register({ refStr: await codeOf(referrer.session) }, ip);
    await deposit(friend.session, TestCards.success);
    expect(await rewardRow(friend.playerId)).toEqual([{ status: 'flagged', reasons: ['sameClient'] }]);
    await rig.services.content.referrals.releaseHeld();
    expect(await cash(referrer.session)).toBe(0);
  });

  it('flags a pair that paid with one card', async () => {
    const referrer = await register();
    await deposit(referrer.session, TestCards.success);
    const friend = await register({ refStr: await codeOf(referrer.session) });
    await deposit(friend.session, TestCards.success);
    expect(await rewardRow(friend.playerId)).toEqual([{ status: 'flagged', reasons: ['sameCard'] }]);
  });

  it('flags a pair living at one address', async () => {
    const referrer = await register();
    const friend = await register({ refStr: await codeOf(referrer.session) });
    for (const [id, street] of [
      [referrer.playerId, '1 High Street'],
      [friend.playerId, '1  high street'],
    ] as const)
      await rig.services.db.query(
        `UPDATE players SET details = details || jsonb_build_object('primaryAddressStreet', $2::text,
           'primaryAddressPostalcode', 'AB1 2CD', 'primaryAddressCountry', 'GB') WHERE id = $1`,
        [id, street],
      );
    await deposit(friend.session, TestCards.success);
    expect(await rewardRow(friend.playerId)).toEqual([{ status: 'flagged', reasons: ['sameHousehold'] }]);
  });
});
