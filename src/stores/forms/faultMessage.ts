import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';

/** What a failed call tells the page: a translation key when the catalogue knows it, the text otherwise. */
export interface FailureMessage {
  code: string;
  key: string | null;
  text: string;
  /** Field -> spec key from a Server.Validation fault. */
  fields: Record<string, string>;
}

/** Maps a fault to a message; `catalogue` is the error family (errors.coupon, errors.registration, ...). */
export function failureOf(error: unknown, catalogue?: string, known?: ReadonlySet<string>): FailureMessage {
  const fault = toRpcFault(error);
  const code = String(fault.code);
  const fields =
    code === FaultCode.Validation && fault.detail && typeof fault.detail === 'object'
      ? (fault.detail as Record<string, string>)
      : {};
  const key = catalogue && known?.has(code) ? `${catalogue}.${code}` : null;
  return { code, key, text: fault.message || code, fields };
}
