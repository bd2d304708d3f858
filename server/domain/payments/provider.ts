/**
 * A payment processor as the cashier sees it. Starting a payment answers at once; the money is
 * settled later by a signed webhook event (the provider's POST to /payments/webhook/{provider}),
 * which the cashier applies idempotently.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Card payment for a deposit order; `card` is the card number (sandbox) or a processor token. */
  startCardPayment(request: CardPaymentRequest): Promise<PaymentStart>;
  /** Direct-debit collection against a mandate. */
  startDirectDebit(request: DirectDebitPaymentRequest): Promise<PaymentStart>;
  /** The event in a webhook body when its signature is right, else null. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent | null;
  /** Stop timers (sandbox settlement); pending deliveries are dropped. */
  close(): void;
}

export interface CardPaymentRequest {
  orderId: number;
  amountMinor: number;
  currency: string;
  card: string;
  returnUrl?: string;
}

export interface DirectDebitPaymentRequest {
  orderId: number;
  amountMinor: number;
  currency: string;
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
}

export type PaymentStart =
  /** Accepted; the settlement (or a late decline) arrives by webhook. */
  | { kind: 'pending'; ref: string }
  /** Refused at once (declined card, invalid number). */
  | { kind: 'declined'; ref: string; reason: string }
  /** The player must pass the issuer's second step at redirectUrl; the outcome arrives by webhook. */
  | { kind: 'challenge'; ref: string; redirectUrl: string };

export interface ProviderEvent {
  /** Unique per event, so a redelivered webhook is recognised. */
  eventId: string;
  type: 'payment.settled' | 'payment.declined';
  ref: string;
  orderId: number;
  amountMinor: number;
  currency: string;
  reason?: string;
}
