import { AUTH_HEADER } from '../../protocol/envelope';
import type { PushMessage } from '../../protocol/events';
import { Listeners } from './listeners';
import { toRpcFault } from './clientFaults';
import type { ConnectionState, TrackedFault } from './RpcClient';
import type { TokenStore } from './tokenStore';

/**
 * What the two transports do alike: hold the session token and hand out push and state
 * listeners. Calls, subscriptions and the connection itself are each transport's own.
 */
export abstract class RpcClientBase {
  protected readonly pushes = new Listeners<PushMessage>();
  protected readonly states = new Listeners<ConnectionState>();
  protected readonly faults = new Listeners<TrackedFault>();

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

  onFault(listener: (fault: TrackedFault) => void) {
    return this.faults.add(listener);
  }

  /** Rejects the caller with an RpcFault and tells the fault listeners, in that order. */
  protected tracked<T>(call: string, promise: Promise<T>): Promise<T> {
    return promise.catch((error: unknown) => {
      const fault = toRpcFault(error);
      queueMicrotask(() => this.faults.emit({ call, fault }));
      throw fault;
    });
  }
}
