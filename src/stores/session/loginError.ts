import { loginErrorCode, loginErrors } from '../../../protocol/errors';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';

export interface LoginError {
  code: string;
  /** Translation key of the catalogue message, or null to show the server's message as is. */
  messageKey: string | null;
  /** The catalogue's English text, used when the translation is missing. */
  fallback: string;
}

/**
 * Spec section 8, Login errors, from protocol/errors.ts: a 'Password must be changed!' processing
 * fault becomes 115; known codes show their catalogue message; anything else the server's message.
 */
export function loginErrorFromFault(error: unknown): LoginError {
  const fault = toRpcFault(error);
  const code = loginErrorCode({ code: String(fault.code), message: fault.message });
  const known = /^\d+$/.test(code) ? loginErrors.get(Number(code)) : undefined;
  if (known) return { code, messageKey: known.key, fallback: known.message };
  if (code === FaultCode.Processing)
    return { code, messageKey: 'errors.login.processing', fallback: fault.message || code };
  if (code.startsWith('Client.Error.') || code === 'Channel.Connect.Failed') {
    return { code, messageKey: 'errors.login.connection', fallback: fault.message || code };
  }
  return { code, messageKey: null, fallback: fault.message || code };
}
