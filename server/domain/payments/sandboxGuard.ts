import type { PaymentsConfig } from '../../config/moneySchema';
import { DEFAULT_WEBHOOK_SECRET } from '../../config/moneySchema';

/**
 * Why the payments config must not take real players' money, or null when it may run: the sandbox
 * provider approves the public test cards (4111...) with real balance, and the default webhook
 * secret is published in the source, so anyone could sign a settlement. Only a demo that says so
 * (DRAWHALL_ALLOW_SANDBOX=1, set by `npm start`) runs with either.
 */
export function paymentsRefusal(payments: PaymentsConfig, allowSandbox: boolean): string | null {
  if (allowSandbox) return null;
  const reasons: string[] = [];
  if (payments.provider === 'sandbox')
    reasons.push('payments.provider is the sandbox, whose test cards credit real balance');
  if (payments.webhookSecret === DEFAULT_WEBHOOK_SECRET)
    reasons.push('payments.webhookSecret is the published default webhook secret');
  if (reasons.length === 0) return null;
  return `${reasons.join('; ')}. Set DRAWHALL_ALLOW_SANDBOX=1 only for a demo.`;
}
