import { makeAutoObservable } from 'mobx';
import { DISCONNECTED_AT_RETRIES } from '../constants';
import type { ConnectionState, ConnectionType } from '../net/RpcClient';

/**
 * Spec section 4, Connection: a successful connect resets the retry count, each disconnect adds
 * one, and the app only treats itself as offline from the second failed attempt on, so a single
 * blip does not flash the reconnecting screens.
 */
export class ConnectionStore {
  state: ConnectionState = 'connecting';
  retries = 0;
  hasEverConnected = false;

  constructor(readonly type: ConnectionType) {
    makeAutoObservable(this);
  }

  setState(state: ConnectionState): void {
    this.state = state;
    if (state === 'connected') {
      this.retries = 0;
      this.hasEverConnected = true;
    } else if (state === 'disconnected') {
      this.retries += 1;
    }
  }

  get connected(): boolean {
    if (this.state === 'connected') return true;
    return this.hasEverConnected && this.retries < DISCONNECTED_AT_RETRIES;
  }

  /** Show the reconnecting notice while a dropped connection is being re-established. */
  get reconnecting(): boolean {
    return this.hasEverConnected && this.state !== 'connected' && this.retries > 0;
  }
}
