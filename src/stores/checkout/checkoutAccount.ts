import { action, runInAction } from 'mobx';
import type { CallParams } from '../../../protocol/calls';
import { registrationErrors } from '../../../protocol/errors';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { CheckoutHost } from './checkoutHost';
import { registersWithPendingJoin } from './checkoutPendingJoin';
import { TITLES, type Title } from './checkoutSteps';

// pay()'s first stages: the account (registered and logged in) and its full registration.

const DETAILS_FIELDS = new Set([
  'title',
  'firstName',
  'lastName',
  'birthYear',
  'email',
  'phone',
  'username',
  'password',
]);
const ADDRESS_FIELDS = new Set(['address', 'city', 'postalCode', 'country', 'state']);
const KNOWN_REGISTRATION_CODES = new Set([...registrationErrors.keys()].map(String));

/** The account: registered and logged in once (the progress remembers it), or the player's own. */
export const ensureAccount = action(async (host: CheckoutHost): Promise<boolean> => {
  const { session } = host.deps;
  if (host.progress.account) {
    if (host.ownsSession) return true;
    host.fail({ code: 'login', key: 'checkout.errors.loginToFinish', text: '', fields: {} });
    return false;
  }
  if (session.loggedIn) {
    host.fail({ code: 'loggedIn', key: 'checkout.errors.loggedIn', text: '', fields: {} });
    return false;
  }
  host.stage = 'account';
  const d = host.details.values;
  const username = d.username.trim();
  const registration = {
    memberId: host.deps.memberId,
    username,
    email: d.email.trim(),
    password: d.password,
    termsAccepted: true,
    country: host.address.values.country,
  };
  let playerId: number;
  try {
    playerId = await register(host, registration);
  } catch (error) {
    runInAction(() => failFields(host, failureOf(error, 'errors.registration', KNOWN_REGISTRATION_CODES)));
    return false;
  }
  if (playerId === -1) {
    host.fail({ code: '-1', key: 'checkout.errors.failed', text: '', fields: {} });
    return false;
  }
  runInAction(() => {
    host.progress.account = { playerId, username };
    host.save();
  });
  const loaded = await session.adoptRegistration();
  runInAction(() => {
    const account = host.progress.account;
    if (account && !account.playerId && session.player) account.playerId = session.player.id;
    host.save();
  });
  // The checkout asks the full registration's questions itself: no "complete your registration" prompt.
  host.deps.stores.peek('registration')?.cancelSegmentNotice();
  if (!loaded) host.fail({ code: 'login', key: 'checkout.errors.loginToFinish', text: '', fields: {} });
  return loaded;
});

type Registration = CallParams<'registerAndLoginBeforeDeposit'>;

/**
 * Registers and logs in: a single draw of numbers in the same call that tracks its plays as a
 * pending join (registerAndTrackPendingJoin; its id, remembered, keys the join). That call answers
 * -1 before making any account (a game the server cannot hold), and the plain registration follows.
 * The player id, or 0 when only the pending join's id came back (the session names the player).
 */
async function register(host: CheckoutHost, registration: Registration): Promise<number> {
  const { transport } = host.deps;
  if (registersWithPendingJoin(host) && host.game) {
    const pending = await transport.call('registerAndTrackPendingJoin', {
      ...registration,
      gameId: host.game.gameId,
      userPlays: [...host.progress.lines],
    });
    if (pending !== -1) {
      runInAction(() => (host.progress.pendingJoinId = pending));
      return 0;
    }
  }
  return transport.call('registerAndLoginBeforeDeposit', registration);
}

/** The details and address the checkout asked for, stored as the full registration. */
export const ensureFullRegistration = action(async (host: CheckoutHost): Promise<boolean> => {
  if (host.progress.fullRegistered) return true;
  host.stage = 'details';
  const d = host.details.values;
  const a = host.address.values;
  const pad = (n: string) => n.padStart(2, '0');
  try {
    const { player } = await host.deps.transport.call('playerRegistrationFull', {
      firstName: d.firstName.trim(),
      lastName: d.lastName.trim(),
      birthdate: `${d.birthYear}-${pad(d.birthMonth)}-${pad(d.birthDay)}`,
      gender: TITLES[d.title as Title],
      country: a.country,
      state: a.state.trim(),
      city: a.city.trim(),
      address: a.address.trim(),
      postalCode: a.postalCode.trim(),
      phone: d.phone.trim(),
    });
    runInAction(() => {
      host.deps.session.setPlayer(player);
      host.progress.fullRegistered = true;
      host.save();
    });
    return true;
  } catch (error) {
    runInAction(() => failFields(host, failureOf(error, 'errors.registration', KNOWN_REGISTRATION_CODES)));
    return false;
  }
});

/** Registration refusals name their fields: show them there, on the first step holding one. */
const failFields = action((host: CheckoutHost, failure: FailureMessage): void => {
  const fields = { ...failure.fields };
  if (fields.birthdate) fields.birthYear = fields.birthdate;
  if (fields.gender) fields.title = fields.gender;
  const details = Object.entries(fields).filter(([f]) => DETAILS_FIELDS.has(f));
  const address = Object.entries(fields).filter(([f]) => ADDRESS_FIELDS.has(f));
  host.details.setErrors(Object.fromEntries(details));
  host.address.setErrors(Object.fromEntries(address));
  if (details.length) host.progress.step = 'details';
  else if (address.length) host.progress.step = 'address';
  host.fail(failure);
});
