import { FaultCode, RpcFault } from '../../../protocol/faults';

/** The protocol's Server.Validation fault: field -> spec translation key, first error per field. */
export function validationFault(detail: Record<string, string>): RpcFault {
  return new RpcFault(FaultCode.Validation, 'Invalid params', detail);
}

/** Throws when any field has an error. */
export function throwIfErrors(detail: Record<string, string>): void {
  if (Object.keys(detail).length > 0) throw validationFault(detail);
}
