import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { ledgerCheck } from '../../../server/domain/ledger/check';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

const NOON = Date.UTC(2030, 0, 1, 12, 0, 0);

// The demo's Weekend Raffle (201, EUR 5.00 a ticket) offers promotion 1, code RAFFLE10: 10% off.
// Lucky (site 2) holds EUR 50.00 cash and EUR 5.00 of bonus (10% of a wager is released to cash).
describe('joinGame with a subscription promotion', () => {
  let services: AppServices;
  let lucky: CallContext;
  let raffle: GameInstance;
  const clock = new FakeClock(NOON);
  const fault = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as RpcFault,
    );
  const join = (extra: Record<string, unknown>) =>
    call(lucky, 'joinGame', {
      gameId: 201,
      gameInstanceId: raffle.gameInstanceId,
      userPlays: ['77'],
      userPlaysCount: 1,
      currencyId: 'EUR',
      subscriptions: 2,
      ...extra,
    });
  const cash = async () =>
    (
      (await call(lucky, 'getPlayerAccounts')) as {
        accountCurrency: string;
        accountBalance: number;
        type?: string;
      }[]
    ).find((a) => a.accountCurrency === 'EUR' && (a.type ?? 'cash') === 'cash')!.accountBalance;

  beforeAll(async () => {
    services = await demoServices(clock);
    await services.engine.tick();
    lucky = context(services);
    await call(lucky, 'login', { memberId: 2, username: 'lucky', password: 'lucky1234' });
    raffle = (await call(lucky, 'getFilteredGames', { filter: { memberId: 2, gameId: 201 } })).games[0];
  });
  afterAll(() => services.close());

  it('refuses a wrong code, a promotion of another game and one without a subscription, changing nothing', async () => {
    const before = await cash();
    const wrong = await fault(join({ promotionCode: 'RAFFLE50', joinKey: 'promo-wrong-0001' }));
    expect(wrong).toBeInstanceOf(RpcFault);
    expect(wrong).toMatchObject({
      code: FaultCode.Validation,
      detail: { promotionCode: 'subscriptions.promotion.invalid' },
    });
    expect(await fault(join({ promotionId: 2, promotionCode: 'RAFFLE10' }))).toMatchObject({
      detail: { promotionCode: 'subscriptions.promotion.invalid' },
    });
    expect(await fault(join({ promotionId: 1 }))).toMatchObject({
      detail: { promotionCode: 'subscriptions.promotion.invalid' }, // its code is required
    });
    expect(await fault(join({ subscriptions: 0, promotionCode: 'RAFFLE10' }))).toMatchObject({
      detail: { promotionCode: 'subscriptions.promotion.notSubscription' },
    });
    expect(await cash()).toBe(before);
    expect(await call(lucky, 'hasPlayerGameSubscriptions')).toBe(false);
    // The refused key bought nothing, so it is still free for the real purchase.
    expect(await join({ promotionCode: 'raffle10', joinKey: 'promo-wrong-0001' })).toMatchObject({
      exitCode: 0,
    });
  });

  it('charges the discounted price for the draws paid ahead and reports it on the subscription', async () => {
    const [sub] = await call(lucky, 'getPlayerGameSubscriptions', {});
    // Two draws of EUR 5.00 less 10%: EUR 9.00 paid, EUR 1.00 off; the ticket joined now is EUR 5.00.
    expect(sub).toMatchObject({ discountPercent: 10, amountPaid: 9, discount: 1, remainingBalance: 9 });
    expect(await cash()).toBe(50 - 5 + 0.5 - 9);
    expect((await ledgerCheck(services.db)).ok).toBe(true);
  });
});
