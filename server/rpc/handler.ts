import type { z } from 'zod';
import type { CallName, CallResult, SpecOf } from '../../protocol/calls';
import type { Services } from '../services';
import type { SessionInfo } from '../ports/session';

/** What a handler gets besides its validated params. */
export interface CallContext {
  services: Services;
  /** The caller's live session, or null for a visitor. */
  session: SessionInfo | null;
  ip: string;
  transport: 'http' | 'ws';
  /** Session that a login creates: the transport returns the token (header or result) and binds it. */
  startSession(session: SessionInfo, token: string): void;
  /** Forget the session on this connection (logout). */
  endSession(): void;
  /** The session, or a `101` fault when there is none. */
  requireSession(): SessionInfo;
}

/** A handler: params already validated by the call's schema; throws RpcFault for protocol faults. */
export type Handler<N extends CallName> = (
  ctx: CallContext,
  params: z.output<SpecOf<N>['params']>,
) => Promise<CallResult<N>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (ctx: CallContext, params: any) => Promise<unknown>;

/** Handlers keyed by call name in a Map, so client input never indexes a plain object. */
export type HandlerTable = ReadonlyMap<string, AnyHandler>;

export function handlerTable(defs: { [N in CallName]?: Handler<N> }): HandlerTable {
  return new Map(Object.entries(defs) as [string, AnyHandler][]);
}
