import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { deobfuscate, obfuscate, OBFUSCATION_KEY } from '../../../../src/stores/settings/obfuscate';
import { SettingsStore } from '../../../../src/stores/settings/SettingsStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { initResult, player, session } from '../../fakes/fixtures';

function setup() {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: player(), token: 't' })
    .respond('loadPlayer', session());
  return { transport, root: new RootStore({ transport, memberId: 1 }) };
}

describe('change flows', () => {
  it("keep 'false' while pending, then 'true' on a result of 1 or '1'", async () => {
    const { root, transport } = setup();
    let release: (v: unknown) => void = () => {};
    transport.respond('changePassword', () => new Promise((r) => (release = r)));
    expect(root.account.state('password')).toBeNull();
    const done = root.account.changePassword('old1pass', 'new1pass', 'new1pass');
    expect(root.account.state('password')).toBe('false');
    release('1');
    expect(await done).toBe(true);
    expect(root.account.state('password')).toBe('true');
    expect(transport.calls.at(-1)?.params).toEqual({
      oldPassword: 'old1pass',
      newPassword: 'new1pass',
      confirmPassword: 'new1pass',
    });
  });

  it("turn 'error' on another result or a fault, keeping the fault message", async () => {
    const { root, transport } = setup();
    transport.respond('updatePlayerEmail', 0);
    expect(await root.account.updateEmail('a@b.co', 'pw')).toBe(false);
    expect(root.account.state('email')).toBe('error');
    transport.fault('updatePlayerPhones', 'Server.Processing', 'Wrong password');
    expect(await root.account.updatePhones('555-1234', 'pw')).toBe(false);
    expect(root.account.state('phones')).toBe('error');
    expect(root.account.failure('phones')?.text).toBe('Wrong password');
  });

  it('reloads the player after a profile change', async () => {
    const { root, transport } = setup();
    transport.respond('updatePlayerAddress', 1);
    await root.account.updateAddress({
      address: '1 Main',
      city: 'Austin',
      province: 'TX',
      postCode: '73301',
      country: 'US',
      password: 'pw',
    });
    expect(root.account.state('address')).toBe('true');
    expect(transport.callNames().at(-1)).toBe('loadPlayer');
  });

  it('uses changePassword2 for the forced change and clears the flag by reloading', async () => {
    const { root, transport } = setup();
    transport.respond('loadPlayer', session({ player: player({ changePassword: true }) }));
    await root.session.login('alice', 'x');
    expect(root.session.mustChangePassword).toBe(true);
    transport.respond('changePassword2', 1).respond('loadPlayer', session());
    expect(await root.account.changePassword('', 'new1pass', 'new1pass')).toBe(true);
    expect(transport.callNames()).toContain('changePassword2');
    expect(root.session.mustChangePassword).toBe(false);
  });

  it('resets a password and confirms an email with the token', async () => {
    const { root, transport } = setup();
    transport
      .respond('resetPassword', 1)
      .respond('submitEmailConfirmation', '1')
      .respond('requestResetPassword', 1);
    expect(await root.account.resetPassword('tok', 'new1pass')).toBe(true);
    expect(root.account.state('resetPassword')).toBe('true');
    expect(await root.account.confirmEmail('tok2')).toBe(true);
    expect(root.account.state('emailConfirmation')).toBe('true');
    expect(await root.account.requestResetPassword(' alice ')).toBe(true);
    expect(transport.calls.at(-1)?.params).toEqual({ memberId: 1, usernameOrEmail: 'alice' });
    transport.fault('submitEmailConfirmation', 'Server.Processing', 'expired');
    expect(await root.account.confirmEmail('old')).toBe(false);
    expect(root.account.state('emailConfirmation')).toBe('error');
  });

  it("checks a reset link's token when /password?key= opens: dead only when the server says so", async () => {
    const { root, transport } = setup();
    transport.respond('checkToken', 1);
    expect(await root.account.checkResetToken('live')).toBe(true);
    expect(transport.calls.at(-1)).toEqual({ name: 'checkToken', params: { token: 'live' } });
    expect(root.account.resetLinkDead).toBe(false);
    transport.respond('checkToken', 0);
    expect(await root.account.checkResetToken('used')).toBe(false);
    expect(root.account.state('tokenCheck')).toBe('error');
    expect(root.account.resetLinkDead).toBe(true);
    transport.fault('checkToken', 'Server.Validation', 'Invalid params');
    await root.account.checkResetToken('bad link!');
    expect(root.account.resetLinkDead).toBe(true);
    // A lost connection proves nothing about the link: the form stays and its submit tells.
    transport.fault('checkToken', 'Server.Processing', 'socket closed');
    await root.account.checkResetToken('live');
    expect(root.account.resetLinkDead).toBe(false);
  });

  it("an address form's starting country: the player's own or the site's, null when unknown", async () => {
    const { root, transport } = setup();
    transport.respond('getCountry', { code: 'CA', name: 'Canada' });
    expect(await root.account.homeCountry()).toBe('CA');
    expect(transport.calls.at(-1)?.name).toBe('getCountry');
    transport.respond('getCountry', null);
    expect(await root.account.homeCountry()).toBeNull();
    transport.fault('getCountry', '101', 'Not logged in');
    expect(await root.account.homeCountry()).toBeNull();
  });

  it('email verification: sending, then sent (resend works the same)', async () => {
    const { root, transport } = setup();
    transport.respond('requestEmailConfirmation', 1);
    const sent = root.account.sendVerificationEmail();
    expect(root.account.emailSend).toBe('sending');
    expect(await sent).toBe(true);
    expect(root.account.emailSend).toBe('sent');
  });
});

describe('stored settings', () => {
  it('round-trips through the obfuscation and is not plain text', () => {
    expect(OBFUSCATION_KEY).toBe('drawhall-settings-v1');
    const text = JSON.stringify({ language: 'es_ES', refStr: 'ñandú' });
    expect(obfuscate(text)).not.toContain('es_ES');
    expect(deobfuscate(obfuscate(text))).toBe(text);
  });

  it('saves language, sound, filter and refStr and reads them back', () => {
    const storage = window.localStorage;
    storage.clear();
    const first = new SettingsStore(storage);
    expect(first.soundEnabled).toBe(true);
    first.update({ language: 'es_ES', soundEnabled: false, globalFilter: 'free', refStr: 'ABC' });
    expect(storage.getItem('drawhall.settings')).not.toContain('es_ES');
    const again = new SettingsStore(storage);
    // toMatchObject: the snapshot also carries the per-game rich sound settings (stage's concern).
    expect(again.snapshot).toMatchObject({
      language: 'es_ES',
      soundEnabled: false,
      globalFilter: 'free',
      refStr: 'ABC',
    });
  });

  it('falls back to defaults when the stored value is garbage', () => {
    window.localStorage.setItem('drawhall.settings', '%%%');
    expect(new SettingsStore(window.localStorage).snapshot.soundEnabled).toBe(true);
  });

  it('remembers ?refStr and sends it with init', async () => {
    const transport = new FakeTransport().respond('init', initResult());
    const root = new RootStore({ transport, memberId: 1, refStr: 'FRIEND' });
    expect(root.refStr).toBe('FRIEND');
    await root.loadConfiguration();
    expect(transport.calls[0].params).toMatchObject({ refStr: 'FRIEND' });
  });
});

describe('phone validation', () => {
  it("request passes only with '#', submit only with '1'", async () => {
    const { root, transport } = setup();
    transport.respond('requestPhoneValidation', 'sent');
    expect(await root.account.requestPhoneValidation('555-1234')).toBe(false);
    expect(root.account.state('phoneCode')).toBe('error');
    transport.respond('requestPhoneValidation', 'REF#42');
    expect(await root.account.requestPhoneValidation('555-1234')).toBe(true);
    transport.respond('submitPhoneValidation', '1');
    expect(await root.account.submitPhoneValidation('555-1234', ' 1234 ')).toBe(true);
    expect(transport.calls.find((c) => c.name === 'submitPhoneValidation')?.params).toEqual({
      phone: '555-1234',
      code: '1234',
    });
    expect(root.account.state('phoneValidation')).toBe('true');
  });
});

describe('postal lookup', () => {
  it("starts at '-1', is '0' while checking, then offers addresses", async () => {
    const { root, transport } = setup();
    expect(root.account.postalState).toBe('-1');
    transport
      .respond('checkPostalCode', 1)
      .respond('getAddressByPostalCode', [{ address: '1 Main St', city: 'Austin', province: 'TX' }]);
    const done = root.account.lookupPostalCode('73301', 'US');
    expect(root.account.postalState).toBe('0');
    await done;
    expect(root.account.postalState).toBe('1');
    expect(root.account.postalSuggestions).toHaveLength(1);
    transport.respond('checkPostalCode', 0);
    await root.account.lookupPostalCode('00000', 'US');
    expect(root.account.postalState).toBe('error');
    await root.account.lookupPostalCode('73301', 'XX');
    expect(root.account.postalState).toBe('-1');
  });
});
