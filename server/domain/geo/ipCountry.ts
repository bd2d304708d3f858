import { isIPv4 } from 'node:net';

export interface IpRange {
  from: string;
  to: string;
  country: string;
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4, as Node reports v4 clients on a dual stack) as plain v4. */
function plainV4(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * The country of an address from the operator's range table, or '' when no range holds it (the
 * caller then falls back to the site's default country, spec section 9).
 */
export function countryOfIp(ranges: readonly IpRange[], ip: string): string {
  const v4 = plainV4(ip);
  if (!isIPv4(v4)) return '';
  const n = ipv4ToNumber(v4);
  const hit = ranges.find((r) => ipv4ToNumber(r.from) <= n && n <= ipv4ToNumber(r.to));
  return hit?.country ?? '';
}
