import pino from 'pino';
import { configSchema, type OperatorConfig } from '../../../../server/config/schema';
import { createCashierService, type CashierService } from '../../../../server/domain/cashier/service';
import { accountsRepo } from '../../../../server/domain/ledger/accounts';
import { HouseAccount } from '../../../../server/domain/ledger/houseAccounts';
import { transfer } from '../../../../server/domain/ledger/transfer';
import { currencyBook } from '../../../../server/domain/money';
import { createSandboxProvider, type SandboxProvider } from '../../../../server/domain/payments/sandbox';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import type { PushHub } from '../../../../server/ports/pushHub';
import type { SessionInfo } from '../../../../server/ports/session';
import type { Db } from '../../../../server/storage/db';
import { FakeClock } from '../support/fakeClock';
import { makePlayer } from '../support/fixtures';

/** A small operator config with money settings; `over` patches the first site's cashier. */
export function moneyConfig(
  over: { cashier?: Record<string, unknown>; coupons?: unknown[]; tracking?: Record<string, unknown> } = {},
): OperatorConfig {
  return configSchema.parse({
    currencies: [
      { id: 'USD', title: 'US Dollar', symbolLeft: '$', decimalPlaces: 2, value: 1 },
      { id: 'EUR', title: 'Euro', decimalPlaces: 2, value: 1.08 },
      { id: 'JPY', title: 'Yen', decimalPlaces: 0, value: 0.0067 },
    ],
    sites: [
      {
        memberId: 1,
        siteName: 'Test',
        siteUrl: 'http://127.0.0.1:1',
        theme: 'blue-theme',
        template: 'classic',
        defaultLanguage: 'en_US',
        defaultCountry: 'US',
        languages: [{ languageId: 'en_US', name: 'English' }],
        currencies: ['USD', 'EUR', 'JPY'],
        tracking: { trackingURL: '', trackOnDeposit: false, ...over.tracking },
        cashier: {
          minDepositMinor: 500,
          maxDepositMinor: 100_000,
          withdrawals: { minMinor: 1000, maxMinor: 50_000, feeMinor: 100 },
          banks: [{ code: 'BARC', name: 'Barclays', country: 'GB' }],
          ...over.cashier,
        },
      },
    ],
    coupons: over.coupons ?? [
      { code: 'CASH10', instant: true, amountMinor: 1000, currency: 'USD' },
      { code: 'BONUS20', instant: false, amountMinor: 2000, currency: 'USD', wageringMultiplier: 2 },
      {
        code: 'MATCH50',
        instant: false,
        percentOfDeposit: 50,
        amountMinor: 5000,
        currency: 'USD',
        usage: 'withDeposit',
        minDepositMinor: 1000,
      },
      { code: 'MANY', instant: true, amountMinor: 100, currency: 'USD', maxUses: 2, maxPerPlayer: 5 },
    ],
  });
}

export interface Harness {
  cashier: CashierService;
  provider: SandboxProvider;
  hub: PushHub;
  clock: FakeClock;
  tracked: string[];
  newPlayer(opts?: { verified?: boolean; segment?: string; cashMinor?: number }): Promise<SessionInfo>;
  cash(playerId: number, currency?: string, type?: 'cash' | 'bonus'): Promise<number>;
  close(): void;
}

/**
 * A cashier over a real database, a memory hub, a sandbox delivering in process, a fake tracking GET.
 *
 * Webhooks are held until the test calls `provider.idle()`: a webhook that landed while the deposit
 * request was still answering would make that answer depend on timing (a good card 'pending' or
 * 'done', a refused direct debit 'pending' or a thrown decline). `webhooks: 'immediate'` delivers
 * them as soon as the sandbox sends them, for tests that want that race (the bank test).
 */
export function cashierHarness(
  db: Db,
  config: OperatorConfig = moneyConfig(),
  options: { webhooks?: 'held' | 'immediate' } = {},
): Harness {
  const clock = new FakeClock();
  const hub = createMemoryHub();
  const tracked: string[] = [];
  const log = pino({ level: 'silent' });
  const ref: { cashier?: CashierService } = {};
  const immediate = options.webhooks === 'immediate';
  let idling = 0; // idle() calls under way: webhooks pass while any waits
  const held: Array<() => void> = [];
  // A webhook that throws would otherwise vanish and show up later as a balance that never moved.
  const deliveryErrors: unknown[] = [];
  const sandbox = createSandboxProvider({
    secret: config.payments.webhookSecret,
    settleDelayMs: 0,
    onDeliveryError: (error) => deliveryErrors.push(error),
    deliver: async (body, signature) => {
      if (!immediate && idling === 0) await new Promise<void>((resolve) => held.push(resolve));
      await ref.cashier!.handleWebhook(body, signature);
    },
  });
  const provider: SandboxProvider = {
    ...sandbox,
    async idle() {
      idling++;
      try {
        for (const release of held.splice(0)) release();
        await sandbox.idle();
      } finally {
        idling--;
      }
      if (deliveryErrors.length > 0) throw deliveryErrors.shift();
    },
  };
  const cashier = createCashierService({
    db,
    push: hub,
    clock,
    currencies: currencyBook(config.currencies),
    config,
    provider,
    log,
    httpGet: async (url) => void tracked.push(url),
  });
  ref.cashier = cashier;
  return {
    cashier,
    provider,
    hub,
    clock,
    tracked,
    async newPlayer(opts = {}) {
      const player = await makePlayer(db);
      await db.query('UPDATE players SET segment = $2, verification = $3 WHERE id = $1', [
        player.id,
        opts.segment ?? 'C',
        JSON.stringify(opts.verified === false ? {} : { idVerified: true, addressVerified: true }),
      ]);
      if (opts.cashMinor) {
        await db.tx(async (q) => {
          const cash = await accountsRepo.ensurePlayerAccount(q, {
            playerId: player.id,
            currency: 'USD',
            type: 'cash',
            now: 1,
          });
          const promo = await accountsRepo.ensureHouseAccount(q, {
            code: HouseAccount.promotions,
            currency: 'USD',
            now: 1,
          });
          await transfer(q, {
            key: `fund:${player.id}`,
            kind: 'promotion',
            entries: [
              { accountId: cash, amountMinor: opts.cashMinor! },
              { accountId: promo, amountMinor: -opts.cashMinor! },
            ],
            now: 1,
          });
        });
      }
      return {
        sessionId: `s${player.id}`,
        playerId: player.id,
        memberId: 1,
        username: player.username,
        expiresAt: Infinity,
      };
    },
    async cash(playerId, currency = 'USD', type = 'cash') {
      const rows = await db.query<{ balance_minor: number }>(
        'SELECT balance_minor FROM accounts WHERE player_id = $1 AND currency = $2 AND type = $3',
        [playerId, currency, type],
      );
      return rows[0]?.balance_minor ?? 0;
    },
    close: () => provider.close(),
  };
}
