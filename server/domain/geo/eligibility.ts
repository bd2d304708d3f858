import { readFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { isAbsolute, join } from 'node:path';

/** One row of the operator's IP table: an IPv4 network and the country it is in. */
export interface CidrEntry {
  network: number;
  prefix: number;
  country: string;
}

const ipv4ToNumber = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** The entry for `10.0.0.0/8`-style text, or null when it is not a valid IPv4 CIDR. */
export function parseCidr(cidr: string, country: string): CidrEntry | null {
  const [address, bits, extra] = cidr.trim().split('/');
  const prefix = Number(bits);
  if (extra !== undefined || !address || !isIPv4(address) || !/^\d{1,2}$/.test(bits ?? '') || prefix > 32)
    return null;
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return { network: maskOf(ipv4ToNumber(address), prefix), prefix, country };
}

// >>> keeps the arithmetic unsigned (a /0 or a 200.x network would turn negative with plain &).
function maskOf(n: number, prefix: number): number {
  return prefix === 0 ? 0 : (n & (~0 << (32 - prefix))) >>> 0;
}

/**
 * Reads a CSV of `cidr,country` lines (blank lines, `#` comments and a `cidr,country` header are
 * skipped). A bad line stops the server with the file and line, like any other config error.
 */
export function parseIpTableCsv(text: string, source: string): CidrEntry[] {
  const out: CidrEntry[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^cidr\s*,/i.test(line)) return;
    const [cidr = '', country = ''] = line.split(',').map((cell) => cell.trim());
    const entry = parseCidr(cidr, country.toUpperCase());
    if (!entry) throw new Error(`${source}:${i + 1}: expected "cidr,country" like 10.0.0.0/8,US`);
    out.push(entry);
  });
  return out;
}

/** The operator's table: `geo.cidrs` of the config plus the CSV it names (relative to the config). */
export function loadIpTable(
  geo: { cidrs: Record<string, string>; ipTableFile?: string },
  configDir: string,
): CidrEntry[] {
  const table = Object.entries(geo.cidrs).map(([cidr, country]) => {
    const entry = parseCidr(cidr, country);
    if (!entry) throw new Error(`geo.cidrs.${cidr}: expected a CIDR like 10.0.0.0/8 and a country like US`);
    return entry;
  });
  if (geo.ipTableFile) {
    const path = isAbsolute(geo.ipTableFile) ? geo.ipTableFile : join(configDir, geo.ipTableFile);
    table.push(...parseIpTableCsv(readFileSync(path, 'utf8'), path));
  }
  return table;
}

/** The country of an address by the longest matching prefix, or '' when no row holds it. */
export function countryOfIpInTable(table: readonly CidrEntry[], ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return '';
  const n = ipv4ToNumber(v4);
  let best: CidrEntry | null = null;
  for (const entry of table)
    if (maskOf(n, entry.prefix) === entry.network && (!best || entry.prefix > best.prefix)) best = entry;
  return best?.country ?? '';
}
