import { randomUUID } from 'node:crypto';
import type {
  CardPaymentRequest,
  DirectDebitPaymentRequest,
  PaymentProvider,
  PaymentStart,
  PayoutRequest,
  PayoutStart,
  ProviderEvent,
} from './provider';
import { signBody, verifyBody } from './signature';
import { cardBehaviour, DECLINED_DEBIT_ACCOUNT, sandboxCardToken, tokenRefusesPayouts } from './testCards';
import { returnUrlWithPid } from './returnUrl';

/** Sends a signed webhook body to the server: an HTTP POST, or a direct call in process. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

export interface SandboxProvider extends PaymentProvider {
  /** The player's answer at the issuer's second step (what the challenge page would post). */
  completeChallenge(ref: string, passed: boolean): Promise<boolean>;
  /** Where the challenge page sends the player once answered (returnUrl?pid=orderId), if anywhere. */
  challengeReturn(ref: string): string | null;
  /** Resolves once every scheduled webhook has been delivered (tests). */
  idle(): Promise<void>;
}

interface Payment {
  orderId: number;
  amountMinor: number;
  currency: string;
}

/** A payment awaiting the issuer's second step, and where the player goes back to after it. */
type Challenge = Payment & { returnTo: string | null };

export interface SandboxOptions {
  secret: string;
  deliver: WebhookDelivery;
  settleDelayMs: number;
  onDeliveryError?: (error: unknown) => void;
}

/** The sandbox's state: challenges awaiting their second step, and the deliveries under way. */
interface Sandbox {
  options: SandboxOptions;
  challenges: Map<string, Challenge>;
  /** Settlement delays running, each with what releases its wait in idle(). */
  timers: Map<NodeJS.Timeout, () => void>;
  inFlight: Set<Promise<void>>;
  closed: boolean;
}

/**
 * A card and direct-debit processor in test mode. Approved payments settle asynchronously: after
 * settleDelayMs the sandbox signs a `payment.settled` event and delivers it like a webhook.
 * Test cards (testCards.ts) decline, ask for a second step, or never answer (timeout).
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const sbx: Sandbox = {
    options,
    challenges: new Map(),
    timers: new Map(),
    inFlight: new Set(),
    closed: false,
  };
  return {
    name: 'sandbox',
    startCardPayment: async (request) => startCardPayment(sbx, request),
    startDirectDebit: async (request) => startDirectDebit(sbx, request),
    startPayout: async (request) => startPayout(sbx, request),
    cardToken: (card) => sandboxCardToken(options.secret, card),

    async completeChallenge(ref, passed) {
      const challenge = sbx.challenges.get(ref);
      if (!challenge) return false;
      sbx.challenges.delete(ref);
      const { returnTo: _returnTo, ...payment } = challenge;
      if (passed) settled(sbx, ref, payment);
      else declined(sbx, ref, payment, 'second step failed');
      return true;
    },

    challengeReturn: (ref) => sbx.challenges.get(ref)?.returnTo ?? null,

    parseWebhook: (rawBody, signature) => parseWebhook(options.secret, rawBody, signature),

    async idle() {
      while (sbx.inFlight.size > 0) await Promise.all([...sbx.inFlight]);
    },

    close() {
      sbx.closed = true;
      for (const [timer, release] of sbx.timers) {
        clearTimeout(timer);
        release();
      }
      sbx.timers.clear();
    },
  };
}

/** Signs the event and delivers it after the settlement delay, like a processor's webhook. */
function schedule(sbx: Sandbox, event: Omit<ProviderEvent, 'eventId'>): void {
  if (sbx.closed) return;
  const { options, inFlight, timers } = sbx;
  const body = JSON.stringify({ ...event, eventId: randomUUID() });
  const send = () => {
    const delivery = options
      .deliver(body, signBody(options.secret, body))
      .catch((error) => options.onDeliveryError?.(error))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  };
  // The settlement's delay is part of the flow: track it, so idle() waits for it too.
  let release!: () => void;
  const waiting = new Promise<void>((resolve) => (release = resolve)).finally(() => inFlight.delete(waiting));
  inFlight.add(waiting);
  const timer = setTimeout(() => {
    timers.delete(timer);
    send();
    release();
  }, options.settleDelayMs);
  timers.set(timer, release);
}

const settled = (sbx: Sandbox, ref: string, p: Payment) =>
  schedule(sbx, { type: 'payment.settled', ref, ...p });
const declined = (sbx: Sandbox, ref: string, p: Payment, reason: string) =>
  schedule(sbx, { type: 'payment.declined', ref, reason, ...p });

function startCardPayment(sbx: Sandbox, request: CardPaymentRequest): PaymentStart {
  const ref = `sbx_card_${randomUUID()}`;
  const payment = { orderId: request.orderId, amountMinor: request.amountMinor, currency: request.currency };
  switch (cardBehaviour(request.card)) {
    case 'invalid':
      return { kind: 'declined', ref, reason: 'invalid card number' };
    case 'declined':
      return { kind: 'declined', ref, reason: 'card declined' };
    case 'challenge':
      sbx.challenges.set(ref, { ...payment, returnTo: returnUrlWithPid(request.returnUrl, request.orderId) });
      return { kind: 'challenge', ref, redirectUrl: `/payments/sandbox/challenge/${ref}` };
    case 'timeout':
      return { kind: 'pending', ref };
    case 'success':
      settled(sbx, ref, payment);
      return { kind: 'pending', ref };
  }
}

function startDirectDebit(sbx: Sandbox, request: DirectDebitPaymentRequest): PaymentStart {
  const ref = `sbx_dd_${randomUUID()}`;
  const payment = { orderId: request.orderId, amountMinor: request.amountMinor, currency: request.currency };
  if (request.accountNumber === DECLINED_DEBIT_ACCOUNT)
    declined(sbx, ref, payment, 'account refused the debit');
  else settled(sbx, ref, payment);
  return { kind: 'pending', ref };
}

function startPayout(sbx: Sandbox, request: PayoutRequest): PayoutStart {
  const ref = `sbx_po_${randomUUID()}`;
  const payout = { orderId: request.orderId, amountMinor: request.amountMinor, currency: request.currency };
  const d = request.destination;
  if (d.kind === 'card' && !d.token.startsWith('sbx_tok_'))
    return { kind: 'declined', ref, reason: 'unknown card token' };
  // Like a bank return: accepted now, refused later by the receiving account.
  const refused =
    (d.kind === 'bank' && d.accountNumber === DECLINED_DEBIT_ACCOUNT) ||
    (d.kind === 'card' && tokenRefusesPayouts(d.token));
  schedule(
    sbx,
    refused
      ? { type: 'payout.failed', ref, reason: 'the receiving account refused the payout', ...payout }
      : { type: 'payout.paid', ref, ...payout },
  );
  return { kind: 'pending', ref };
}

function parseWebhook(secret: string, rawBody: string, signature: string | undefined): ProviderEvent | null {
  if (!verifyBody(secret, rawBody, signature)) return null;
  try {
    const event = JSON.parse(rawBody) as ProviderEvent;
    const valid =
      typeof event.eventId === 'string' &&
      ['payment.settled', 'payment.declined', 'payout.paid', 'payout.failed'].includes(event.type) &&
      typeof event.ref === 'string' &&
      Number.isSafeInteger(event.orderId) &&
      Number.isSafeInteger(event.amountMinor) &&
      typeof event.currency === 'string';
    return valid ? event : null;
  } catch {
    return null;
  }
}

/** Delivery by HTTP POST to the server's webhook route (the way a real processor calls back). */
export function httpWebhookDelivery(url: string): WebhookDelivery {
  return async (rawBody, signature) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body: rawBody,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
