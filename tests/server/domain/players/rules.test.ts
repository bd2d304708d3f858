import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../../server/config/schema';
import { countryOfIp } from '../../../../server/domain/geo/ipCountry';
import { isValidPostalCode } from '../../../../server/domain/geo/postalCodes';
import {
  mustCompleteRegistration,
  segmentAfterFullRegistration,
  segmentForRegistration,
  segmentMayPlay,
} from '../../../../server/domain/players/segments';
import {
  fullRegistrationErrors,
  isFieldRequired,
  plainTextErrors,
  ValidationKey,
} from '../../../../protocol/validation';

const site = (acceptedCountries: string[] = []) =>
  siteSchema.parse({
    memberId: 9,
    siteName: 'T',
    siteUrl: 'http://localhost',
    theme: 'blue-theme',
    template: 't',
    defaultLanguage: 'en_US',
    defaultCountry: 'US',
    languages: [{ languageId: 'en_US', name: 'English' }],
    currencies: ['USD'],
    acceptedCountries,
  });

describe('segments', () => {
  it('starts quick registrations in B, blocked countries in A, blocked addresses in A1', () => {
    expect(segmentForRegistration(site(), 'FR', 'FR', false)).toBe('B');
    expect(segmentForRegistration(site(['US']), 'FR', 'US', false)).toBe('A');
    expect(segmentForRegistration(site(['US']), 'US', 'FR', false)).toBe('A1');
    expect(segmentForRegistration(site(['US']), 'US', '', false)).toBe('B');
    expect(segmentForRegistration(site(['US']), 'US', 'US', true)).toBe('C');
  });

  it('lifts B to C on full registration, keeps A and A1 and other segments', () => {
    expect(segmentAfterFullRegistration('B', site(), 'US')).toBe('C');
    expect(segmentAfterFullRegistration('A1', site(), 'US')).toBe('A1');
    expect(segmentAfterFullRegistration('B', site(['US']), 'FR')).toBe('A');
    expect(segmentAfterFullRegistration('VIP', site(), 'US')).toBe('VIP');
  });

  it('blocks play for A and A1 and prompts B to complete', () => {
    expect(['A', 'A1', 'B', 'C', 'VIP'].map(segmentMayPlay)).toEqual([false, false, true, true, true]);
    expect(['A', 'B', 'C'].map(mustCompleteRegistration)).toEqual([false, true, false]);
  });
});

describe('full registration requirements', () => {
  it('requires by default, drops a field whose override is 0, adds one whose override is 1', () => {
    expect(isFieldRequired('gender', {}, true)).toBe(true);
    expect(isFieldRequired('gender', { gender: 0 }, true)).toBe(false);
    expect(isFieldRequired('governmentId1', {}, true)).toBe(false);
    expect(isFieldRequired('governmentId1', { governmentId1: 1 }, true)).toBe(true);
    expect(isFieldRequired('state', {}, false)).toBe(false);
  });

  it('reports required and unchosen province with the spec keys', () => {
    const errors = fullRegistrationErrors(
      { firstName: ' ', state: 'XX', country: 'US' },
      { gender: 0 },
      true,
    );
    expect(errors).toMatchObject({ firstName: ValidationKey.required, state: ValidationKey.state });
    expect(errors).not.toHaveProperty('gender');
    expect(errors).not.toHaveProperty('country');
  });
});

describe('plain text', () => {
  it('finds control and invisible format characters anywhere, keeping line breaks', () => {
    expect(
      plainTextErrors({ a: 'ok\nline', b: { c: ['x', 'y\u200Dz'] }, d: 'e\u0000', f: '\u202Eabc' }),
    ).toEqual({
      'b.c.1': ValidationKey.invalid,
      d: ValidationKey.invalid,
      f: ValidationKey.invalid,
    });
    expect(plainTextErrors({ doc: '\u0000' }, new Set(['doc']))).toEqual({});
  });
});

describe('geo look-ups', () => {
  const ranges = [
    { from: '10.0.0.0', to: '10.0.255.255', country: 'GB' },
    { from: '192.168.1.0', to: '192.168.1.127', country: 'ES' },
  ];
  it('finds the country of an IPv4 address (also IPv4-mapped), else an empty string', () => {
    expect(countryOfIp(ranges, '10.0.200.1')).toBe('GB');
    expect(countryOfIp(ranges, '::ffff:192.168.1.5')).toBe('ES');
    expect(countryOfIp(ranges, '192.168.1.128')).toBe('');
    expect(countryOfIp(ranges, '2001:db8::1')).toBe('');
    expect(countryOfIp(ranges, 'not an ip')).toBe('');
  });

  it('checks postal codes by country shape', () => {
    expect(isValidPostalCode('US', '12345-6789')).toBe(true);
    expect(isValidPostalCode('US', '1234')).toBe(false);
    expect(isValidPostalCode('CA', 'k1a 0b1')).toBe(true);
    expect(isValidPostalCode('ES', '53001')).toBe(false);
    expect(isValidPostalCode('FR', '75001')).toBe(true);
    expect(isValidPostalCode('ZZ', 'AB-12')).toBe(true);
    expect(isValidPostalCode('ZZ', '<script>')).toBe(false);
  });
});
