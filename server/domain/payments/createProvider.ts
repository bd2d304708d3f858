import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../config/moneySchema';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, httpWebhookDelivery, type WebhookDelivery } from './sandbox';

/**
 * The configured provider. Its webhooks go to payments.webhookUrl by HTTP POST when set (the
 * route of server/transport/paymentsWebhook.ts), else straight into `inProcess` (same checks).
 */
export function createPaymentProvider(
  config: PaymentsConfig,
  inProcess: WebhookDelivery,
  log: Logger,
): PaymentProvider {
  return createSandboxProvider({
    secret: config.webhookSecret,
    settleDelayMs: config.settleDelayMs,
    deliver: config.webhookUrl ? httpWebhookDelivery(config.webhookUrl) : inProcess,
    onDeliveryError: (error) => log.warn({ err: error }, 'payment webhook delivery failed'),
  });
}
