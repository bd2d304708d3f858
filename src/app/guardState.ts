import type { RootStore } from '../stores/RootStore';
import type { GuardState } from './guards';

/** Reads what the guards need from the stores (inside an observer, so it re-evaluates). */
export function guardStateOf(root: RootStore, adminOverride: boolean): GuardState {
  const { configuration, session, connection } = root;
  return {
    configuration: configuration.status,
    maintenance: configuration.maintenance,
    adminOverride,
    connected: connection.connected,
    loggedIn: session.loggedIn,
    initialised: session.initialised,
    sessionPending: session.loggingIn || session.resuming || session.status === 'loading',
    mustChangePassword: session.mustChangePassword,
  };
}
