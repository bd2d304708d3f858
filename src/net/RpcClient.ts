import type { CallName, CallParams, CallResult } from '../../protocol/calls';
import type { PushMessage } from '../../protocol/events';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';
export type ConnectionType = 'websocket' | 'http';

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
  start(): void;
  stop(): void;
  /** Forget the session token (after logout). */
  clearToken(): void;
  readonly hasToken: boolean;
  /** Headers carrying the session on a plain HTTP request (the identity-document upload). */
  authHeaders(): Record<string, string>;
}
