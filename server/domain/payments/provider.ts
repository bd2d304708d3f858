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
  /** A withdrawal paid out; `payout.paid` or `payout.failed` arrives by webhook. */
  startPayout(request: PayoutRequest): Promise<PayoutStart>;
  /** A token the provider pays a saved card out to (stored instead of the number). */
  cardToken(card: string): string;
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

export interface PayoutRequest {
  orderId: number;
  /** What the player receives: the withdrawal less its fee. */
  amountMinor: number;
  currency: string;
  /** A saved card's token, a saved bank account, or the player's details on file. */
  destination:
    | { kind: 'card'; token: string }
    | { kind: 'bank'; accountHolder: string; sortCode: string; accountNumber: string }
    | { kind: 'onFile' };
}

export type PayoutStart =
  { kind: 'pending'; ref: string } | { kind: 'declined'; ref: string; reason: string };

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
  type: 'payment.settled' | 'payment.declined' | 'payout.paid' | 'payout.failed';
  ref: string;
  orderId: number;
  amountMinor: number;
  currency: string;
  reason?: string;
}
