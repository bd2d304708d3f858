import type { ConnectionType } from './RpcClient';

/**
 * Spec section 9, Api types: numbers that select the transport. The spec numbers four without
 * describing 3 and 4; this client has two transports, HTTP polling (1) and WebSocket (2). The
 * number matters after a reconnect: over HTTP every request carries the session token, so only a
 * socket client (api type not 1) logs in again in the background (spec section 4, Connection).
 */
export const ApiType = { httpPolling: 1, websocket: 2 } as const;
export type ApiTypeValue = (typeof ApiType)[keyof typeof ApiType];

export function apiTypeOf(kind: ConnectionType): ApiTypeValue {
  return kind === 'http' ? ApiType.httpPolling : ApiType.websocket;
}
