/**
 * The error catalogue of spec section 8 as data. Each entry has the English text and the i18n key
 * under which translations live (`errors.{family}.{code}`), so server and client agree on both.
 */

export interface CatalogueError {
  code: number;
  key: string;
  message: string;
}

function family(name: string, entries: Record<number, string>): ReadonlyMap<number, CatalogueError> {
  return new Map(
    Object.entries(entries).map(([code, message]) => [
      Number(code),
      { code: Number(code), key: `errors.${name}.${code}`, message },
    ]),
  );
}

/** Join and ticket-purchase exit codes: results with exitCode != 0 carry one as exitDescription. */
export const joinErrors = family('join', {
  1: 'No such currency',
  2: 'Insufficient funds',
  3: 'Game no longer available',
  4: 'Too many lines',
  5: 'Maximum plays already purchased',
  6: 'Weekly wagering limit exceeded',
  7: 'Account status prevents joining',
  8: 'Cannot confirm plays',
  9: 'Site cannot accept plays',
  10: 'Please retry',
});

export const JOIN_OK = 0;
/** Server-side codes behind join errors 9 and 10. */
export const SITE_CANNOT_ACCEPT_CODE = 234;
export const RETRY_CODE = 300;
export const UNKNOWN_JOIN_CODE = -1;

/** The join error (1..10) a stored code stands for: 234 is 9 and 300 is 10. */
export function joinErrorOf(code: number): CatalogueError | undefined {
  if (code === SITE_CANNOT_ACCEPT_CODE) return joinErrors.get(9);
  if (code === RETRY_CODE) return joinErrors.get(10);
  return joinErrors.get(code);
}

/**
 * The code a failed join stores (spec section 8): the exit code, else the fault code as a number,
 * else -1; a message about a full bulkhead (server overloaded) makes it 300, i.e. "retry".
 */
export function joinFailureCode(failure: {
  exitCode?: number;
  code?: string | number;
  message?: string;
}): number {
  if (failure.message && /bulkhead/i.test(failure.message) && /full/i.test(failure.message))
    return RETRY_CODE;
  if (typeof failure.exitCode === 'number' && failure.exitCode !== JOIN_OK) return failure.exitCode;
  const n = Number(failure.code);
  return failure.code !== undefined && failure.code !== '' && Number.isInteger(n) ? n : UNKNOWN_JOIN_CODE;
}

export const couponErrors = family('coupon', {
  50: 'Coupon not found',
  51: 'Coupon inactive',
  52: 'Coupon expired',
  53: 'Coupon maximum usage reached',
  54: 'Coupon maximum uses per player reached',
  55: 'Invalid coupon usage',
  56: 'Deposit too low for this coupon',
  57: 'No discount',
  60: 'You must enter an amount',
  61: 'Fraud warning',
  62: 'Wrong currency for this coupon',
});

export const loginErrors = family('login', {
  101: 'Not logged in',
  102: 'Not authorised',
  103: 'Incorrect credentials',
  104: 'Cannot re-authenticate in the same session',
  105: 'Account expired',
  106: 'Account locked',
  107: 'Account self-restricted',
  108: 'No temporary password',
  109: 'Wrong format',
  110: 'Wrong format',
  111: 'Wrong format',
  115: 'Password must be changed',
});

export const registrationErrors = family('registration', {
  113: 'Too many registrations from this IP address',
  20: 'Registration is not possible at this time',
  28: 'Registration is not possible at this time',
});

export const PASSWORD_MUST_CHANGE_MESSAGE = 'Password must be changed!';

/**
 * The login error code to show: a Server.Processing fault saying the password must be changed
 * becomes 115 (and the client clears stored credentials); otherwise the fault code as is.
 */
export function loginErrorCode(fault: { code: string; message: string }): string {
  if (fault.code === 'Server.Processing' && fault.message === PASSWORD_MUST_CHANGE_MESSAGE) return '115';
  return fault.code;
}

/** Faults after which the client shows "reconnecting" and re-initialises the connection after 1 s. */
export const reconnectFaultCodes: ReadonlySet<string> = new Set([
  '34',
  'Client.Error.MessageSend',
  'Client.Error.RequestTimeout',
  'Channel.Connect.Failed',
  'Client.Error.DeliveryInDoubt',
  'Server.Processing.DuplicateSessionDetected',
]);

export const DELIVERY_IN_DOUBT = 'Client.Error.DeliveryInDoubt';
export const DELIVERY_RETRY_HINT = 'DSRetryableErrorHint';
export const REQUEST_TIMED_OUT_MESSAGE = 'Request timed out.';

export type ConnectionFaultAction =
  { kind: 'reconnect'; delayMs: 1000 } | { kind: 'reloadRoot'; delayMs: 3000 } | null;

/** What the client does on a fault (spec section 8, Connection faults); null means only reject the call. */
export function connectionFaultAction(code: string): ConnectionFaultAction {
  if (reconnectFaultCodes.has(code)) return { kind: 'reconnect', delayMs: 1000 };
  if (code === '101') return { kind: 'reloadRoot', delayMs: 3000 };
  return null;
}
