import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { ValidationKey } from '../../../protocol/validation';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

const yearsAgo = (years: number, dayShift = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayShift);
  return d.toISOString().slice(0, 10);
};

describe('playerRegistration and the registration checks', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const register = (over: Record<string, unknown> = {}, ip = freshIp()) =>
    rig.call('playerRegistration', quickRegistration(over), { ip, secure: false });

  /** The Server.Validation detail for params, checking nothing was written. */
  const rejected = async (over: Record<string, unknown>) => {
    const before = await rig.count('players');
    const outcome = await register(over);
    expect(await rig.count('players')).toBe(before);
    if (outcome.ok) throw new Error('registration passed');
    expect(outcome.fault.code).toBe(FaultCode.Validation);
    return outcome.fault.detail as Record<string, string>;
  };

  it('registers a quick player in segment B, argon2id-hashed, and mails a confirmation link', async () => {
    const params = quickRegistration({ birthdate: '1990-02-28' });
    const { playerId } = await rig.ok<{ playerId: number }>('playerRegistration', params, { ip: freshIp() });
    const [row] = await rig.services.db.query<{ segment: string; password_hash: string }>(
      'SELECT segment, password_hash FROM players WHERE id = $1',
      [playerId],
    );
    expect(row.segment).toBe('B');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await rig.mailedToken(params.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { session } = await rig.login(params.username, 'abc123');
    expect((await rig.services.players.byId(session.playerId))?.verification.playerSegment).toBe('B');
  });

  it.each([
    ['username', { username: 'bad name' }, ValidationKey.username],
    ['username', { username: 'ab' }, 'validation.minlength.3'],
    ['username', { username: 'a'.repeat(21) }, 'validation.maxlength.20'],
    ['username', { username: undefined }, ValidationKey.required],
    ['email', { email: 'not-an-email' }, ValidationKey.email],
    ['email', { email: 'x'.repeat(140) + '@a.bc' }, 'validation.maxlength.144'],
    ['password', { password: 'short1' + 'x'.repeat(15) }, ValidationKey.password],
    ['password', { password: 'abc12' }, ValidationKey.password],
    ['password', { password: 'abcdefg' }, ValidationKey.password],
    ['password', { password: '1234567' }, ValidationKey.password],
    ['password', { password: undefined }, ValidationKey.password],
    ['phone', { phone: '555--123' }, ValidationKey.phone],
    ['phone', { phone: '-555' }, ValidationKey.phone],
    ['country', { country: 'XX' }, ValidationKey.country],
    ['termsAccepted', { termsAccepted: 0 }, ValidationKey.tandc],
    ['termsAccepted', { termsAccepted: false }, ValidationKey.tandc],
    ['birthdate', { birthdate: yearsAgo(18, 1) }, ValidationKey.young],
    ['birthdate', { birthdate: '2001-02-29' }, ValidationKey.required],
    ['confirmPassword', { confirmPassword: 'abc124' }, ValidationKey.noMatch],
  ])('answers %s with its spec key (%j)', async (field, over, key) => {
    expect((await rejected(over))[field]).toBe(key);
  });

  it('accepts an 18th birthday today and phones with single hyphens', async () => {
    expect((await register({ birthdate: yearsAgo(18), phone: '555-123-4567' })).ok).toBe(true);
  });

  it('reports only the first error per field, and every bad field', async () => {
    const detail = await rejected({ username: 'a b', password: 'x', country: 'XX', email: 'nope' });
    expect(detail).toEqual({
      username: ValidationKey.username,
      password: ValidationKey.password,
      country: ValidationKey.country,
      email: ValidationKey.email,
    });
  });

  it('refuses a taken username, email or phone on the same site, case-insensitively', async () => {
    const first = quickRegistration({ phone: '555-000-1111' });
    await rig.ok('playerRegistration', first, { ip: freshIp() });
    expect(await rejected({ username: first.username.toUpperCase() })).toEqual({
      username: ValidationKey.exists,
    });
    expect(await rejected({ email: first.email.toUpperCase() })).toEqual({ email: ValidationKey.exists });
    expect(await rejected({ phone: '555-000-1111' })).toEqual({ phone: ValidationKey.exists });
    // Another site is another namespace.
    expect((await register({ ...first, memberId: 2 })).ok).toBe(true);
  });

  it('answers 113 after too many registrations from one address within the window', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await register({}, ip)).ok).toBe(true);
    const before = await rig.count('players');
    const refused = await register({}, ip);
    expect(refused).toMatchObject({ ok: false, fault: { code: FaultCode.TooManyRegistrations } });
    expect(await rig.count('players')).toBe(before);
    rig.clock.advance(61 * 60_000);
    expect((await register({}, ip)).ok).toBe(true);
  });

  it('answers 20 when the site closed registration and 28 under maintenance', async () => {
    expect(await rig.fault('playerRegistration', quickRegistration({ memberId: 13 }))).toMatchObject({
      code: FaultCode.RegistrationClosed20,
    });
    expect(await rig.fault('playerRegistration', quickRegistration({ memberId: 14 }))).toMatchObject({
      code: FaultCode.RegistrationClosed28,
    });
  });

  it('puts a player from a country the site does not accept in segment A, and by address in A1', async () => {
    const a = await rig.ok<{ playerId: number }>(
      'playerRegistration',
      quickRegistration({ memberId: 15, country: 'FR' }),
      {
        ip: freshIp(),
      },
    );
    const a1 = await rig.ok<{ playerId: number }>('playerRegistration', quickRegistration({ memberId: 15 }), {
      ip: '10.9.0.7',
    });
    const b = await rig.ok<{ playerId: number }>('playerRegistration', quickRegistration({ memberId: 15 }), {
      ip: freshIp(),
    });
    const segment = async (id: number) => (await rig.services.players.byId(id))?.verification.playerSegment;
    expect([await segment(a.playerId), await segment(a1.playerId), await segment(b.playerId)]).toEqual([
      'A',
      'A1',
      'B',
    ]);
  });

  it('answers the existence checks with 1 when taken and 0 when free', async () => {
    const taken = quickRegistration({ phone: '555-222-3333' });
    await rig.ok('playerRegistration', taken, { ip: freshIp() });
    expect(await rig.ok('checkUsername', { memberId: 1, value: taken.username.toUpperCase() })).toBe(1);
    expect(await rig.ok('checkUsername', { memberId: 1, value: 'nobody_here' })).toBe(0);
    expect(await rig.ok('checkEmail', { memberId: 1, value: taken.email })).toBe(1);
    expect(await rig.ok('checkEmail', { memberId: 2, value: taken.email })).toBe(0);
    expect(await rig.ok('checkPhone', { memberId: 1, value: '555-222-3333' })).toBe(1);
    expect(await rig.ok('checkGovernmentID', { memberId: 1, value: 'X1234567' })).toBe(0);
    expect(await rig.fault('checkUsername', { memberId: 99, value: 'x' })).toMatchObject({
      code: FaultCode.Validation,
      detail: { memberId: 'validation.invalid' },
    });
  });

  describe('bad input answers a clear fault and writes nothing', () => {
    it.each([
      ['NUL byte in the email', { email: 'a\u0000b@example.test' }, 'email'],
      ['RTL override in the username', { username: 'abc\u202Egpj' }, 'username'],
      ['Cyrillic homoglyph in the username', { username: '\u0430dmin' }, 'username'],
      ['Cyrillic homoglyph in the email', { email: '\u0430lice@example.test' }, 'email'],
      ['zero-width space in the username', { username: 'ad\u200Bmin' }, 'username'],
      ['a huge username', { username: 'a'.repeat(100_000) }, 'username'],
      ['a number for the username', { username: 12345 }, 'username'],
      ['an object for the password', { password: { $ne: '' } }, 'password'],
      ['a string for the terms', { termsAccepted: 'yes' }, 'termsAccepted'],
      ['NUL in the referral code', { refStr: 'ab\u0000c' }, 'refStr'],
      ['RTL override in the language', { languageId: 'en\u202EUS' }, 'languageId'],
    ])('%s', async (_label, over, field) => {
      const detail = await rejected(over);
      expect(Object.keys(detail)).toContain(field);
    });

    it('missing params object and wrong memberId type', async () => {
      const before = await rig.count('players');
      expect(await rig.fault('playerRegistration', { memberId: '1' })).toMatchObject({
        code: FaultCode.Validation,
      });
      expect(await rig.fault('playerRegistration', [])).toMatchObject({ code: FaultCode.BadRequest });
      expect(await rig.count('players')).toBe(before);
    });
  });
});
