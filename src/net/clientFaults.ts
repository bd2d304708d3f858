import { RpcFault } from '../../protocol/faults';

/** Faults the client raises itself (spec section 8, Connection faults). */
export const ClientFault = {
  RequestTimeout: 'Client.Error.RequestTimeout',
  MessageSend: 'Client.Error.MessageSend',
  ConnectFailed: 'Channel.Connect.Failed',
} as const;

export const requestTimedOut = () => new RpcFault(ClientFault.RequestTimeout, 'Request timed out.');
export const sendFailed = (why: string) => new RpcFault(ClientFault.MessageSend, why);

/** Turns a wire fault (or anything thrown) into an RpcFault so callers see one error type. */
export function toRpcFault(fault: unknown): RpcFault {
  if (fault instanceof RpcFault) return fault;
  if (fault && typeof fault === 'object' && 'code' in fault) {
    const f = fault as { code: unknown; message?: unknown; detail?: unknown };
    return new RpcFault(String(f.code), String(f.message ?? ''), f.detail);
  }
  return new RpcFault('Server.Processing', fault instanceof Error ? fault.message : String(fault));
}
