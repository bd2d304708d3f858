import { FaultCode, RpcFault } from '../../protocol/faults';
import type { SessionInfo } from '../ports/session';
import type { Queryable } from '../storage/db';

/**
 * Spec section 8: "Demo user: some account features unavailable". A demo account (players.demo,
 * for showing the site) plays, but moves no real money and changes no identity: these calls
 * answer 102 for it. Everything else (lobby, picks, joins, history, responsible gaming) stays.
 */
export const DEMO_RESTRICTED_CALLS: ReadonlySet<string> = new Set([
  'getDepositStep',
  'directDebitRequest',
  'depositRequestInfo',
  'getWithdrawalStep',
  'getWithdrawalStep2',
  'payoutSubmit',
  'claimInGameBonusNew',
  'updatePlayerEmail',
  'updatePlayerPhones',
  'updatePlayerAddress',
  'changePassword',
  'changePassword2',
  'playerRegistrationFull',
  'requestIdVerification',
  'requestPhoneValidation',
  'sendPlayerInvite',
]);

/** Throws 102 when the session's player is a demo account and the call is one it may not make. */
export async function refuseDemoAccount(
  db: Queryable,
  call: string,
  session: SessionInfo | null | undefined,
) {
  if (!session || !DEMO_RESTRICTED_CALLS.has(call)) return;
  const [row] = await db.query<{ demo: boolean }>('SELECT demo FROM players WHERE id = $1', [
    session.playerId,
  ]);
  if (row?.demo) throw new RpcFault(FaultCode.NotAuthorised, 'Not available to demo accounts');
}
