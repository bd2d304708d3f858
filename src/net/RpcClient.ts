import type { CallName, CallParams, CallResult } from '../../protocol/calls';
import type { PushMessage } from '../../protocol/events';
import type { RpcFault } from '../../protocol/faults';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';
export type ConnectionType = 'websocket' | 'http';

/** A call that was rejected, as every transport reports it (spec section 8: every fault is tracked). */
export interface TrackedFault {
  call: string;
  fault: RpcFault;
}

/**
 * The one way the app talks to the server. Two transports implement it (WebSocket, HTTP); stores
 * get it passed in, so tests hand them a fake. Pages never see it.
 */
export interface RpcClient {
  readonly kind: ConnectionType;
  /** Rejects with an RpcFault: the server's fault, or a Client.Error.* one. */
  call<N extends CallName>(name: N, params: CallParams<N>): Promise<CallResult<N>>;
  /** Topics survive reconnects: the transport subscribes again by itself. */
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  onPush(listener: (push: PushMessage) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  /** Every rejected call, after its caller has been rejected. Optional: a fake may not report. */
  onFault?(listener: (fault: TrackedFault) => void): () => void;
  start(): void;
  stop(): void;
  /** Re-initialise the connection now: a fresh socket, or an immediate poll. */
  restart?(): void;
  /** Forget the session token (after logout). */
  clearToken(): void;
  readonly hasToken: boolean;
  /** Headers carrying the session on a plain HTTP request (the identity-document upload). */
  authHeaders(): Record<string, string>;
}
