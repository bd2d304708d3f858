/**
 * `npx tsx scripts/withdrawals.ts list | pay <withdrawalId> | settle-request <requestId>`: the
 * cashier's operator side. `list` shows pending withdrawals and open mBoB deposit requests; `pay`
 * approves a pending withdrawal and pays it out through the payment provider (the player can no
 * longer cancel it; when the provider confirms, the held amount goes to payment clearing less the
 * fee; when the payout fails, the money returns to the player's cash); `settle-request` records an mBoB deposit
 * request as paid by the bank and credits the player. Same storage and config as the server
 * (DATABASE_URL or DRAWHALL_DATA_DIR, DRAWHALL_CONFIG); with REDIS_URL the pushes reach players.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { configPathFrom, loadConfig } from '../server/config/loader';
import { createCashierService } from '../server/domain/cashier/service';
import { currencyBook } from '../server/domain/money';
import { createPaymentProvider } from '../server/domain/payments/createProvider';
import { createMemoryHub } from '../server/push/memoryHub';
import { createRedisHub } from '../server/push/redisHub';
import type { PushHub } from '../server/ports/pushHub';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';

const USAGE = 'usage: withdrawals.ts list | pay <withdrawalId> | settle-request <requestId>';

async function main([command, arg]: string[]): Promise<string> {
  if (!command || command === 'help') return USAGE;
  const config = loadConfig(configPathFrom());
  const db = await openServerStore();
  const log = pino({ level: 'warn' });
  const push: PushHub = process.env.REDIS_URL
    ? await createRedisHub(process.env.REDIS_URL, { onError: (error) => log.error({ err: error }, 'redis') })
    : createMemoryHub();
  // The provider's webhooks (payout results) are applied by this process's own cashier.
  const cashierRef: { current?: ReturnType<typeof createCashierService> } = {};
  const provider = createPaymentProvider(
    { ...config.payments, webhookUrl: '' },
    async (body, signature) => void (await cashierRef.current?.handleWebhook(body, signature)),
    log,
  );
  try {
    await migrate(db);
    const cashier = createCashierService({
      db,
      push,
      clock: { now: () => Date.now() },
      currencies: currencyBook(config.currencies),
      config,
      provider,
      log,
    });
    cashierRef.current = cashier;
    const id = Number(arg);
    switch (command) {
      case 'list': {
        const rows = await db.query<{
          id: number;
          player_id: number;
          order_type: number;
          method: string;
          currency: string;
          amount_minor: number;
          fee_minor: number;
          created_at: number;
        }>(
          `SELECT id, player_id, order_type, method, currency, amount_minor, fee_minor, created_at FROM cashier_orders
           WHERE status = 1 AND (order_type = 2 OR method = 'mbob') ORDER BY id LIMIT 200`,
        );
        return (
          rows
            .map(
              (r) =>
                `${r.order_type === 2 ? 'withdrawal' : 'mbob request'} ${r.id}: player ${r.player_id}, ${r.amount_minor} ${r.currency} minor (fee ${r.fee_minor}), ${r.method}, since ${new Date(r.created_at).toISOString()}`,
            )
            .join('\n') || 'nothing pending'
        );
      }
      case 'pay':
        if (!Number.isSafeInteger(id) || id <= 0) return USAGE;
        if (!(await cashier.payWithdrawal(id))) return `withdrawal ${id}: not pending`;
        await (provider as { idle?: () => Promise<void> }).idle?.();
        {
          const [row] = await db.query<{ status: number; details: { declineReason?: string } }>(
            'SELECT status, details FROM cashier_orders WHERE id = $1',
            [id],
          );
          if (row.status === 2) return `withdrawal ${id}: paid`;
          if (row.status === 3)
            return `withdrawal ${id}: payout failed (${row.details.declineReason}); refunded`;
          return `withdrawal ${id}: sent to the provider`;
        }
      case 'settle-request': {
        if (!Number.isSafeInteger(id) || id <= 0) return USAGE;
        const [order] = await db.query<{
          amount_minor: number;
          currency: string;
          provider_ref: string | null;
        }>(
          `SELECT amount_minor, currency, provider_ref FROM cashier_orders WHERE id = $1 AND method = 'mbob'`,
          [id],
        );
        if (!order) return `no deposit request ${id}`;
        const outcome = await cashier.applyProviderEvent({
          eventId: randomUUID(),
          type: 'payment.settled',
          ref: order.provider_ref ?? `operator-${id}`,
          orderId: id,
          amountMinor: order.amount_minor,
          currency: order.currency,
        });
        return outcome.applied ? `deposit request ${id}: settled` : `deposit request ${id}: not open`;
      }
      default:
        return USAGE;
    }
  } finally {
    provider.close();
    await push.close();
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (text) => console.log(text),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
