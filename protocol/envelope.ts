import type { Fault } from './faults';

/** HTTP request body for POST /rpc/anon and /rpc/process. */
export interface RpcRequest {
  id: number;
  call: string;
  params: Record<string, unknown>;
}

export type RpcResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; fault: Fault };

export const AUTH_HEADER = 'x-auth-token';
export const MAX_BODY_BYTES = 64 * 1024;
export const MSGPACK_CONTENT_TYPE = 'application/x-msgpack';

/** Frames the client sends over GET /ws. */
export type ClientFrame =
  | { t: 'hello'; token?: string; clientVersion: string }
  | { t: 'call'; id: number; call: string; params: Record<string, unknown>; secure: boolean }
  | { t: 'sub'; id: number; topic: string }
  | { t: 'unsub'; id: number; topic: string };

/** Frames the server sends over GET /ws. */
export type ServerFrame =
  | { t: 'welcome'; serverTimeMillis: number; authenticated: boolean }
  | ({ t: 'result'; id: number; token?: string } & (
      { ok: true; result: unknown } | { ok: false; fault: Fault }
    ))
  | { t: 'push'; topic: string; event: string; data: unknown; seq: number };

/** Which RPC endpoint a call travels through: anon (`/rpc/anon`) or process (`/rpc/process`). */
export type Endpoint = 'anon' | 'process';
