import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { PlayerRow } from './repository';

/** Spec section 4: the banned player's notice says the account is locked, so a ban answers 106 too. */
export const ACCOUNT_LOCKED_MESSAGE = 'Your account has been locked! Please contact support for details.';

/**
 * Why a player with the right password still may not log in (spec section 8), or null. Checked in
 * the catalogue's order of severity: locked or banned (106), expired (105), self-restricted (107).
 */
export function loginRefusal(row: PlayerRow, now: number): RpcFault | null {
  if (row.banned || row.locked) return new RpcFault(FaultCode.AccountLocked, ACCOUNT_LOCKED_MESSAGE);
  if (row.locked_until !== null && row.locked_until > now) return lockedUntil(row.locked_until);
  if (row.expires_at !== null && row.expires_at <= now)
    return new RpcFault(FaultCode.AccountExpired, 'Account expired');
  if (row.self_restricted_until !== null && row.self_restricted_until > now)
    return new RpcFault(FaultCode.SelfRestricted, 'Account self-restricted', {
      until: row.self_restricted_until,
    });
  return null;
}

/** 106 after repeated failures; the detail tells the client when to try again. */
export function lockedUntil(until: number): RpcFault {
  return new RpcFault(FaultCode.AccountLocked, 'Account locked after repeated failed logins', { until });
}
