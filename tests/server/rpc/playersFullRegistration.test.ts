import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { ValidationKey } from '../../../protocol/validation';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

const full = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthdate: '1990-12-10',
  gender: 'F',
  country: 'US',
  state: 'NY',
  city: 'New York',
  address: '1 Broadway',
  postalCode: '10001',
  ...over,
});

describe('playerRegistrationFull and the geo calls', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const newPlayer = async (memberId = 1, over: Record<string, unknown> = {}) => {
    const params = quickRegistration({ memberId, ...over });
    const { playerId } = await rig.ok<{ playerId: number }>('playerRegistration', params, { ip: freshIp() });
    const { session } = await rig.login(params.username, 'abc123', memberId);
    return { ...params, playerId, session };
  };

  it('stores the details, moves segment B to C and pushes segment and details', async () => {
    const p = await newPlayer();
    rig.listen(`player.${p.playerId}`);
    const { player } = await rig.ok<{ player: { verification: { playerSegment: string } } }>(
      'playerRegistrationFull',
      full({ governmentId1: 'GOV-1' }),
      { session: p.session },
    );
    expect(player).toMatchObject({
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthdate: '1990-12-10',
        gender: 'F',
        primaryAddressCity: 'New York',
      },
      verification: { playerSegment: 'C' },
    });
    const events = rig.pushes
      .filter((push) => push.topic === `player.${p.playerId}`)
      .map((push) => push.event);
    expect(events).toEqual(['segment', 'updatePlayerDetails']);
    expect(await rig.ok('checkGovernmentID', { memberId: 1, value: 'gov-1' })).toBe(1);
  });

  it('requires every field unless the site overrides it with 0, and fields the override sets to 1', async () => {
    // Site 1 overrides gender to 0.
    const p = await newPlayer();
    const detail = (await rig.fault('playerRegistrationFull', { country: 'CA' }, { session: p.session }))
      .detail;
    expect(detail).toEqual({
      firstName: ValidationKey.required,
      lastName: ValidationKey.required,
      birthdate: ValidationKey.required,
      state: ValidationKey.required,
      city: ValidationKey.required,
      address: ValidationKey.required,
      postalCode: ValidationKey.required,
    });
    // Site 15: governmentId1 forced on, gender and postal code off; a country without provinces.
    const q = await newPlayer(15);
    const detail5 = (
      await rig.fault(
        'playerRegistrationFull',
        { country: 'US', state: 'NY', city: 'x', address: 'y' },
        { session: q.session },
      )
    ).detail as Record<string, string>;
    expect(Object.keys(detail5).sort()).toEqual(['birthdate', 'firstName', 'governmentId1', 'lastName']);
  });

  it.each([
    ['state', { state: 'XX' }, ValidationKey.state],
    ['state', { state: 'ZZ' }, ValidationKey.state],
    ['postalCode', { postalCode: 'ABCDE' }, ValidationKey.invalid],
    ['country', { country: 'XX' }, ValidationKey.country],
    ['birthdate', { birthdate: '2020-01-01' }, ValidationKey.young],
    ['gender', { gender: 'Q' }, ValidationKey.invalid],
    ['firstName', { firstName: 'A'.repeat(51) }, 'validation.maxlength.50'],
    ['city', { city: 'New\u0000York' }, ValidationKey.invalid],
  ])('answers %s with its key (%j) and changes nothing', async (field, over, key) => {
    const p = await newPlayer();
    const fault = await rig.fault('playerRegistrationFull', full(over), { session: p.session });
    expect(fault.code).toBe(FaultCode.Validation);
    expect((fault.detail as Record<string, string>)[field]).toBe(key);
    expect((await rig.services.players.byId(p.playerId))?.verification.playerSegment).toBe('B');
  });

  it('refuses a government id or email another player holds', async () => {
    const a = await newPlayer();
    await rig.ok('playerRegistrationFull', full({ governmentId1: 'DUP-77' }), { session: a.session });
    const b = await newPlayer();
    expect(
      (
        await rig.fault('playerRegistrationFull', full({ governmentId1: 'dup-77', email: a.email }), {
          session: b.session,
        })
      ).detail,
    ).toMatchObject({ governmentId1: ValidationKey.exists, email: ValidationKey.exists });
  });

  it('mails a confirmation after the full registration when the site asks (EMAIL_ON_FULL_REGISTRATION)', async () => {
    const p = await newPlayer(2);
    const mails = await rig.count('outbox');
    await rig.ok('playerRegistrationFull', full({ country: 'ES', state: 'MD', postalCode: '28013' }), {
      session: p.session,
    });
    expect(await rig.count('outbox')).toBe(mails + 1);
  });

  it('needs a session', async () => {
    expect(await rig.fault('playerRegistrationFull', full())).toMatchObject({ code: FaultCode.NotLoggedIn });
  });

  describe('geo and lists', () => {
    it('lists the countries a site accepts, provinces, and the player country with the default', async () => {
      const p = await newPlayer(15);
      const s = { session: p.session };
      expect(await rig.ok('getCountries', { memberId: 15 }, s)).toEqual([
        { code: 'US', name: 'United States' },
        { code: 'CA', name: 'Canada' },
      ]);
      expect((await rig.ok<unknown[]>('getCountries', { memberId: 1 }, s)).length).toBeGreaterThan(40);
      expect(await rig.ok('getStateProvincesForCountry', { country: 'CA' }, s)).toContainEqual({
        code: 'ON',
        name: 'Ontario',
      });
      expect(await rig.ok('getStateProvincesForCountry', { country: 'FR' }, s)).toEqual([]);
      expect(await rig.ok('getCountry', {}, s)).toEqual({ code: 'US', name: 'United States' });
    });

    it('looks the country up by address in the operator table, else the site default', async () => {
      const p = await newPlayer();
      const s = { session: p.session, ip: '10.9.1.2' };
      expect(await rig.ok('getCountryCodeByIp', {}, s)).toBe('FR');
      expect(await rig.ok('getCountryCodeByIp', { ip: '::ffff:10.9.0.1' }, s)).toBe('FR');
      expect(await rig.ok('getCountryCodeByIp', { ip: '8.8.8.8' }, s)).toBe('US');
      expect(await rig.ok('getCountryCodeByIp', { ip: '999.1.1.1' }, s)).toBe('US');
      // Text that cannot be an address is refused by the schema (hex digits, dots and colons only).
      expect((await rig.fault('getCountryCodeByIp', { ip: 'garbage' }, s)).code).toBe('Server.Validation');
    });

    it('checks postal codes by country and suggests addresses, plain or URI-encoded', async () => {
      const p = await newPlayer();
      const s = { session: p.session };
      expect(await rig.ok('checkPostalCode', { postalCode: '10001', country: 'US' }, s)).toBe(1);
      expect(await rig.ok('checkPostalCode', { postalCode: '1000', country: 'US' }, s)).toBe(0);
      expect(await rig.ok('checkPostalCode', { postalCode: 'SW1A 1AA', country: 'GB' }, s)).toBe(1);
      expect(await rig.ok('getAddressByPostalCode', { postalCode: 'SW1A 1AA', country: 'GB' }, s)).toEqual([
        { address: 'Buckingham Palace', city: 'London', province: '' },
      ]);
      expect(
        await rig.ok('getAddressByPostalCode', { postalCode: 'SW1A%201AA', country: 'GB', encoded: true }, s),
      ).toHaveLength(1);
      expect(
        await rig.fault(
          'getAddressByPostalCode',
          { postalCode: '%E0%A4%A', country: 'GB', encoded: true },
          s,
        ),
      ).toMatchObject({
        code: FaultCode.Validation,
      });
    });

    it('answers dropdown items and saves a pending form, updating it by id', async () => {
      expect(await rig.ok('getDropdownItems', { list: 'gender' })).toContainEqual({
        value: 'F',
        label: 'dropdown.gender.F',
      });
      expect(await rig.ok('getDropdownItems', { list: 'unknown' })).toEqual([]);
      const form = {
        emailAddress: 'guest@example.test',
        formType: 'oneClick',
        formIndex: 1,
        formData: '{"a":1}',
        formCompleted: false,
        memberId: 1,
      };
      const { id, key } = await rig.ok<{ id: number; key: string }>('postPendingForm', form);
      expect(
        await rig.ok('postPendingForm', { ...form, id, key, formIndex: 2, formCompleted: true }),
      ).toEqual({ id, key });
      const [row] = await rig.services.db.query<{ form_index: number; form_completed: boolean }>(
        'SELECT form_index, form_completed FROM pending_forms WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ form_index: 2, form_completed: true });
    });
  });
});
