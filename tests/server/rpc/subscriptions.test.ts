import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

const NOON = Date.UTC(2030, 0, 1, 12, 0, 0);
const HOUR = 3_600_000;

// The demo's Weekend Raffle (201, EUR 5.00 a ticket, draws at 12:00 and 20:00 UTC) is sold by the
// month and pay as you go; Lucky (site 2) holds EUR 50.00.
describe('subscription calls over the demo config', () => {
  let services: AppServices;
  let lucky: CallContext;
  let demo: CallContext;
  let raffle: GameInstance;
  let subscriptionId: number;
  const clock = new FakeClock(NOON);
  const fault = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e,
    );
  const joinRaffle = (plan: 'monthly' | 'paygo', key: string) =>
    call(lucky, 'joinGame', {
      gameId: 201,
      gameInstanceId: raffle.gameInstanceId,
      userPlays: ['77'],
      userPlaysCount: 1,
      currencyId: 'EUR',
      subscriptionPlan: plan,
      joinKey: key,
    });
  const cashOf = async (ctx: CallContext) =>
    (
      (await call(ctx, 'getPlayerAccounts')) as {
        accountCurrency: string;
        accountBalance: number;
        type?: string;
      }[]
    )
      .filter((a) => a.accountCurrency === 'EUR' && (a.type ?? 'cash') === 'cash')
      .map((a) => a.accountBalance)[0];

  beforeAll(async () => {
    services = await demoServices(clock);
    await services.engine.tick();
    lucky = context(services);
    await call(lucky, 'login', { memberId: 2, username: 'lucky', password: 'lucky1234' });
    demo = context(services);
    await call(demo, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    const { games } = await call(lucky, 'getFilteredGames', { filter: { memberId: 2, gameId: 201 } });
    raffle = games[0];
  });
  afterAll(() => services.close());

  it('prices a month as one play in every draw of the coming 30 days, with the schedule', async () => {
    // 20:00 today, two a day from the 2nd to the 30th, and 12:00 on the 31st: 60 draws of EUR 5.00.
    expect(await call(context(services), 'getGamesCostPerMonth', { memberId: 1 })).toEqual([
      { gameId: 201, costPerMonth: 300, currencyId: 'EUR' },
    ]);
    expect(await call(context(services), 'getGamesCostPerMonth', { memberId: 1, currencyId: 'USD' })).toEqual(
      [],
    );
    const [offer] = await call(context(services), 'getGamesCostPerMonthAndSchedule', { memberId: 2 });
    expect(offer).toMatchObject({ gameId: 201, drawsPerMonth: 60, costPerMonth: 300, payGo: true });
    expect(offer.nextDraws).toEqual([8, 24, 32, 48, 56].map((h) => NOON + h * HOUR));
    expect(await fault(call(context(services), 'getGamesCostPerMonth', { memberId: -1 }))).toBeInstanceOf(
      ZodError,
    );
  });

  it('lists the draw dates a subscription would cover, and refuses a game not sold by subscription', async () => {
    const { drawDates } = await call(context(services), 'getSubscriptionDates', { gameId: 201, months: 2 });
    expect(drawDates).toHaveLength(120);
    expect(drawDates[0]).toBe(NOON + 8 * HOUR);
    const notSold = (await fault(
      call(context(services), 'getSubscriptionDates', { gameId: 102 }),
    )) as RpcFault;
    expect(notSold.code).toBe(FaultCode.Validation);
    expect(
      await fault(call(context(services), 'getSubscriptionDates', { gameId: 201, months: 13 })),
    ).toBeInstanceOf(ZodError);
  });

  it('shows a promotion in the asked language when its code matches', async () => {
    const promo = { promotionId: 1, languageId: 'es_ES', memberId: 1 };
    expect(await call(context(services), 'getSubscriptionPromotion', { ...promo, code: 'raffle10' })).toEqual(
      {
        title: '10% de descuento en tu primer mes',
        html: '<p>Juega todos los sorteos de la rifa este mes.</p>',
        discountPercent: 10,
      },
    );
    expect(await call(context(services), 'getSubscriptionPromotion', { ...promo, code: 'WRONG' })).toBeNull();
    expect(
      await call(context(services), 'getSubscriptionPromotion', { ...promo, promotionId: 9 }),
    ).toBeNull();
  });

  it("finds a game's promotion by its code alone, and nothing for another game or a wrong code", async () => {
    const byCode = { languageId: 'en_US', memberId: 1, gameId: 201 };
    expect(
      await call(context(services), 'getSubscriptionPromotion', { ...byCode, code: 'Raffle10' }),
    ).toMatchObject({ title: '10% off your first month', discountPercent: 10 });
    expect(
      await call(context(services), 'getSubscriptionPromotion', { ...byCode, code: 'RAFFLE11' }),
    ).toBeNull();
    expect(
      await call(context(services), 'getSubscriptionPromotion', { ...byCode, gameId: 102, code: 'RAFFLE10' }),
    ).toBeNull();
    // Neither an id nor a game and code: bad input.
    expect(
      await fault(call(context(services), 'getSubscriptionPromotion', { languageId: 'en_US', memberId: 1 })),
    ).toBeInstanceOf(ZodError);
  });

  it('refuses a month the player cannot pay and a plan the game does not offer, changing nothing', async () => {
    expect(await joinRaffle('monthly', 'sub-monthly-0001')).toMatchObject({ exitCode: 2 });
    expect(await call(lucky, 'hasPlayerGameSubscriptions')).toBe(false);
    expect(await cashOf(lucky)).toBe(50);
    const fast = (await call(demo, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } })).games[0];
    const offered = await call(demo, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: ['1,2,3,4,5'],
      userPlaysCount: 1,
      currencyId: 'USD',
      subscriptionPlan: 'paygo',
    });
    expect(offered).toMatchObject({ exitCode: 8 });
  });

  it('subscribes pay as you go, tells who holds an active subscription, and details its payments', async () => {
    const joined = await joinRaffle('paygo', 'sub-paygo-0001');
    expect(joined).toMatchObject({ exitCode: 0, subscriptionCode: expect.stringMatching(/^\d+$/) });
    subscriptionId = Number(joined.subscriptionCode);
    // This draw's ticket only (the site releases 10% of a wager from the bonus bucket to cash).
    expect(await cashOf(lucky)).toBe(50 - 5 + 0.5);

    const visitor = context(services);
    expect(
      await call(visitor, 'checkUsernameWithActiveSubscription', { username: 'LUCKY', memberId: 2 }),
    ).toBe(true);
    expect(
      await call(visitor, 'checkUsernameWithActiveSubscription', { username: 'lucky', memberId: 1 }),
    ).toBe(false);
    expect(
      await call(visitor, 'checkUsernameWithActiveSubscription', { username: 'demo', memberId: 1 }),
    ).toBe(false);
    expect(
      await call(visitor, 'checkEmailWithActiveSubscription', { email: 'lucky@drawhall.test', memberId: 2 }),
    ).toBe(true);
    expect(
      await fault(call(visitor, 'checkEmailWithActiveSubscription', { email: 'nope', memberId: 2 })),
    ).toBeInstanceOf(ZodError);

    // The next raffle opens when this one closes (19:55); the subscription joins it, paying EUR 5.00.
    clock.set(NOON + 8 * HOUR - 5 * 60_000);
    await services.engine.tick();
    const cash = await cashOf(lucky);
    expect(cash).toBe(45.5 - 5 + 0.5);
    const details = await call(lucky, 'getPayGoGameSubscriptionDetails', { subscriptionId });
    expect(details).toMatchObject({ active: true, gamesJoined: 1, remainingBalance: 0, currencyId: 'EUR' });
    expect(details.gamesJoinedIds).toHaveLength(1);
    expect(details.nextPaymentDate).toBe(NOON + 8 * HOUR);
    const found = await call(lucky, 'searchPayGoSubscriptionTransactions', {
      subscriptionId,
      page: 0,
      maxResults: 5,
    });
    expect(found).toEqual({
      totalCount: 1,
      result: [expect.objectContaining({ amount: -5, balanceAfter: cash - 0.5, currencyId: 'EUR' })],
    });

    const other = (await fault(
      call(demo, 'getPayGoGameSubscriptionDetails', { subscriptionId }),
    )) as RpcFault;
    expect(other.code).toBe(FaultCode.Validation);
    const nobody = (await fault(
      call(context(services), 'getPayGoGameSubscriptionDetails', { subscriptionId }),
    )) as RpcFault;
    expect(nobody.code).toBe(FaultCode.NotLoggedIn);
    const paging = call(lucky, 'searchPayGoSubscriptionTransactions', {
      subscriptionId,
      page: -1,
      maxResults: 5,
    });
    expect(await fault(paging)).toBeInstanceOf(ZodError);
  });

  it('emails the subscription details through the outbox, only to its own player', async () => {
    expect(await call(lucky, 'sendEmailSubscriptionDetails', { subscriptionId })).toBe(1);
    const [mail] = await outboxRepo.list(services.db, { recipient: 'lucky@drawhall.test' });
    expect(mail).toMatchObject({ subject: 'Your subscription to Weekend Raffle' });
    expect(mail.body).toContain('pay as you go');
    expect(await call(demo, 'sendEmailSubscriptionDetails', { subscriptionId })).toBe(0);
    expect(await call(context(services), 'sendEmailSubscriptionDetails', { subscriptionId })).toBe(0);
    expect(await outboxRepo.list(services.db, { recipient: 'lucky@drawhall.test' })).toHaveLength(1);
  });

  it('mails one address at most three times a day from one subscriber, however it is spelt (issue 36)', async () => {
    const send = (email: string) => call(lucky, 'sendEmailSubscriptionDetails', { subscriptionId, email });
    for (const email of ['friend@example.test', 'Friend+a@example.test', 'friend+b@example.test'])
      expect(await send(email)).toBe(1);
    const refused = await fault(send('FRIEND@example.test'));
    expect(refused).toMatchObject({ code: FaultCode.RateLimited });
    expect(await outboxRepo.list(services.db, { recipient: 'friend@example.test' })).toHaveLength(1);
    expect(await send('someone.else@example.test')).toBe(1);
  });

  it('cancels: no longer active, nothing more paid', async () => {
    expect(await call(lucky, 'removePlayerGameSubscription', { subscriptionId })).toBe(1);
    expect(
      await call(context(services), 'checkUsernameWithActiveSubscription', {
        username: 'lucky',
        memberId: 2,
      }),
    ).toBe(false);
    // Two more raffles open (and one draws); the cancelled subscription joins neither.
    for (const at of [NOON + 24 * HOUR - 5 * 60_000, NOON + 32 * HOUR - 5 * 60_000]) {
      clock.set(at);
      await services.engine.tick();
    }
    expect(await call(lucky, 'getPayGoGameSubscriptionDetails', { subscriptionId })).toMatchObject({
      cancelled: true,
      gamesJoined: 1,
      nextPaymentDate: null,
    });
    const found = await call(lucky, 'searchPayGoSubscriptionTransactions', {
      subscriptionId,
      page: 0,
      maxResults: 5,
    });
    expect(found.totalCount).toBe(1);
  });
});
