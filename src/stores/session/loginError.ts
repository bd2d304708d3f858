import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';

/**
 * Login errors of spec section 8.
 * TODO(protocol/errors.ts): take the codes and message keys from the shared error catalogue.
 */
const LOGIN_ERROR_CODES = new Set(['101', '102', '103', '104', '105', '106', '107', '108', '109', '110', '111', '115']);
const PASSWORD_MUST_CHANGE_MESSAGE = 'Password must be changed!';

export interface LoginError {
  code: string;
  /** Translation key of the catalogue message, or null to show the server's message as is. */
  messageKey: string | null;
  serverMessage: string;
}

export function loginErrorFromFault(error: unknown): LoginError {
  const fault = toRpcFault(error);
  let code = String(fault.code);
  // The server reports a forced password change as a processing fault; the spec renames it 115.
  if (code === FaultCode.Processing && fault.message === PASSWORD_MUST_CHANGE_MESSAGE) code = FaultCode.PasswordMustChange;
  let messageKey: string | null = null;
  if (LOGIN_ERROR_CODES.has(code)) messageKey = `login.errors.${code}`;
  else if (code === FaultCode.Processing) messageKey = 'login.errors.processing';
  else if (code.startsWith('Client.Error.') || code === 'Channel.Connect.Failed') messageKey = 'login.errors.connection';
  return { code, messageKey, serverMessage: fault.message };
}
