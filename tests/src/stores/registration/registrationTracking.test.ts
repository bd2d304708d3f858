import { describe, expect, it } from 'vitest';
import { registrationTrackingUrl } from '../../../../src/stores/registration/registrationTracking';
import { RegistrationStore } from '../../../../src/stores/registration/RegistrationStore';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { configuration, initResult, player, session } from '../../fakes/fixtures';

const tracking = (overrides = {}) => ({
  trackingURL: 'https://track.example/p?site=1',
  trackOnShortRegistration: true,
  trackOnFullRegistration: true,
  trackOnDeposit: false,
  ...overrides,
});

async function setup(track = tracking()) {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('init', initResult({ configuration: configuration({ tracking: track }) }));
  const sent: string[] = [];
  const root = new RootStore({ transport, memberId: 1, sendTrackingGet: async (url) => void sent.push(url) });
  await root.loadConfiguration();
  return { transport, root, sent };
}

describe('registration tracking URL (spec section 7)', () => {
  it('appends the event and player, or fills the placeholders the template names', () => {
    expect(registrationTrackingUrl(tracking(), 'shortRegistration', 9)).toBe(
      'https://track.example/p?site=1&event=shortRegistration&playerId=9',
    );
    const template = tracking({ trackingURL: 'https://t.example/{event}/{playerId}' });
    expect(registrationTrackingUrl(template, 'fullRegistration', 9)).toBe(
      'https://t.example/fullRegistration/9',
    );
  });

  it('is null when the site does not track that event, has no URL, or a malformed one', () => {
    expect(
      registrationTrackingUrl(tracking({ trackOnShortRegistration: false }), 'shortRegistration', 9),
    ).toBeNull();
    expect(
      registrationTrackingUrl(tracking({ trackOnFullRegistration: false }), 'fullRegistration', 9),
    ).toBeNull();
    expect(registrationTrackingUrl(tracking({ trackingURL: '' }), 'shortRegistration', 9)).toBeNull();
    expect(
      registrationTrackingUrl(tracking({ trackingURL: 'not a url' }), 'shortRegistration', 9),
    ).toBeNull();
  });
});

describe('registration sends the tracking GET', () => {
  it("after a short registration, with the new player's id", async () => {
    const { root, transport, sent } = await setup();
    transport
      .respond('playerRegistration', { playerId: 9 })
      .respond('login', { player: player(), token: 't' })
      .respond('loadPlayer', session());
    const f = root.registration.short;
    f.set('username', 'new_player');
    f.set('password', 'abc123');
    f.set('confirmPassword', 'abc123');
    f.set('country', 'US');
    f.set('termsAccepted', true);
    expect(await root.registration.submitShort()).toBe(true);
    expect(sent).toEqual(['https://track.example/p?site=1&event=shortRegistration&playerId=9']);
  });

  it('after a full registration, and never when the site leaves it off', async () => {
    for (const [flag, expected] of [
      [true, ['https://track.example/p?site=1&event=fullRegistration&playerId=7']],
      [false, []],
    ] as const) {
      const { root, transport, sent } = await setup(tracking({ trackOnFullRegistration: flag }));
      const registration = new RegistrationStore(root, () => new Date('2026-01-01'));
      const f = registration.full;
      for (const [k, v] of Object.entries({
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
        f.set(k as never, v as never);
      transport.respond('playerRegistrationFull', { player: player() });
      expect(await registration.submitFull()).toBe(true);
      expect(sent).toEqual(expected);
    }
  });
});
