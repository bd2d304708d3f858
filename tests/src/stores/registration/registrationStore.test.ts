import { afterEach, describe, expect, it, vi } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import { RegistrationStore } from '../../../../src/stores/registration/RegistrationStore';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { configuration, initResult, player, session } from '../../fakes/fixtures';

function setup(config = configuration(), path = '/') {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('init', initResult({ configuration: config }));
  const root = new RootStore({
    transport,
    memberId: 1,
    page: { reload: () => undefined, pathname: () => path },
  });
  return { transport, root };
}

function fillShort(root: RootStore) {
  const f = root.registration.short;
  f.set('username', 'new_player');
  f.set('email', 'new@example.com');
  f.set('password', 'abc123');
  f.set('confirmPassword', 'abc123');
  f.set('country', 'US');
  f.set('termsAccepted', true);
}

afterEach(() => vi.useRealTimers());

describe('quick registration form', () => {
  it('reports the spec keys while typing, first error per field', () => {
    const { root } = setup();
    const f = root.registration.short;
    f.set('username', 'bad name!');
    expect(f.error('username')).toBe('registration.quick.errors.username');
    f.set('username', 'ab');
    expect(f.error('username')).toBe('validation.minlength.3');
    f.set('email', 'nope');
    expect(f.error('email')).toBe('registration.quick.errors.email');
    f.set('email', '');
    expect(f.error('email')).toBeNull(); // optional
    f.set('password', 'abcdef');
    expect(f.error('password')).toBe('registration.quick.errors.password');
    f.set('confirmPassword', 'abcdeg');
    expect(f.error('confirmPassword')).toBe('registration.quick.errors.no_match');
    f.set('password', 'abcdeg1');
    f.set('confirmPassword', 'abcdeg1');
    expect(f.error('confirmPassword')).toBeNull();
    f.set('phone', '555--1');
    expect(f.error('phone')).toBe('registration.quick.errors.phone');
  });

  it('submit checks untouched fields: country XX and terms', async () => {
    const { root, transport } = setup();
    expect(await root.registration.submitShort()).toBe(false);
    expect(root.registration.short.error('country')).toBe('registration.quick.errors.country');
    expect(root.registration.short.error('termsAccepted')).toBe('registration.quick.errors.tandc');
    expect(root.registration.short.error('username')).toBe('registration.quick.errors.required');
    expect(transport.callNames()).not.toContain('playerRegistration');
  });

  it("username and email exists checks start at '-2' and block a taken name", async () => {
    const { root, transport } = setup();
    transport.respond('checkUsername', 1).respond('checkEmail', 0);
    expect(root.registration.usernameExists).toBe('-2');
    expect(root.registration.emailExists).toBe('-2');
    fillShort(root);
    await root.registration.checkExists('username');
    await root.registration.checkExists('email');
    expect(root.registration.usernameExists).toBe('1');
    expect(root.registration.emailExists).toBe('0');
    expect(transport.calls.find((c) => c.name === 'checkUsername')?.params).toEqual({
      value: 'new_player',
      memberId: 1,
    });
    expect(await root.registration.submitShort()).toBe(false);
  });

  it('does not ask the server about an invalid username', async () => {
    const { root, transport } = setup();
    root.registration.short.set('username', 'x!');
    await root.registration.checkExists('username');
    expect(root.registration.usernameExists).toBe('-2');
    expect(transport.callNames()).not.toContain('checkUsername');
  });

  it('registers then logs in with the new credentials', async () => {
    const { root, transport } = setup();
    transport
      .respond('playerRegistration', { playerId: 9 })
      .respond('login', { player: player(), token: 't' })
      .respond('loadPlayer', session());
    fillShort(root);
    root.ui.openModal('register');
    expect(await root.registration.submitShort()).toBe(true);
    expect(transport.callNames()).toEqual([
      'playerRegistration',
      'ping',
      'login',
      'loadPlayer',
      'getFilteredGames',
    ]);
    expect(transport.calls[0].params).toMatchObject({
      username: 'new_player',
      country: 'US',
      termsAccepted: true,
    });
    expect(root.ui.isOpen('register')).toBe(false);
    expect(root.session.loggedIn).toBe(true);
  });

  it('shows registration error 113 and server validation keys on their fields', async () => {
    const { root, transport } = setup();
    transport.fault('playerRegistration', '113', 'too many');
    fillShort(root);
    expect(await root.registration.submitShort()).toBe(false);
    expect(root.registration.failure).toMatchObject({ code: '113', key: 'errors.registration.113' });
    transport.respond('playerRegistration', () => {
      throw new RpcFault('Server.Validation', 'bad', { email: 'registration.quick.errors.email' });
    });
    expect(await root.registration.submitShort()).toBe(false);
    expect(root.registration.short.error('email')).toBe('registration.quick.errors.email');
    expect(root.registration.shortState).toBe('failed');
  });
});

describe('full registration', () => {
  const today = () => new Date(Date.UTC(2026, 10, 21));

  it('is required unless the site override is 0, and checks the age of 18', () => {
    const { root } = setup();
    const f = root.registration.full;
    expect(root.registration.nextStep()).toBe(false);
    expect(f.error('firstName')).toBe('registration.quick.errors.required');
    expect(f.error('birthYear')).toBe('registration.quick.errors.required');
    expect(f.error('gender')).toBe('registration.quick.errors.required');
    expect(f.error('governmentId1')).toBeNull();
  });

  it('honours customFields.full_reg.required_overrides', async () => {
    const { root } = setup(
      configuration({ customFields: { full_reg: { required_overrides: { gender: 0, governmentId1: 1 } } } }),
    );
    await root.loadConfiguration();
    const f = root.registration.full;
    root.registration.nextStep();
    expect(f.error('gender')).toBeNull();
    f.validate(['governmentId1']);
    expect(f.error('governmentId1')).toBe('registration.quick.errors.required');
  });

  it('walks two steps, sends the birth date and opens the deposit popup afterwards', async () => {
    const transport = new FakeTransport().respond('init', initResult());
    const root = new RootStore({ transport, memberId: 1 });
    await root.loadConfiguration();
    const registration = new RegistrationStore(root, today);
    const f = registration.full;
    f.set('birthYear', '2010');
    f.set('birthMonth', '1');
    f.set('birthDay', '1');
    expect(f.error('birthYear')).toBe('registration.quick.errors.young');
    f.set('birthYear', '2000');
    f.set('firstName', 'Ana');
    f.set('lastName', 'Lee');
    f.set('gender', 'F');
    expect(registration.nextStep()).toBe(true);
    expect(registration.fullStep).toBe(1);
    f.set('country', 'US');
    f.set('city', 'Austin');
    f.set('address', '1 Main St');
    const upgraded = player({ verification: { emailVerified: false, playerSegment: 'C' } as never });
    transport.respond('playerRegistrationFull', { player: upgraded });
    expect(await registration.submitFull()).toBe(true);
    expect(transport.calls.at(-1)?.params).toMatchObject({
      birthdate: '2000-01-01',
      gender: 'F',
      city: 'Austin',
    });
    expect(root.session.player).toEqual(upgraded);
    expect(root.ui.isOpen('afterFullRegistrationDeposit')).toBe(true);
  });

  it('checks the government id with the server on blur and holds a taken one back', async () => {
    const transport = new FakeTransport().respond('init', initResult());
    const root = new RootStore({ transport, memberId: 1 });
    await root.loadConfiguration();
    const registration = new RegistrationStore(root, today);
    const f = registration.full;
    for (const [name, value] of Object.entries({
      birthYear: '2000',
      birthMonth: '1',
      birthDay: '1',
      firstName: 'Ana',
      lastName: 'Lee',
      gender: 'F',
      country: 'US',
      city: 'Austin',
      address: '1 Main St',
    }))
      f.set(name, value);
    await registration.checkGovernmentId();
    expect(registration.governmentIdExists).toBe('-2'); // an empty field is not asked about
    transport.respond('checkGovernmentID', ({ value }: { value: string }) => (value === 'X123' ? 1 : 0));
    f.set('governmentId1', ' X123 ');
    const checking = registration.checkGovernmentId();
    expect(registration.governmentIdExists).toBe('-1');
    await checking;
    expect(transport.calls.at(-1)).toEqual({
      name: 'checkGovernmentID',
      params: { value: 'X123', memberId: 1 },
    });
    expect(registration.governmentIdExists).toBe('1');
    expect(await registration.submitFull()).toBe(false);
    expect(transport.callNames()).not.toContain('playerRegistrationFull');
    // Another id is no longer held back by the old answer, and a free one passes.
    f.set('governmentId1', 'Y456');
    expect(registration.governmentIdTaken).toBe(false);
    await registration.checkGovernmentId();
    expect(registration.governmentIdExists).toBe('0');
    transport.respond('playerRegistrationFull', { player: player() });
    expect(await registration.submitFull()).toBe(true);
    expect(transport.calls.at(-1)?.params).toMatchObject({ governmentId1: 'Y456' });
  });

  it("pre-selects the country the player is in, never over a choice or with one it doesn't offer", async () => {
    const { root, transport } = setup();
    const registration = root.registration;
    transport.respond('getCountryCodeByIp', 'MX');
    await registration.preselectCountry();
    expect(transport.calls.at(-1)).toEqual({ name: 'getCountryCodeByIp', params: {} });
    expect(registration.full.values.country).toBe('MX');
    transport.respond('getCountryCodeByIp', 'US');
    await registration.preselectCountry(); // chosen already: not asked again, not replaced
    expect(registration.full.values.country).toBe('MX');
    registration.full.set('country', 'XX');
    transport.respond('getCountryCodeByIp', '');
    await registration.preselectCountry(); // an unknown address leaves the choice to the player
    expect(registration.full.values.country).toBe('XX');
  });

  it('offers the occupations the server lists, asked once; without a list the field stays free text', async () => {
    const { root, transport } = setup();
    const registration = root.registration;
    transport.respond('getDropdownItems', () => {
      throw new RpcFault('Server.Processing', 'down');
    });
    await registration.loadOccupations();
    expect(registration.occupations).toBeNull();
    const items = [
      { value: 'student', label: 'dropdown.occupation.student' },
      { value: 'retired', label: 'dropdown.occupation.retired' },
    ];
    transport.respond('getDropdownItems', items);
    await registration.loadOccupations();
    expect(transport.calls.at(-1)).toEqual({
      name: 'getDropdownItems',
      params: { list: 'occupation', memberId: 1 },
    });
    expect(registration.occupations).toEqual(items);
    await registration.loadOccupations();
    expect(transport.callNames().filter((n) => n === 'getDropdownItems')).toHaveLength(2);
  });

  it('after full registration: email popup when EMAIL_ON_FULL_REGISTRATION, nothing when verified', async () => {
    const { root } = setup(configuration({ EMAIL_ON_FULL_REGISTRATION: 'true' }));
    await root.loadConfiguration();
    root.session.setPlayer(player({ verification: { emailVerified: false } as never }));
    root.registration.showAfterFullRegistration();
    expect(root.ui.isOpen('afterFullRegistrationEmail')).toBe(true);
    root.ui.closeAllModals();
    root.session.setPlayer(player({ verification: { emailVerified: true } as never }));
    root.registration.showAfterFullRegistration();
    expect(root.ui.modals.size).toBe(0);
  });
});

describe('segment-B notice', () => {
  it('opens 3 s after a quick-registered player logs in; Complete opens full registration', async () => {
    vi.useFakeTimers();
    const { root, transport } = setup();
    const quick = player({ verification: { playerSegment: 'B' } as never });
    transport
      .respond('login', { player: quick, token: 't' })
      .respond('loadPlayer', session({ player: quick }));
    await root.session.login('alice', 'abc123');
    vi.advanceTimersByTime(2999);
    expect(root.ui.isOpen('segmentNotice')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.ui.isOpen('segmentNotice')).toBe(true);
    root.registration.openFullRegistration();
    expect(root.ui.isOpen('segmentNotice')).toBe(false);
    expect(root.ui.isOpen('fullRegistration')).toBe(true);
  });

  it('is not shown to other segments or after logout', async () => {
    vi.useFakeTimers();
    const { root, transport } = setup();
    transport
      .respond('login', { player: player(), token: 't' })
      .respond('loadPlayer', session())
      .respond('logout', {});
    await root.session.login('alice', 'abc123');
    await root.session.logout();
    vi.advanceTimersByTime(5000);
    expect(root.ui.isOpen('segmentNotice')).toBe(false);
  });

  // Issue 32: it came back on every page load after registering, also over the live draw.
  it('shows once per login: a session resumed on a page load does not bring it back', async () => {
    vi.useFakeTimers();
    const { root, transport } = setup();
    const quick = player({ verification: { playerSegment: 'B' } as never });
    transport.token = 'remembered';
    transport.respond('init', initResult({ configuration: configuration(), player: quick }));
    transport.respond('loadPlayer', session({ player: quick }));
    await root.start();
    expect(root.session.loggedInBy).toBe('token');
    vi.advanceTimersByTime(5000);
    expect(root.ui.isOpen('segmentNotice')).toBe(false);
  });

  it('never opens over a game being played or watched', async () => {
    vi.useFakeTimers();
    const { root, transport } = setup(configuration(), '/playout');
    const quick = player({ verification: { playerSegment: 'B' } as never });
    transport
      .respond('login', { player: quick, token: 't' })
      .respond('loadPlayer', session({ player: quick }));
    await root.session.login('alice', 'abc123');
    vi.advanceTimersByTime(5000);
    expect(root.ui.isOpen('segmentNotice')).toBe(false);
  });
});
