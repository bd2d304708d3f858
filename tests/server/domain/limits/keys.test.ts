import { describe, expect, it } from 'vitest';
import { clientKey, normaliseEmail, normalisePhone } from '../../../../server/domain/limits';

describe('limit keys', () => {
  it('folds the spellings of one mailbox into one key', () => {
    expect(normaliseEmail(' A+1@X.com ')).toBe('a@x.com');
    expect(normaliseEmail('a+2@x.com')).toBe('a@x.com');
    expect(normaliseEmail('a.b@x.com')).toBe('a.b@x.com'); // dots matter for most providers
    expect(normaliseEmail('A.B+promo@GoogleMail.com')).toBe('ab@gmail.com');
    expect(normaliseEmail('a.b@gmail.com')).toBe('ab@gmail.com');
  });

  it('writes a phone number as E.164', () => {
    expect(normalisePhone('+1 (555) 010-2030')).toBe('+15550102030');
    expect(normalisePhone('0015550102030')).toBe('+15550102030');
    expect(normalisePhone('555.010.2030')).toBe('5550102030');
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  });
});
