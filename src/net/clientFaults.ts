import { DELIVERY_IN_DOUBT, DELIVERY_RETRY_HINT } from '../../protocol/errors';
import { RpcFault } from '../../protocol/faults';
import { FaultCode } from '../../protocol/faults';

/** Faults the client raises itself (spec section 8, Connection faults). */
export const ClientFault = {
  RequestTimeout: 'Client.Error.RequestTimeout',
  MessageSend: 'Client.Error.MessageSend',
  ConnectFailed: 'Channel.Connect.Failed',
  /** Sent, and the channel dropped before the answer: the server may or may not have run it. */
  DeliveryInDoubt: DELIVERY_IN_DOUBT,
} as const;

/**
 * Spec section 8, Connection faults: these mean the channel itself is broken, so the app hides
 * processing, shows the reconnecting dialog and re-initialises the connection after 1 s.
 */
export const CONNECTION_FAULTS: ReadonlySet<string> = new Set([
  '34',
  ClientFault.MessageSend,
  ClientFault.RequestTimeout,
  ClientFault.ConnectFailed,
  ClientFault.DeliveryInDoubt,
  'Server.Processing.DuplicateSessionDetected',
]);

/** Faults of these calls are ignored by the connection handling (a replay may simply be gone). */
const GAME_RESULTS_CALLS: ReadonlySet<string> = new Set(['getGameResults', 'getGameLastWinningDraws']);

/** What the app does about a fault, besides rejecting its caller (which always happens). */
export type FaultReaction = 'reinitialise' | 'reloadRoot' | 'none';

/**
 * '101' (the session is gone) reloads to the root only for a client that believes it has a session;
 * a visitor's 101 is an ordinary refusal and must not reload the page every 3 s.
 */
export function faultReaction(call: string, code: string, hasSession: boolean): FaultReaction {
  if (GAME_RESULTS_CALLS.has(call)) return 'none';
  if (CONNECTION_FAULTS.has(code)) return 'reinitialise';
  if (code === FaultCode.NotLoggedIn && hasSession) return 'reloadRoot';
  return 'none';
}

export const requestTimedOut = () => new RpcFault(ClientFault.RequestTimeout, 'Request timed out.');
export const sendFailed = (why: string) => new RpcFault(ClientFault.MessageSend, why);
/**
 * The spec's delivery error: the request went out and its answer was lost with the channel. The
 * hint says it may be sent again: every call that moves money carries an idempotency key, so a
 * retry under the same key is answered with the first outcome instead of running twice.
 */
export const deliveryInDoubt = (why: string) =>
  new RpcFault(ClientFault.DeliveryInDoubt, why, { hint: DELIVERY_RETRY_HINT });

/** Turns a wire fault (or anything thrown) into an RpcFault so callers see one error type. */
export function toRpcFault(fault: unknown): RpcFault {
  if (fault instanceof RpcFault) return fault;
  if (fault && typeof fault === 'object' && 'code' in fault) {
    const f = fault as { code: unknown; message?: unknown; detail?: unknown };
    return new RpcFault(String(f.code), String(f.message ?? ''), f.detail);
  }
  return new RpcFault('Server.Processing', fault instanceof Error ? fault.message : String(fault));
}
