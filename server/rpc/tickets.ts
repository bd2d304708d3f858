import { FaultCode, RpcFault } from '../../protocol/faults';
import { ValidationKey } from '../../protocol/validation/keys';
import { handlerTable, type CallContext } from './handler';
import { assertPlainText } from './playerGuards';

// Tickets and the one-click checkout: purchase a ticket, check it, and joins remembered until the
// player has paid (spec sections 1, 3, 4 and 5). Join failures are results, never faults.

/** Quick registration then login, as the one-click checkout does before the deposit. */
async function registerAndLogin(
  ctx: CallContext,
  p: { memberId: number; username: string; email: string; password: string; country: string },
): Promise<number> {
  assertPlainText(p);
  // A logged-in caller would get an account and then a refused login (104): refuse before writing.
  if (ctx.session)
    throw new RpcFault(FaultCode.CannotReauthenticate, 'Log out before registering another player');
  // The shared country rule only asks for a value; an account's country is an ISO code.
  if (!/^[A-Z]{2}$/.test(p.country))
    throw new RpcFault(FaultCode.Validation, 'Invalid params', { country: ValidationKey.country });
  const origin = { ip: ctx.ip, ipCountry: ctx.services.geo.countryOfIp(ctx.ip), guestCheckout: true };
  const input = {
    memberId: p.memberId,
    username: p.username,
    email: p.email,
    password: p.password,
    country: p.country,
  };
  const { playerId } = await ctx.services.players.register(input, origin);
  const login = await ctx.services.players.login(p.memberId, p.username, p.password, {
    ip: ctx.ip,
    current: ctx.session,
  });
  ctx.startSession(login.session, login.token);
  return playerId;
}

export const ticketHandlers = handlerTable({
  async purchaseTicket(ctx, params) {
    const session = ctx.requireSession();
    assertPlainText(params.playerInfo);
    return ctx.services.tickets.purchase(
      session.playerId,
      session.memberId,
      params.ticketRequest,
      params.playerInfo,
      params.joinKey,
    );
  },

  async checkTicketStatus(ctx, params) {
    assertPlainText(params);
    return ctx.services.tickets.check(params.ticketId, params.secureKey);
  },

  async trackPendingJoin(ctx, params) {
    const session = ctx.requireSession();
    return ctx.services.pendingJoins.track(session.playerId, session.memberId, params);
  },

  /** Creates the account and logs it in; the player id, the session comes with the answer. */
  async registerAndLoginBeforeDeposit(ctx, params) {
    return registerAndLogin(ctx, params);
  },

  /** Creates the account, logs it in and remembers its join; the pending join's id, or -1 for a game not sold here. */
  async registerAndTrackPendingJoin(ctx, params) {
    const type = ctx.services.games.gameType(params.gameId);
    // Checked before the account is made: a -1 must not leave a half-done checkout behind.
    if (!type || !type.memberIds.includes(params.memberId) || type.oneDraw) return -1;
    const playerId = await registerAndLogin(ctx, params);
    return ctx.services.pendingJoins.track(playerId, params.memberId, {
      gameId: params.gameId,
      userPlays: params.userPlays,
      userPlaysCount: params.userPlays.length,
      currencyId: type.currency,
      subscriptions: 0,
    });
  },
});
