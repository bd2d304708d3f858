import type { PushMessage } from '../../../protocol/events';
import { RpcFault } from '../../../protocol/faults';
import type { ConnectionState, RpcClient, TrackedFault } from '../../../src/net/RpcClient';

type Responder = (params: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A scripted RpcClient: each call name answers from a responder (throw an RpcFault to fault). */
export class FakeTransport implements RpcClient {
  readonly kind = 'websocket' as const;
  readonly calls: { name: string; params: unknown }[] = [];
  readonly topics = new Set<string>();
  token: string | null = null;
  private readonly responders = new Map<string, Responder>();
  private pushListeners = new Set<(p: PushMessage) => void>();
  private stateListeners = new Set<(s: ConnectionState) => void>();
  private faultListeners = new Set<(f: TrackedFault) => void>();
  restarts = 0;

  respond(name: string, responder: Responder | unknown): this {
    this.responders.set(name, typeof responder === 'function' ? (responder as Responder) : () => responder);
    return this;
  }

  fault(name: string, code: string, message = ''): this {
    return this.respond(name, () => {
      throw new RpcFault(code, message);
    });
  }

  get hasToken() {
    return this.token !== null;
  }

  authHeaders(): Record<string, string> {
    return this.token ? { 'x-auth-token': this.token } : {};
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(name: string, params: unknown): Promise<any> {
    this.calls.push({ name, params });
    const responder = this.responders.get(name);
    try {
      if (!responder) throw new RpcFault('Server.BadRequest', `no fake for ${name}`);
      return await responder(params);
    } catch (error) {
      // Like the real transports: the caller is rejected first, then the fault is reported.
      if (error instanceof RpcFault) queueMicrotask(() => this.emitFault({ call: name, fault: error }));
      throw error;
    }
  }

  onFault(l: (f: TrackedFault) => void) {
    this.faultListeners.add(l);
    return () => this.faultListeners.delete(l);
  }
  emitFault(f: TrackedFault) {
    for (const l of this.faultListeners) l(f);
  }
  restart() {
    this.restarts += 1;
  }

  callNames(): string[] {
    return this.calls.map((c) => c.name);
  }

  subscribe(topic: string) {
    this.topics.add(topic);
  }
  unsubscribe(topic: string) {
    this.topics.delete(topic);
  }
  onPush(l: (p: PushMessage) => void) {
    this.pushListeners.add(l);
    return () => this.pushListeners.delete(l);
  }
  onState(l: (s: ConnectionState) => void) {
    this.stateListeners.add(l);
    return () => this.stateListeners.delete(l);
  }
  push(p: PushMessage) {
    for (const l of this.pushListeners) l(p);
  }
  emitState(s: ConnectionState) {
    for (const l of this.stateListeners) l(s);
  }
  start() {}
  stop() {}
  clearToken() {
    this.token = null;
  }
}
