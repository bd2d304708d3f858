import { isIPv6 } from 'node:net';

// The keys limits count by. Each folds the spellings that reach the same recipient or client into
// one key, so a limit cannot be walked round by writing the same thing another way.

/** Providers that ignore dots in the local part (a.b@gmail.com is ab@gmail.com). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox: lower case, the plus-tag dropped (a+1@x and a+2@x are a@x), and for
 * providers that ignore dots, the dots of the local part too. Not a validator: the call schemas
 * have checked the address already; anything without an @ is only trimmed and lower-cased.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * A phone number as E.164 (+ and digits): spaces, dashes, dots and brackets dropped, a leading 00
 * taken for +. A number without a country prefix keeps its digits, so one spelling is one key.
 */
export function normalisePhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()/]/g, '');
  if (compact.startsWith('+')) return `+${compact.slice(1).replace(/\D/g, '')}`;
  if (compact.startsWith('00')) return `+${compact.slice(2).replace(/\D/g, '')}`;
  return compact.replace(/\D/g, '');
}

/**
 * One key per client: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6
 * address by its /64, since one subscriber is handed a whole /64 and could rotate through it.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return expandIPv6(address).slice(0, 4).join(':') + '::/64';
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
