import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from '../../../../server/domain/cashier/conversion';
import { createCashierService, type CashierService } from '../../../../server/domain/cashier/service';
import { trackingUrl } from '../../../../server/domain/cashier/tracking';
import { currencyBook } from '../../../../server/domain/money';
import { createSandboxProvider, httpWebhookDelivery } from '../../../../server/domain/payments/sandbox';
import { cardBehaviour, luhn, TestCards } from '../../../../server/domain/payments/testCards';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import { paymentsWebhookPlugin } from '../../../../server/transport/paymentsWebhook';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { FakeClock } from '../support/fakeClock';
import { makePlayer } from '../support/fixtures';
import { moneyConfig } from './harness';

describe('sandbox cards, tracking URL and conversion', () => {
  it('tells the test cards apart and checks Luhn', () => {
    expect(cardBehaviour(TestCards.success)).toBe('success');
    expect(cardBehaviour('4111 1111 1111 1111')).toBe('success');
    expect(cardBehaviour(TestCards.declined)).toBe('declined');
    expect(cardBehaviour(TestCards.challenge)).toBe('challenge');
    expect(cardBehaviour(TestCards.timeout)).toBe('timeout');
    expect(cardBehaviour('4111111111111112')).toBe('invalid');
    expect(cardBehaviour('abc')).toBe('invalid');
    expect(luhn('79927398713')).toBe(true);
  });

  it('fills the tracking URL placeholders or appends them', () => {
    const event = { playerId: 7, orderId: 9, amount: 12.5, currency: 'USD' };
    expect(trackingUrl('https://t.example/p?e={event}&id={playerId}&a={amount}', event)).toBe(
      'https://t.example/p?e=firstDeposit&id=7&a=12.5',
    );
    expect(trackingUrl('https://t.example/p?x=1', event)).toBe(
      'https://t.example/p?x=1&event=firstDeposit&playerId=7&orderId=9&amount=12.5&currency=USD',
    );
  });

  it('converts through the base currency in minor units, rounding down, with a margin for money moves', () => {
    const config = moneyConfig();
    const base = { fromCurrency: 'EUR', toCurrency: 'USD', amount: 10, marginPercent: 2 };
    expect(convert(config, { ...base, purpose: 'display' })).toMatchObject({ converted: 10.8, rate: 1.08 });
    expect(convert(config, { ...base, purpose: 'deposit' })).toMatchObject({ converted: 10.58 });
    expect(convert(config, { ...base, toCurrency: 'JPY', purpose: 'display' })).toMatchObject({
      converted: 1611,
    });
    expect(convert(config, { ...base, toCurrency: 'XXX', purpose: 'display' })).toBeNull();
  });
});

describe.each(backends)('webhooks over real HTTP on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let cashier: CashierService;
  const config = moneyConfig();
  const provider = (url: string) =>
    createSandboxProvider({
      secret: config.payments.webhookSecret,
      settleDelayMs: 0,
      deliver: httpWebhookDelivery(url),
    });
  let sandbox: ReturnType<typeof provider>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    app = Fastify();
    // The route needs the cashier and the cashier the provider: a forwarding stand-in breaks the cycle.
    const route = {
      handleWebhook: (b: string, s: string | undefined) => cashier.handleWebhook(b, s),
      provider: {},
    };
    await app.register(paymentsWebhookPlugin(route as never));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    sandbox = provider(`${url}/payments/webhook/sandbox`);
    (route as { provider: unknown }).provider = sandbox;
    cashier = createCashierService({
      db,
      push: createMemoryHub(),
      clock: new FakeClock(),
      currencies: currencyBook(config.currencies),
      config,
      provider: sandbox,
      log: pino({ level: 'silent' }),
      httpGet: async () => undefined,
    });
  });
  afterAll(async () => {
    sandbox.close();
    await app.close();
    await dispose();
  });

  it('settles a card deposit by the sandbox POSTing the signed event to the route', async () => {
    const player = await makePlayer(db);
    const session = {
      sessionId: 's',
      playerId: player.id,
      memberId: 1,
      username: player.username,
      expiresAt: 0,
    };
    await cashier.deposit(session, {
      method: 'card',
      amount: 42,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    await sandbox.idle();
    const [cash] = await cashier.accounts(player.id);
    expect(cash).toMatchObject({ accountBalance: 42, type: 'cash' });
  });
});
