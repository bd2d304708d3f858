import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import { FaultCode, RpcFault } from '../../../../protocol/faults';
import { RootStore } from '../../../../src/stores/RootStore';
import { progressKey } from '../../../../src/stores/checkout/checkoutProgress';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game, player, session } from '../../fakes/fixtures';
import { memoryStorage } from '../../fakes/memoryStorage';

const TODAY = () => new Date('2026-11-25T10:00:00Z');
const FAST5 = game({
  gameId: 102,
  gameInstanceId: 900,
  gameTitle: 'Fast 5/35',
  gamePlaySize: 5,
  drawRange: 35,
  gamePlayCost: 1,
  gameFeePerPlay: 0.1,
});

function setUp(storage = memoryStorage(), transport = new FakeTransport()) {
  transport
    .respond('getDepositPopup', { methods: ['card'], minAmount: 5, maxAmount: 1000 })
    .respond('postPendingForm', { id: 31, key: 'k31' })
    .respond('sendEmailSubscriptionDetails', 1)
    .respond('checkEmail', 0)
    .respond('checkUsername', 0)
    .respond('getFilteredGames', { games: [FAST5] })
    .respond('getGamesCostPerMonthAndSchedule', [])
    .respond('registerAndLoginBeforeDeposit', 42)
    .respond('registerAndTrackPendingJoin', 77)
    .respond('trackPendingJoin', 78)
    .respond('loadPlayer', session({ player: player({ id: 42, username: 'newbie7' }) }))
    .respond('playerRegistrationFull', { player: player({ id: 42, username: 'newbie7' }) })
    .respond('getDepositStep', { step: 'done', accounts: [] })
    .respond('joinGame', {
      exitCode: 0,
      gameInstanceId: 900,
      gameStatus: 'OPEN',
      subscriptionCode: '5',
      joinEvent: {
        joinCode: 'J-1',
        playerPlaysInGame: 1,
        gamePlayCurrent: 1,
        gamePlayerCurrent: 1,
        lastJoinTimeMs: 1,
      },
    });
  const root = new RootStore({
    transport,
    memberId: 1,
    sessionStorage: storage,
    checkout: { pollMs: 0, pollTimeoutMs: 1000, today: TODAY },
  });
  root.lobby.replaceAll([FAST5]);
  return { root, transport, storage, checkout: root.checkout };
}

/** Fills every step with good values, as far as `until`. */
async function fillTo(
  checkout: RootStore['checkout'],
  until: 'details' | 'address' | 'payment' | 'confirm',
  { pick = true } = {},
) {
  if (pick) {
    checkout.start(102);
    checkout.setDraws(4);
    checkout.quickPick(() => 0.5);
  }
  expect(await checkout.next()).toBe(true);
  if (until === 'details') return;
  const d = checkout.details;
  d.set('title', 'ms');
  d.set('firstName', 'Ana');
  d.set('lastName', 'Lopez');
  d.set('birthDay', '3');
  d.set('birthMonth', '4');
  d.set('birthYear', '1990');
  d.set('email', 'ana@drawhall.test');
  d.set('phone', '+34 600 123 456');
  d.set('username', 'newbie7');
  d.set('password', 'secret123');
  expect(await checkout.next()).toBe(true);
  if (until === 'address') return;
  const a = checkout.address;
  a.set('address', '1 Main St');
  a.set('city', 'New York');
  a.set('postalCode', '10001');
  a.set('country', 'US');
  a.set('state', 'NY');
  expect(await checkout.next()).toBe(true);
  if (until === 'payment') return;
  checkout.payment.set('cardNumber', '4111 1111 1111 1111');
  checkout.payment.set('cardExpiry', '12/30');
  checkout.payment.set('cardCvc', '123');
  expect(await checkout.next()).toBe(true);
  checkout.confirm.set('termsAccepted', true);
  checkout.confirm.set('privacyAccepted', true);
}

describe('one-click checkout: validation (spec section 5)', () => {
  it('details: title, names, age of 18, email, phone, a 24-alphanumeric username and the password rule', async () => {
    const { checkout } = setUp();
    await fillTo(checkout, 'details');
    expect(await checkout.next()).toBe(false);
    const d = checkout.details;
    expect(d.error('title')).toBe('registration.quick.errors.required');
    expect(d.error('firstName')).toBe('registration.quick.errors.required');
    expect(d.error('lastName')).toBe('registration.quick.errors.required');
    expect(d.error('birthYear')).toBe('registration.quick.errors.required');
    expect(d.error('email')).toBe('registration.quick.errors.required');
    expect(d.error('phone')).toBe('registration.quick.errors.required');
    expect(d.error('password')).toBe('registration.quick.errors.password');
    d.set('birthDay', '26');
    d.set('birthMonth', '11');
    d.set('birthYear', '2008'); // 18 tomorrow
    expect(d.error('birthYear')).toBe('registration.quick.errors.young');
    d.set('birthDay', '25');
    expect(d.error('birthYear')).toBeNull();
    d.set('email', 'not-an-email');
    expect(d.error('email')).toBe('registration.quick.errors.email');
    d.set('phone', '555--12');
    expect(d.error('phone')).toBe('registration.quick.errors.phone');
    d.set('username', 'has_underscore');
    expect(d.error('username')).toBe('registration.quick.errors.username');
    d.set('username', 'a'.repeat(25));
    expect(d.error('username')).toBe('validation.maxlength.24');
    expect(checkout.step).toBe('details');
  });

  it('address: country chosen, a province of it where it has a list, a postal code of its shape', async () => {
    const { checkout } = setUp();
    await fillTo(checkout, 'address');
    expect(await checkout.next()).toBe(false);
    const a = checkout.address;
    expect(a.error('address')).toBe('registration.quick.errors.required');
    expect(a.error('postalCode')).toBe('registration.quick.errors.required');
    expect(a.error('country')).toBe('registration.quick.errors.country');
    a.set('country', 'US');
    a.set('state', 'XX');
    expect(a.error('state')).toBe('registration.quick.errors.state');
    a.set('postalCode', 'ABC');
    expect(a.error('postalCode')).toBe('validation.invalid');
    a.set('country', 'IE'); // no province list: any typed region, any 2..10 code
    a.set('state', '');
    expect(a.error('state')).toBe('registration.quick.errors.required');
    a.set('state', 'Dublin');
    expect(a.error('postalCode')).toBeNull();
  });

  it('confirm: terms and privacy policy must both be accepted before anything is sent', async () => {
    const { checkout, transport } = setUp();
    await fillTo(checkout, 'confirm');
    checkout.confirm.set('termsAccepted', false);
    checkout.confirm.set('privacyAccepted', false);
    expect(await checkout.pay()).toBe(false);
    expect(checkout.confirm.error('termsAccepted')).toBe('registration.quick.errors.tandc');
    expect(checkout.confirm.error('privacyAccepted')).toBe('checkout.errors.privacy');
    expect(transport.callNames()).not.toContain('registerAndLoginBeforeDeposit');
  });

  it('payment: the card is checked like the cashier does it', async () => {
    const { checkout } = setUp();
    await fillTo(checkout, 'payment');
    checkout.payment.set('cardNumber', '4111 1111 1111 1112');
    checkout.payment.set('cardExpiry', '01/20');
    checkout.payment.set('cardCvc', '1');
    expect(await checkout.next()).toBe(false);
    expect(checkout.payment.error('cardNumber')).toBe('deposit.card.number');
    expect(checkout.payment.error('cardExpiry')).toBe('deposit.card.expiry');
    expect(checkout.payment.error('cardCvc')).toBe('deposit.card.cvc');
  });
});

describe('one-click checkout: step flow', () => {
  it('pick needs a line; the price covers every play in every draw; steps go back but never skip ahead', async () => {
    const { checkout } = setUp();
    checkout.start(102);
    expect(checkout.step).toBe('pick');
    expect(await checkout.next()).toBe(false);
    expect(checkout.pickError).toBe('checkout.errors.noPlays');
    for (const ball of [1, 2, 3, 4]) checkout.toggleBall(ball, 1);
    expect(checkout.addLine()).toBe(false);
    expect(checkout.pickError).toBe('checkout.errors.lineIncomplete');
    checkout.toggleBall(35, 1);
    expect(checkout.addLine()).toBe(true);
    expect(checkout.progress.lines).toEqual(['1,2,3,4,35']);
    checkout.quickPick(() => 0.1);
    expect(checkout.plays).toBe(2);
    checkout.setDraws(8);
    expect(checkout.total).toBeCloseTo(2 * 8 * 1.1, 6);
    expect(await checkout.next()).toBe(true);
    expect(checkout.step).toBe('details');
    checkout.goTo('confirm');
    expect(checkout.step).toBe('details');
    checkout.back();
    expect(checkout.step).toBe('pick');
  });

  it('refuses an email or username already registered before going on', async () => {
    const { checkout, transport } = setUp();
    await fillTo(checkout, 'address');
    checkout.back();
    transport.respond('checkEmail', 1);
    expect(await checkout.next()).toBe(false);
    expect(checkout.details.error('email')).toBe('registration.quick.errors.exists');
    expect(checkout.step).toBe('details');
  });

  it('asks a registered visitor who holds a subscription or plays to log in instead', async () => {
    const { checkout, transport } = setUp();
    await fillTo(checkout, 'address');
    checkout.back();
    const email = checkout.details.values.email.trim();
    const username = checkout.details.values.username.trim();
    transport
      .respond('checkEmail', 1)
      .respond('checkEmailWithActiveSubscription', false)
      .respond('checkEmailWithActiveJoins', true);
    expect(await checkout.next()).toBe(false);
    expect(checkout.existingHolding).toBe('plays');
    expect(transport.calls).toContainEqual({
      name: 'checkEmailWithActiveJoins',
      params: { email, memberId: 1 },
    });
    // Only the taken field is asked about: the free username is not.
    expect(transport.callNames()).not.toContain('checkUsernameWithActiveSubscription');

    transport
      .respond('checkEmail', 0)
      .respond('checkUsername', 1)
      .respond('checkUsernameWithActiveSubscription', true);
    expect(await checkout.next()).toBe(false);
    expect(checkout.existingHolding).toBe('subscription');
    expect(transport.calls).toContainEqual({
      name: 'checkUsernameWithActiveSubscription',
      params: { username, memberId: 1 },
    });

    // Registered but holding nothing, or a check that failed: the plain "already registered" only.
    transport.fault('checkUsernameWithActiveSubscription', 'Server.Processing', 'down');
    expect(await checkout.next()).toBe(false);
    expect(checkout.existingHolding).toBeNull();
    expect(checkout.details.error('username')).toBe('registration.quick.errors.exists');
  });

  it('charges at least the card minimum and says what stays in the account', async () => {
    const { checkout } = setUp();
    checkout.start(102);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    checkout.quickPick(() => 0.3);
    expect(checkout.total).toBeCloseTo(1.1, 6);
    expect(checkout.chargeAmount).toBe(5);
    expect(checkout.leftOver).toBeCloseTo(3.9, 6);
  });
});

describe('one-click checkout: a month, pay as you go and promotion codes', () => {
  const monthly = (payGo: boolean) => [
    { gameId: 102, costPerMonth: 33, currencyId: 'USD', drawsPerMonth: 30, nextDraws: [], payGo },
  ];
  const promotions = (params: unknown) =>
    (params as { code?: string }).code === 'save10'
      ? { title: '10% off', html: '', discountPercent: 10 }
      : null;

  /** A checkout of Fast 5/35, sold by the month and pay as you go, with one line picked. */
  async function offeredMonthly() {
    const set = setUp();
    set.transport
      .respond('getGamesCostPerMonthAndSchedule', monthly(true))
      .respond('getSubscriptionPromotion', promotions);
    set.checkout.start(102);
    await set.checkout.loadOffer();
    set.checkout.quickPick(() => 0.5);
    return set;
  }

  it('sells a month at the offer price, checks a code before the card, and pays the discounted month', async () => {
    const { checkout, transport } = await offeredMonthly();
    checkout.setPlan('monthly');
    expect(checkout.subscribing).toBe(true);
    expect(checkout.draws).toBe(30);
    expect(checkout.total).toBe(33); // 30 draws of USD 1.10
    checkout.setPromoCode('nope');
    expect(await checkout.next()).toBe(false);
    expect(checkout.promoError).toBe('subscriptions.promotion.invalid');
    expect(checkout.step).toBe('pick');
    checkout.setPromoCode('save10');
    // This draw at full price; 10% off the 29 paid ahead, rounded down as the server does.
    await fillTo(checkout, 'confirm', { pick: false });
    expect(checkout.progress.promotion).toMatchObject({ code: 'save10', discountPercent: 10 });
    expect(checkout.discount).toBe(3.19);
    expect(checkout.total).toBe(29.81);
    expect(await checkout.pay()).toBe(true);
    const params = (name: string) => transport.calls.find((c) => c.name === name)!.params;
    expect(params('getDepositStep')).toMatchObject({ amount: 29.81 });
    expect(params('joinGame')).toMatchObject({
      subscriptions: 0,
      subscriptionPlan: 'monthly',
      promotionCode: 'save10',
      emailReceipt: false,
    });
  });

  it('says which draws a month covers, from getSubscriptionDates, and sells the month without them when it fails', async () => {
    const set = setUp();
    const day = 86_400_000;
    set.transport
      .respond('getGamesCostPerMonthAndSchedule', monthly(false))
      .respond('getSubscriptionDates', { gameId: 102, drawDates: [3 * day, 1 * day, 30 * day] });
    set.checkout.start(102);
    await set.checkout.loadOffer();
    expect(set.transport.calls.find((c) => c.name === 'getSubscriptionDates')?.params).toEqual({
      gameId: 102,
      months: 1,
    });
    expect(set.checkout.offer).toMatchObject({ drawsPerMonth: 30, firstDraw: day, lastDraw: 30 * day });

    const failing = setUp();
    failing.transport.respond('getGamesCostPerMonthAndSchedule', monthly(false));
    failing.checkout.start(102);
    await failing.checkout.loadOffer();
    expect(failing.checkout.offer).toEqual({ drawsPerMonth: 30, payGo: false });
  });

  it('pay as you go charges this draw only and names the discounted price of each later one', async () => {
    const { checkout } = await offeredMonthly();
    checkout.setPlan('paygo');
    checkout.setPromoCode('save10');
    expect(await checkout.applyPromotion()).toBe(true);
    expect(checkout.total).toBe(1.1);
    expect(checkout.discount).toBe(0);
    expect(checkout.laterDrawPrice).toBe(0.99);
    expect(checkout.joinTerms).toEqual({
      subscriptions: 0,
      subscriptionPlan: 'paygo',
      promotionCode: 'save10',
    });
    // One draw only: the code is kept but neither priced nor sent.
    checkout.setDraws(1);
    expect(checkout.joinTerms).toEqual({ subscriptions: 0 });
  });

  it('offers no plan the site does not sell, and a stored plan no longer sold falls back to one draw', async () => {
    const storage = memoryStorage();
    const first = setUp(storage);
    first.transport.respond('getGamesCostPerMonthAndSchedule', monthly(false));
    first.checkout.start(102);
    await first.checkout.loadOffer();
    first.checkout.setPlan('paygo');
    expect(first.checkout.plan).toBe('draws');
    first.checkout.setPlan('monthly');
    expect(first.checkout.plan).toBe('monthly');
    // After a reload the site sells the game by the month no more.
    const again = setUp(storage, new FakeTransport());
    again.checkout.start(null);
    expect(again.checkout.plan).toBe('monthly');
    await again.checkout.loadOffer();
    expect(again.checkout.plan).toBe('draws');
    expect(again.checkout.draws).toBe(1);
  });
});

describe('one-click checkout: paying', () => {
  it('registers and logs in, stores the details, pays by card until settled, and subscribes', async () => {
    const { checkout, transport, root } = setUp();
    let asked = 0;
    transport.respond('getDepositStep', () =>
      ++asked < 3 ? { step: 'pending' } : { step: 'done', accounts: [] },
    );
    await fillTo(checkout, 'confirm');
    expect(await checkout.pay()).toBe(true);
    expect(checkout.step).toBe('success');
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.loggedInBy).toBe('registration');
    const names = transport
      .callNames()
      .filter(
        (n) =>
          ![
            'postPendingForm',
            'getDepositPopup',
            'checkEmail',
            'checkUsername',
            'sendEmailSubscriptionDetails',
            'getGamesCostPerMonthAndSchedule',
          ].includes(n),
      );
    expect(names).toEqual([
      'registerAndLoginBeforeDeposit',
      'loadPlayer',
      ...names.slice(2, names.indexOf('playerRegistrationFull')),
      'playerRegistrationFull',
      'getDepositStep',
      'getDepositStep',
      'getDepositStep',
      'joinGame',
    ]);
    const call = (name: string) => transport.calls.find((c) => c.name === name)!.params;
    expect(call('registerAndLoginBeforeDeposit')).toMatchObject({
      memberId: 1,
      username: 'newbie7',
      email: 'ana@drawhall.test',
      password: 'secret123',
      termsAccepted: true,
      country: 'US',
    });
    expect(call('playerRegistrationFull')).toMatchObject({
      firstName: 'Ana',
      gender: 'F',
      birthdate: '1990-04-03',
      state: 'NY',
      postalCode: '10001',
    });
    const deposits = transport.calls
      .filter((c) => c.name === 'getDepositStep')
      .map((c) => c.params as Record<string, unknown>);
    expect(new Set(deposits.map((d) => d.requestKey)).size).toBe(1);
    expect(deposits[0]).toMatchObject({
      method: 'card',
      amount: 5,
      currencyId: 'USD',
      paymentId: '4111111111111111',
    });
    expect(call('joinGame')).toMatchObject({
      gameId: 102,
      gameInstanceId: 900,
      userPlaysCount: 1,
      subscriptions: 3,
      joinKey: expect.stringMatching(/^.{8,64}$/),
      emailReceipt: false, // a subscription's summary is mailed instead
    });
    expect(call('sendEmailSubscriptionDetails')).toEqual({ subscriptionId: 5 });
    // Pay again: nothing is sent again.
    const before = transport.calls.length;
    expect(await checkout.pay()).toBe(true);
    expect(transport.calls.length).toBe(before);
  });

  it('a raffle buys tickets the server numbers, one draw, no subscription mail', async () => {
    const { checkout, transport, root } = setUp();
    const raffle = game({
      gameId: 201,
      gameInstanceId: 950,
      gameRule: 'raffleGame',
      gameTitle: 'Weekend Raffle',
      gamePlaySize: 1,
      drawRange: 10000,
      gamePlayCost: 5,
      currencyId: 'EUR',
    });
    root.lobby.replaceAll([FAST5, raffle]);
    transport.respond('getFilteredGames', { games: [FAST5, raffle] });
    transport.respond('joinGame', {
      exitCode: 0,
      gameInstanceId: 950,
      gameStatus: 'OPEN',
      subscriptionCode: null,
      joinEvent: null,
    });
    checkout.start(201);
    expect(checkout.raffle).toBe(true);
    checkout.setTickets(3);
    checkout.setTickets(99);
    expect(checkout.progress.tickets).toBe(10);
    checkout.setTickets(3);
    expect(checkout.total).toBe(15);
    await fillTo(checkout, 'confirm', { pick: false });
    expect(await checkout.pay()).toBe(true);
    const join = transport.calls.find((c) => c.name === 'joinGame')!.params;
    expect(join).toMatchObject({
      gameId: 201,
      userPlays: [],
      userPlaysCount: 3,
      currencyId: 'EUR',
      subscriptions: 0,
      emailReceipt: true, // one draw: the server mails its receipt
    });
    expect(transport.calls.find((c) => c.name === 'getDepositStep')!.params).toMatchObject({
      amount: 15,
      currencyId: 'EUR',
    });
    expect(transport.callNames()).not.toContain('sendEmailSubscriptionDetails');
    // The tickets are held by the server for the new account; the join shares the pending join's key.
    expect(transport.calls.find((c) => c.name === 'trackPendingJoin')!.params).toEqual({
      gameId: 201,
      userPlays: [],
      userPlaysCount: 3,
      currencyId: 'EUR',
      subscriptions: 0,
    });
    expect(join).toMatchObject({ joinKey: 'pending-join:78' });
    const names = transport.callNames();
    expect(names.indexOf('trackPendingJoin')).toBeLessThan(names.indexOf('getDepositStep'));
  });

  it('a single draw of numbers registers with its plays held as a pending join, and joins by its key', async () => {
    const { checkout, transport } = setUp();
    await fillTo(checkout, 'confirm');
    checkout.setDraws(1);
    let heldWhilePaying = false;
    transport.respond('getDepositStep', () => {
      heldWhilePaying = checkout.pendingJoinHeld;
      return { step: 'done', accounts: [] };
    });
    expect(await checkout.pay()).toBe(true);
    expect(heldWhilePaying).toBe(true);
    expect(checkout.pendingJoinHeld).toBe(false); // bought: nothing is held any more
    const call = (name: string) => transport.calls.find((c) => c.name === name)?.params;
    expect(call('registerAndTrackPendingJoin')).toEqual({
      memberId: 1,
      username: 'newbie7',
      email: 'ana@drawhall.test',
      password: 'secret123',
      termsAccepted: true,
      country: 'US',
      gameId: 102,
      userPlays: checkout.progress.lines,
    });
    expect(call('registerAndLoginBeforeDeposit')).toBeUndefined();
    expect(call('trackPendingJoin')).toBeUndefined();
    expect(call('joinGame')).toMatchObject({ subscriptions: 0, joinKey: 'pending-join:77' });
    expect(checkout.progress.account).toEqual({ playerId: 42, username: 'newbie7' });
  });

  it('a game the server cannot hold (-1) registers plainly and joins by a key of its own', async () => {
    const { checkout, transport } = setUp();
    transport.respond('registerAndTrackPendingJoin', -1);
    await fillTo(checkout, 'confirm');
    checkout.setDraws(1);
    expect(await checkout.pay()).toBe(true);
    expect(transport.callNames()).toContain('registerAndLoginBeforeDeposit');
    const key = (transport.calls.find((c) => c.name === 'joinGame')!.params as { joinKey: string }).joinKey;
    expect(key).not.toMatch(/^pending-join:/);
  });

  it('a lost answer to tracking the tickets stops before any payment, and is not asked again', async () => {
    const { checkout, transport, root } = setUp();
    const raffle = game({ gameId: 201, gameInstanceId: 950, gameRule: 'raffleGame', currencyId: 'EUR' });
    root.lobby.replaceAll([FAST5, raffle]);
    transport.respond('getFilteredGames', { games: [FAST5, raffle] });
    transport.respond('trackPendingJoin', () => {
      throw new RpcFault('Client.Error.DeliveryInDoubt', 'no answer');
    });
    checkout.start(201);
    await fillTo(checkout, 'confirm', { pick: false });
    expect(await checkout.pay()).toBe(false);
    expect(checkout.failure?.key).toBe('checkout.errors.pendingJoinDoubt');
    expect(await checkout.pay()).toBe(false);
    const names = transport.callNames();
    expect(names.filter((n) => n === 'trackPendingJoin')).toHaveLength(1);
    expect(names).not.toContain('getDepositStep');
    expect(names).not.toContain('joinGame');

    // A refusal tracks nothing: the checkout goes on with a join key of its own.
    const other = setUp();
    other.root.lobby.replaceAll([FAST5, raffle]);
    other.transport.respond('getFilteredGames', { games: [FAST5, raffle] });
    other.transport.respond('trackPendingJoin', () => {
      throw new RpcFault(FaultCode.Processing, 'refused');
    });
    other.checkout.start(201);
    await fillTo(other.checkout, 'confirm', { pick: false });
    expect(await other.checkout.pay()).toBe(true);
    const join = other.transport.calls.find((c) => c.name === 'joinGame')!.params as { joinKey: string };
    expect(join.joinKey).not.toMatch(/^pending-join:/);
  });

  it('a retry after a lost join answer repeats the join by its key and never pays or registers twice', async () => {
    const { checkout, transport } = setUp();
    transport.respond('joinGame', () => {
      throw new RpcFault('Client.Timeout', 'no answer');
    });
    await fillTo(checkout, 'confirm');
    expect(await checkout.pay()).toBe(false);
    expect(checkout.stage).toBe('failed');
    const firstKey = (transport.calls.find((c) => c.name === 'joinGame')!.params as { joinKey: string })
      .joinKey;
    transport.respond('joinGame', {
      exitCode: 0,
      gameInstanceId: 900,
      gameStatus: 'OPEN',
      subscriptionCode: '5',
      joinEvent: null,
    });
    expect(await checkout.pay()).toBe(true);
    const count = (name: string) => transport.callNames().filter((n) => n === name).length;
    expect(count('registerAndLoginBeforeDeposit')).toBe(1);
    expect(count('getDepositStep')).toBe(1);
    const joins = transport.calls
      .filter((c) => c.name === 'joinGame')
      .map((c) => (c.params as { joinKey: string }).joinKey);
    expect(joins).toEqual([firstKey, firstKey]);
  });

  it('after a reload mid-payment it asks for the same payment by its key, without the card or a new account', async () => {
    const storage = memoryStorage();
    const first = setUp(storage);
    first.transport.respond('getDepositStep', () => {
      throw new RpcFault('Client.Timeout', 'no answer');
    });
    await fillTo(first.checkout, 'confirm');
    expect(await first.checkout.pay()).toBe(false);
    const key = (
      first.transport.calls.find((c) => c.name === 'getDepositStep')!.params as { requestKey: string }
    ).requestKey;
    const stored = JSON.parse(storage.getItem(progressKey(1))!);
    expect(stored.depositKey).toBe(key);
    expect(JSON.stringify(stored)).not.toContain('secret123');
    expect(JSON.stringify(stored)).not.toContain('4111');

    // The reload: a new app on the same tab storage; the remembered session resumes.
    const second = setUp(storage);
    await second.root.session.resume(player({ id: 42, username: 'newbie7' }), []);
    second.checkout.start(null);
    expect(second.checkout.step).toBe('confirm');
    expect(second.checkout.cardNeeded).toBe(false);
    second.checkout.confirm.set('termsAccepted', true);
    second.checkout.confirm.set('privacyAccepted', true);
    expect(await second.checkout.pay()).toBe(true);
    const names = second.transport.callNames();
    expect(names).not.toContain('registerAndLoginBeforeDeposit');
    expect(names).not.toContain('playerRegistrationFull');
    const again = second.transport.calls.find((c) => c.name === 'getDepositStep')!.params as Record<
      string,
      unknown
    >;
    expect(again.requestKey).toBe(key);
    expect(again.paymentId).toBeUndefined();
  });

  it('a declined card charges nothing: the next attempt is a new payment with a new key', async () => {
    const { checkout, transport } = setUp();
    transport.respond('getDepositStep', () => {
      throw new RpcFault(FaultCode.Processing, 'Payment declined: card declined', { reason: 'declined' });
    });
    await fillTo(checkout, 'confirm');
    expect(await checkout.pay()).toBe(false);
    expect(checkout.failure?.key).toBe('checkout.errors.declined');
    transport.respond('getDepositStep', { step: 'done', accounts: [] });
    expect(await checkout.pay()).toBe(true);
    const keys = transport.calls
      .filter((c) => c.name === 'getDepositStep')
      .map((c) => (c.params as { requestKey: string }).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a username taken meanwhile sends the visitor back to the details step with the field marked', async () => {
    const { checkout, transport } = setUp();
    transport.respond('registerAndLoginBeforeDeposit', () => {
      throw new RpcFault(FaultCode.Validation, 'Invalid params', {
        username: 'registration.quick.errors.exists',
      });
    });
    await fillTo(checkout, 'confirm');
    expect(await checkout.pay()).toBe(false);
    expect(checkout.step).toBe('details');
    expect(checkout.details.error('username')).toBe('registration.quick.errors.exists');
    expect(transport.callNames()).not.toContain('getDepositStep');
  });
});

describe("the card issuer's tab (/checkout?pid=)", () => {
  it("shows the order the issuer came back with, and its order push settles it, as the cashier's does", async () => {
    const { transport, checkout } = setUp();
    transport.respond('getDepositOrder', {
      orderId: 55,
      status: 'pending',
      amount: 270.5,
      currencyId: 'EUR',
      method: 'card',
    });
    await checkout.returned.load(55);
    expect(checkout.inProgress).toBe(false);
    expect(checkout.returned.outcome).toBe('pending');
    transport.push(<PushMessage>{
      topic: 'cashier.42',
      event: 'order',
      data: { orderType: 1, orderStatus: 2, orderId: 55 },
    });
    expect(checkout.returned.outcome).toBe('deposited');
  });
});
