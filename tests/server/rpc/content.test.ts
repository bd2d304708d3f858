import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { TestCards } from '../../../server/domain/payments/testCards';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

// The commercial side's calls through the real dispatcher (issue 15): ads, referrals with their
// reward, support cases, offline events, the whitelabel hand-over and the email check.

describe('content, referrals and support calls', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const register = async (over: Record<string, unknown> = {}) => {
    const params = quickRegistration(over);
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    return { ...(await rig.login(params.username, params.password)), params };
  };

  describe('ads', () => {
    it('getMainAds answers one ad per location from the site config, with source and target paths', async () => {
      const ads = await rig.ok<{ id: number; adScreenLocation: string; adSourceUrl: string }[]>(
        'getMainAds',
        {
          deviceKind: 'WEB',
          memberId: 1,
        },
      );
      expect(ads.map((a) => a.adScreenLocation)).toEqual(['TOP', 'FULL']);
      expect([1, 2]).toContain(ads[0].id);
      expect(ads[1]).toMatchObject({ id: 3, adWeight: 0, adSourceUrl: '/client/ads/1/3' });
      expect(await rig.ok('getMainAds', { deviceKind: 'MOBILE', memberId: 2 })).toEqual([]);
      expect(await rig.ok('getCampaignAds', { memberId: 1 })).toEqual([]);
    });

    it('refuses a bad device kind or an unknown site', async () => {
      expect(await rig.fault('getMainAds', { deviceKind: 'TV', memberId: 1 })).toMatchObject({
        code: 'Server.Validation',
      });
      expect(await rig.fault('getMainAds', { deviceKind: 'WEB', memberId: 99 })).toMatchObject({
        code: 'Server.Validation',
        detail: { memberId: 'validation.invalid' },
      });
    });

    it('counts impressions and clicks per ad', async () => {
      const site = rig.services.sites.get(1)!;
      const ads = rig.services.content.ads;
      expect(await ads.source(site, 3, 'client:a')).toMatchObject({ client: 'WEB' });
      expect(await ads.source(site, 3, 'client:b')).toMatchObject({ client: 'WEB' });
      expect(await ads.click(site, 3, 'client:a')).toEqual({ client: 'WEB', url: '/howtoplay' });
      expect(await ads.click(site, 999, 'client:a')).toBeNull();
      expect(await ads.counters(1)).toEqual([{ adId: 3, impressions: 2, clicks: 1 }]);
    });
  });

  describe('referrals', () => {
    it('needs a session for the report and invitations (101)', async () => {
      expect(await rig.fault('getReferralsReport')).toMatchObject({ code: '101' });
      expect(await rig.fault('sendPlayerInvite', { email: 'friend@example.test' })).toMatchObject({
        code: '101',
      });
    });

    it('gives a code, mails an invitation, tracks the visit and rewards the first deposit once', async () => {
      const referrer = await register();
      const report = await rig.ok<{ referralCode: string; referrals: unknown[] }>(
        'getReferralsReport',
        {},
        {
          session: referrer.session,
        },
      );
      expect(report.referralCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(report.referrals).toEqual([]);

      const friendEmail = `f${Date.now()}@example.test`;
      expect(
        await rig.ok('sendPlayerInvite', { email: friendEmail, name: 'Fay' }, { session: referrer.session }),
      ).toBe(1);
      const [mail] = await outboxRepo.list(rig.services.db, { recipient: friendEmail, limit: 1 });
      // A link into the referrer's own site: the demo sites share a host and differ by ?site=.
      const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
      expect(link.searchParams.get('refStr')).toBe(report.referralCode);
      expect(link.searchParams.get('site')).toBe('1');
      expect(await rig.ok('trackReferralCode', { code: report.referralCode })).toBe(1);
      expect(await rig.ok('trackReferralCode', { code: 'NOSUCHCODE' })).toBe(0);

      const pending = await rig.ok<{ referrals: { screenName: string; registeredOn: number | null }[] }>(
        'getReferralsReport',
        {},
        { session: referrer.session },
      );
      expect(pending.referrals).toEqual([
        expect.objectContaining({ screenName: friendEmail, registeredOn: null }),
      ]);

      const friend = await register({ email: friendEmail, refStr: report.referralCode.toLowerCase() });
      const usd = async () =>
        (
          await rig.ok<{ accountCurrency: string; type: string; accountBalance: number }[]>(
            'getPlayerAccounts',
            {},
            {
              session: referrer.session,
            },
          )
        ).find((a) => a.accountCurrency === 'USD' && a.type === 'cash')?.accountBalance ?? 0;
      const before = await usd();
      const sandbox = rig.services.cashier.provider as SandboxProvider;
      for (let i = 0; i < 2; i++) {
        await rig.ok(
          'getDepositStep',
          { method: 'card', amount: 20, currencyId: 'USD', paymentId: TestCards.success },
          { session: friend.session },
        );
        await sandbox.idle();
      }
      // Held until the friend has wagered $10 (tests/server/security/abuse/selfReferral.test.ts).
      expect(await usd()).toBe(before);
      await rig.ok(
        'buyInstantTickets',
        { gameId: 601, currencyId: 'USD', tickets: 10, purchaseKey: 'referral-wager-1' },
        { session: friend.session },
      );
      await rig.services.content.referrals.releaseHeld();
      await rig.services.content.referrals.releaseHeld();
      expect(await usd()).toBe(before + 5); // 500 minor units, once for two deposits

      const done = await rig.ok<{ referrals: Record<string, unknown>[] }>(
        'getReferralsReport',
        {},
        {
          session: referrer.session,
        },
      );
      expect(done.referrals).toEqual([
        expect.objectContaining({
          screenName: friend.params.username,
          registeredOn: expect.any(Number),
          firstDepositOn: expect.any(Number),
          reward: 5,
          currencyId: 'USD',
        }),
      ]);
    });

    it('refuses bad input with the spec key and sends nothing; says why an invite was not sent', async () => {
      const player = await register();
      const before = await rig.count('referral_invites');
      expect(
        await rig.fault('sendPlayerInvite', { email: 'not-an-email' }, { session: player.session }),
      ).toMatchObject({
        code: 'Server.Validation',
        detail: { email: 'registration.quick.errors.email' },
      });
      expect(
        await rig.ok('sendPlayerInvite', { email: player.params.email }, { session: player.session }),
      ).toBe('self');
      expect(await rig.count('referral_invites')).toBe(before);
    });
  });

  describe('support cases', () => {
    const form = (over: Record<string, unknown> = {}) => ({
      memberId: 1,
      name: 'Sam Smith',
      email: 'sam@example.test',
      category: 'payments',
      subject: 'Deposit missing',
      message: 'My deposit of 10 USD\nhas not arrived.',
      ...over,
    });

    it('stores a case for the operator; a visitor is not mailed (tests/server/security/abuse)', async () => {
      const id = await rig.ok<number>('createSupportCase', form());
      expect(id).toBeGreaterThan(0);
      expect(await outboxRepo.list(rig.services.db, { recipient: 'sam@example.test', limit: 1 })).toEqual([]);
      expect(await rig.services.content.support.byId(id)).toMatchObject({
        status: 'open',
        subject: 'Deposit missing',
      });
    });

    it('answers -1 past the per-address limit, storing nothing', async () => {
      const email = 'spam@example.test';
      for (let i = 0; i < 3; i++)
        expect(await rig.ok('createSupportCase', form({ email }), { ip: freshIp() })).toBeGreaterThan(0);
      const before = await rig.count('support_cases');
      expect(await rig.ok('createSupportCase', form({ email: 'SPAM@example.test' }), { ip: freshIp() })).toBe(
        -1,
      );
      expect(await rig.count('support_cases')).toBe(before);
      rig.clock.advance(61 * 60_000);
      expect(await rig.ok('createSupportCase', form({ email }), { ip: freshIp() })).toBeGreaterThan(0);
    });

    it('refuses bad input with the spec keys and stores nothing', async () => {
      const before = await rig.count('support_cases');
      expect(await rig.fault('createSupportCase', form({ email: 'nope', name: '' }))).toMatchObject({
        code: 'Server.Validation',
        detail: { email: 'registration.quick.errors.email', name: 'registration.quick.errors.required' },
      });
      expect(await rig.fault('createSupportCase', form({ category: 'lottery-tips' }))).toMatchObject({
        detail: { category: 'validation.invalid' },
      });
      expect(await rig.count('support_cases')).toBe(before);
    });
  });

  describe('offline events, whitelabel credentials, email with active joins', () => {
    it('keeps events for the next login: afterLoginEvents shows them, getOfflineEvents hands them over once', async () => {
      const player = await register();
      await rig.services.content.offlineEvents.add(rig.services.db, player.playerId, 'privateMessage', {
        message: 'Hello',
      });
      expect(await rig.ok('getOfflineEvents', {})).toEqual({ events: [] }); // a visitor
      const init = await rig.ok<{ afterLoginEvents: unknown[] }>(
        'init',
        { filter: { memberId: 1, languageId: 'en_US' }, clientInformation: {} },
        { session: player.session },
      );
      expect(init.afterLoginEvents).toEqual([expect.objectContaining({ event: 'privateMessage' })]);
      const first = await rig.ok<{ events: unknown[] }>(
        'getOfflineEvents',
        { memberId: 1 },
        { session: player.session },
      );
      expect(first.events).toEqual([
        { event: 'privateMessage', data: { message: 'Hello' }, timeStamp: expect.any(Number) },
      ]);
      expect(await rig.ok('getOfflineEvents', {}, { session: player.session })).toEqual({ events: [] });
    });

    it('trades a live session id for credentials loginWhitelabel accepts; 103 for anything else', async () => {
      const player = await register();
      const creds = await rig.ok<{ username: string; token: string }>('getWhitelabelCredentials', {
        sessionId: player.token,
        memberId: 1,
      });
      expect(creds.username).toBe(player.params.username);
      expect(await rig.ok('loginWhitelabel', { memberId: 1, ...creds })).toMatchObject({
        player: { id: player.playerId },
      });
      expect(await rig.fault('getWhitelabelCredentials', { sessionId: 'nope', memberId: 1 })).toMatchObject({
        code: '103',
      });
      expect(
        await rig.fault('getWhitelabelCredentials', { sessionId: player.token, memberId: 2 }),
      ).toMatchObject({ code: '103' });
    });

    it('checkEmailWithActiveJoins is true only for an email holding plays in unfinished games', async () => {
      const player = await register();
      expect(await rig.ok('checkEmailWithActiveJoins', { email: player.params.email, memberId: 1 })).toBe(
        false,
      );
      // The demo player has money: a real join makes its email one with active joins.
      const demo = await rig.login('demo', 'demo1234');
      const { player: demoPlayer } = await rig.ok<{ player: { details: { primaryEmail: string } } }>(
        'loadPlayer',
        {},
        { session: demo.session },
      );
      const email = demoPlayer.details.primaryEmail;
      await rig.services.engine.tick();
      const { games } = await rig.ok<{
        games: { gameId: number; gameInstanceId: number }[];
      }>('getFilteredGames', { filter: { memberId: 1 } });
      const game = games.find((g) => g.gameId === 102)!;
      const joined = await rig.ok<{ exitCode: number }>(
        'joinGame',
        {
          gameId: game.gameId,
          gameInstanceId: game.gameInstanceId,
          userPlays: ['5,4,3,2,1'],
          userPlaysCount: 1,
          currencyId: 'USD',
        },
        { session: demo.session },
      );
      expect(joined.exitCode).toBe(0);
      expect(await rig.ok('checkEmailWithActiveJoins', { email: email.toUpperCase(), memberId: 1 })).toBe(
        true,
      );
      expect(await rig.ok('checkEmailWithActiveJoins', { email, memberId: 2 })).toBe(false);
      expect(await rig.fault('checkEmailWithActiveJoins', { email: 'bad', memberId: 1 })).toMatchObject({
        code: 'Server.Validation',
        detail: { email: 'registration.quick.errors.email' },
      });
    });
  });
});
