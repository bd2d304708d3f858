import { AUTH_HEADER } from '../../protocol/envelope';
import type { PushMessage } from '../../protocol/events';
import { Listeners } from './listeners';
import type { ConnectionState } from './RpcClient';
import type { TokenStore } from './tokenStore';

/**
 * What the two transports do alike: hold the session token and hand out push and state
 * listeners. Calls, subscriptions and the connection itself are each transport's own.
 */
export abstract class RpcClientBase {
  protected readonly pushes = new Listeners<PushMessage>();
  protected readonly states = new Listeners<ConnectionState>();

  constructor(protected readonly tokens: TokenStore) {}

  get hasToken() {
    return this.tokens.get() !== null;
  }

  authHeaders(): Record<string, string> {
    const token = this.tokens.get();
    return token ? { [AUTH_HEADER]: token } : {};
  }

  clearToken(): void {
    this.tokens.set(null);
  }

  onPush(listener: (push: PushMessage) => void) {
    return this.pushes.add(listener);
  }

  onState(listener: (state: ConnectionState) => void) {
    return this.states.add(listener);
  }
}
