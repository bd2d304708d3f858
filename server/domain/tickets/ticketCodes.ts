import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A ticket's printed id and secure key (spec: "scan a ticket (ticket id and secure key)"). Both
 * random from crypto; the key is stored only as its sha256, so whoever reads the tickets table
 * still cannot present a ticket. Crockford-style base32 without I, L, O, U: easy to read aloud
 * and type from paper.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomText(length: number): string {
  // 32 symbols divide 256 evenly, so byte % 32 is uniform: no rejection needed.
  return [...randomBytes(length)].map((b) => ALPHABET[b % 32]).join('');
}

export interface TicketCodes {
  ticketId: string;
  secureKey: string;
  secureKeyHash: string;
}

/** 12 symbols of id (60 bits) and 16 of key (80 bits): neither can be guessed by scanning. */
export function newTicketCodes(): TicketCodes {
  const secureKey = randomText(16);
  return { ticketId: `T${randomText(12)}`, secureKey, secureKeyHash: hashKey(secureKey) };
}

export function hashKey(secureKey: string): string {
  return createHash('sha256').update(secureKey.trim().toUpperCase()).digest('hex');
}

/** Whether a presented key matches the stored hash, in constant time. */
export function keyMatches(secureKey: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(secureKey), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
