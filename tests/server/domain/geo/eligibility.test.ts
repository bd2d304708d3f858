import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countryOfIpInTable,
  loadIpTable,
  parseCidr,
  parseIpTableCsv,
} from '../../../../server/domain/geo/eligibility';
import { isEligible } from '../../../../server/domain/geo/eligibilityRule';
import { createResponsibleGamingService } from '../../../../server/domain/responsibleGaming/service';
import { parseConfig } from '../../../../server/config/loader';
import { readFileSync } from 'node:fs';

describe('operator IP table (CIDR -> country)', () => {
  const table = parseIpTableCsv(
    [
      '# comment',
      'cidr,country',
      '10.0.0.0/8,US',
      '10.20.0.0/16,ca',
      '',
      '203.0.113.0/24,GB',
      '0.0.0.0/0,ZZ',
    ].join('\n'),
    'test.csv',
  );

  it('finds the longest matching prefix', () => {
    expect(countryOfIpInTable(table, '10.1.2.3')).toBe('US');
    expect(countryOfIpInTable(table, '10.20.9.9')).toBe('CA');
    expect(countryOfIpInTable(table, '::ffff:203.0.113.7')).toBe('GB');
    expect(countryOfIpInTable(table, '8.8.8.8')).toBe('ZZ');
    expect(countryOfIpInTable(table.slice(0, 3), '8.8.8.8')).toBe('');
    expect(countryOfIpInTable(table, '2001:db8::1')).toBe('');
  });

  it('handles high addresses and /32 rows', () => {
    const t = [parseCidr('250.1.2.3/32', 'FR')!, parseCidr('200.0.0.0/8', 'BR')!];
    expect(countryOfIpInTable(t, '250.1.2.3')).toBe('FR');
    expect(countryOfIpInTable(t, '250.1.2.4')).toBe('');
    expect(countryOfIpInTable(t, '200.255.255.255')).toBe('BR');
  });

  it('refuses bad rows with the file and line', () => {
    expect(parseCidr('10.0.0.0/33', 'US')).toBeNull();
    expect(parseCidr('10.0.0/8', 'US')).toBeNull();
    expect(parseCidr('10.0.0.0/8', 'USA')).toBeNull();
    expect(() => parseIpTableCsv('cidr,country\n10.0.0.0/8,US\nnonsense', 'ops.csv')).toThrow(/ops\.csv:3/);
  });

  it('loads the config rows and the CSV the config names, relative to the config', () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawhall-geo-'));
    writeFileSync(join(dir, 'ips.csv'), '198.51.100.0/24,ES\n');
    const t = loadIpTable({ cidrs: { '192.0.2.0/24': 'FR' }, ipTableFile: 'ips.csv' }, dir);
    expect(countryOfIpInTable(t, '192.0.2.1')).toBe('FR');
    expect(countryOfIpInTable(t, '198.51.100.1')).toBe('ES');
  });

  it('ships a demo table the demo config references', () => {
    const config = parseConfig('config/demo.json', readFileSync('config/demo.json', 'utf8'));
    const t = loadIpTable(config.geo, 'config');
    expect(countryOfIpInTable(t, '192.0.2.10')).toBe('FR');
  });
});

describe('eligibility rule (spec section 4)', () => {
  const base = { ipCountry: 'US', defaultCountry: 'US', acceptedCountries: ['US', 'CA'], segment: null };

  it('accepts an accepted country and refuses another', () => {
    expect(isEligible(base)).toMatchObject({ eligible: true });
    expect(isEligible({ ...base, ipCountry: 'FR' })).toEqual({
      eligible: false,
      country: 'FR',
      reason: 'country',
    });
    expect(isEligible({ ...base, ipCountry: 'FR', acceptedCountries: [] }).eligible).toBe(true);
  });

  it('uses the default country when the look-up is empty', () => {
    expect(isEligible({ ...base, ipCountry: '', defaultCountry: 'CA' })).toMatchObject({
      eligible: true,
      country: 'CA',
    });
    expect(isEligible({ ...base, ipCountry: '', defaultCountry: 'ES' }).eligible).toBe(false);
  });

  it('blocks segments A and A1, not B or C', () => {
    for (const segment of ['A', 'A1'])
      expect(isEligible({ ...base, segment })).toMatchObject({ reason: 'segment' });
    for (const segment of ['B', 'C', 'D']) expect(isEligible({ ...base, segment }).eligible).toBe(true);
  });

  it('the service answers by the table, then the fallback ranges, then the site default', async () => {
    const site = { defaultCountry: 'ES', acceptedCountries: ['ES', 'GB'] };
    const rg = createResponsibleGamingService({
      db: { query: async () => [] } as never,
      clock: { now: () => 0 },
      site: (memberId) => (memberId === 2 ? (site as never) : undefined),
      ipTable: parseIpTableCsv('203.0.113.0/24,GB\n192.0.2.0/24,FR', 't'),
      fallbackCountryOfIp: (ip) => (ip === '10.9.0.1' ? 'US' : ''),
    });
    const ask = (ip: string, memberId = 2) => rg.isEligibleLocation({ memberId, ip, playerId: null });
    expect(await ask('203.0.113.5')).toBe(true);
    expect(await ask('192.0.2.5')).toBe(false);
    expect(await ask('10.9.0.1')).toBe(false);
    expect(await ask('127.0.0.1')).toBe(true); // empty look-up: Spain, the default
    expect(await ask('203.0.113.5', 99)).toBe(false); // no such site
  });
});
