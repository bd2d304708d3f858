import { createHmac } from 'node:crypto';

/**
 * The sandbox's test cards, like a card processor's test mode. Any other number that passes the
 * Luhn check succeeds too; one that fails it is declined as invalid.
 */
export const TestCards = {
  success: '4111111111111111',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Needs the issuer's second step (3-D Secure-like) before it settles. */
  challenge: '4000000000003220',
  /** Accepted and then never answered: the cashier declines it after its card timeout. */
  timeout: '4000000000000119',
  /** Deposits succeed; a payout to it is accepted and then fails (the money returns to the player). */
  payoutRefused: '4000056655665556',
} as const;

/** Direct debit: this account number is refused by the (pretend) bank at settlement. */
export const DECLINED_DEBIT_ACCOUNT = '99999999';

export type CardBehaviour = 'success' | 'declined' | 'challenge' | 'timeout' | 'invalid';

export function cardBehaviour(card: string): CardBehaviour {
  const digits = card.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'invalid';
  if (digits === TestCards.declined || digits === TestCards.insufficientFunds) return 'declined';
  if (digits === TestCards.challenge) return 'challenge';
  if (digits === TestCards.timeout) return 'timeout';
  return 'success';
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What a saved card is shown as: brand and last four digits, never the number. */
export function cardLabel(card: string): string {
  const digits = card.replace(/[\s-]/g, '');
  const brand = digits.startsWith('4') ? 'Visa' : digits.startsWith('5') ? 'Mastercard' : 'Card';
  return `${brand} **** ${digits.slice(-4)}`;
}

/**
 * The sandbox's token for a saved card: its last four digits (a payout to the payoutRefused
 * card fails) and a keyed hash, never the number itself.
 */
export function sandboxCardToken(secret: string, card: string): string {
  const digits = card.replace(/[\s-]/g, '');
  const hash = createHmac('sha256', secret).update(digits).digest('hex').slice(0, 24);
  return `sbx_tok_${digits.slice(-4)}_${hash}`;
}

export function tokenRefusesPayouts(token: string): boolean {
  return token.startsWith(`sbx_tok_${TestCards.payoutRefused.slice(-4)}_`);
}
