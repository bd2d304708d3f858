import { makeAutoObservable } from 'mobx';
import { DISCONNECTED_AT_RETRIES } from '../../constants';
import type { ConnectionState, ConnectionType } from '../../net/RpcClient';

/**
 * Spec section 4, Connection: a successful connect resets the retry count, each disconnect adds
 * one, and the app only treats itself as offline from the second failed attempt on, so a single
 * blip does not flash the reconnecting screens.
 */
export class ConnectionStore {
  state: ConnectionState = 'connecting';
  retries = 0;
  hasEverConnected = false;
  /** A channel fault (spec section 8) asked for the reconnecting dialog; cleared on connect. */
  faultRecovery = false;
  /** Times the app went from connected to disconnected; the shell sends the user to /idle. */
  offlineTransitions = 0;
  /** Dropped and not yet back (what /idle shows); the supervisor clears it when it handles the return. */
  lost = false;

  constructor(readonly type: ConnectionType) {
    makeAutoObservable(this);
  }

  setState(state: ConnectionState): void {
    this.state = state;
    if (state === 'connected') {
      this.retries = 0;
      this.hasEverConnected = true;
      this.faultRecovery = false;
    } else if (state === 'disconnected') {
      this.retries += 1;
    }
  }

  get connected(): boolean {
    if (this.state === 'connected') return true;
    return this.hasEverConnected && this.retries < DISCONNECTED_AT_RETRIES;
  }

  /** The reconnecting dialog: while a dropped connection is retried, or a channel fault recovers. */
  get reconnecting(): boolean {
    if (this.state === 'connected' && !this.faultRecovery) return false;
    return this.faultRecovery || (this.hasEverConnected && this.retries > 0);
  }

  showFaultRecovery(): void {
    this.faultRecovery = true;
  }

  endFaultRecovery(): void {
    this.faultRecovery = false;
  }

  markBack(): void {
    this.lost = false;
  }

  markOffline(): void {
    this.lost = true;
    this.offlineTransitions += 1;
  }
}
