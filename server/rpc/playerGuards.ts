import { PASSWORD_MUST_CHANGE_MESSAGE } from '../../protocol/errors';
import { FaultCode, RpcFault } from '../../protocol/faults';
import { plainTextErrors } from '../../protocol/validation';
import type { SessionInfo } from '../ports/session';
import type { CallContext } from './handler';

/**
 * Refuses text with control or invisible formatting characters (NUL, RTL override, zero-width)
 * anywhere in the params, before anything is written: Server.Validation with validation.invalid.
 */
export function assertPlainText(params: unknown, skip: string[] = []): void {
  const errors = plainTextErrors(params, new Set(skip));
  if (Object.keys(errors).length > 0) throw new RpcFault(FaultCode.Validation, 'Invalid params', errors);
}

/**
 * The session of a player free to change their account: one flagged changePassword may only set a
 * new password first. The refusal is the spec's Server.Processing 'Password must be changed!',
 * which the client turns into 115 and the /password?changeNow=true page (protocol/errors.ts).
 */
export async function requireFreeSession(ctx: CallContext): Promise<SessionInfo> {
  const session = ctx.requireSession();
  const player = await ctx.services.players.byId(session.playerId);
  if (!player) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
  if (player.changePassword) throw new RpcFault(FaultCode.Processing, PASSWORD_MUST_CHANGE_MESSAGE);
  return session;
}
