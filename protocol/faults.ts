/**
 * Fault codes carried in `{ ok: false, fault: { code, message, detail } }` (PROTOCOL.md, Faults).
 * The numeric login, registration and coupon codes come from the spec's error catalogue (section 8).
 */
export const FaultCode = {
  NotLoggedIn: '101',
  NotAuthorised: '102',
  IncorrectCredentials: '103',
  CannotReauthenticate: '104',
  AccountExpired: '105',
  AccountLocked: '106',
  SelfRestricted: '107',
  NoTemporaryPassword: '108',
  WrongFormat109: '109',
  WrongFormat110: '110',
  WrongFormat111: '111',
  TooManyRegistrations: '113',
  PasswordMustChange: '115',
  RegistrationClosed20: '20',
  RegistrationClosed28: '28',
  Validation: 'Server.Validation',
  BadRequest: 'Server.BadRequest',
  RateLimited: 'Server.RateLimited',
  Processing: 'Server.Processing',
  /** pinRequired sites: a money-moving call came without the player's PIN (spec section 6). */
  PinRequired: 'Player.PinRequired',
  /** pinRequired sites: the player has set no PIN yet (account settings sets one). */
  PinNotSet: 'Player.PinNotSet',
  /** pinRequired sites: the PIN given is not the player's. */
  PinIncorrect: 'Player.PinIncorrect',
} as const;

export type FaultCodeValue = (typeof FaultCode)[keyof typeof FaultCode] | string;

export interface Fault {
  code: FaultCodeValue;
  message: string;
  detail?: unknown;
}

/** Thrown by server handlers and rejected by the client; carries a protocol fault. */
export class RpcFault extends Error {
  readonly code: FaultCodeValue;
  readonly detail?: unknown;
  constructor(code: FaultCodeValue, message: string, detail?: unknown) {
    super(message);
    this.name = 'RpcFault';
    this.code = code;
    this.detail = detail;
  }
  toFault(): Fault {
    return this.detail === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, detail: this.detail };
  }
}

export function isRpcFault(e: unknown): e is RpcFault {
  return e instanceof RpcFault;
}
