import { FaultCode, RpcFault } from '../../protocol/faults';
import { exitOf, JoinExit } from '../domain/play/exits';
import { handlerTable } from './handler';
import { siteOf } from './siteOf';

// Instant games (docs/instant-games.md). A refused purchase is a result with the join exit codes,
// as joins are; an unknown ticket or pool is a validation fault.

const unknown = (field: string) =>
  new RpcFault(FaultCode.Validation, 'Invalid params', { [field]: 'validation.invalid' });

export const instantHandlers = handlerTable({
  async getInstantGames(ctx, { memberId }) {
    siteOf(ctx.services, memberId, 'memberId');
    return ctx.services.instant.games(memberId);
  },

  /** Every rule that guards a join guards a purchase: segment, email, location, limits, restrictions. */
  async buyInstantTickets(ctx, params) {
    const session = ctx.requireSession();
    const refused = (detail: string) => ({
      ...exitOf(JoinExit.accountStatus, detail),
      purchaseId: null,
      tickets: [],
      totalPrize: 0,
      accountBalance: null,
    });
    const gate = await ctx.services.responsibleGaming.joinGate(session, 0);
    if (gate) return refused(gate.detail);
    const eligible = await ctx.services.responsibleGaming.isEligibleLocation({
      memberId: session.memberId,
      ip: ctx.ip,
      playerId: session.playerId,
    });
    if (!eligible) return refused('not available in country');
    return ctx.services.instant.buy({ ...params, playerId: session.playerId, memberId: session.memberId });
  },

  async getUnfinishedInstantTickets(ctx) {
    return ctx.services.instant.unfinished(ctx.requireSession().playerId);
  },

  async updateInstantReveal(ctx, { ticketId, revealed }) {
    const ticket = await ctx.services.instant.reveal(ctx.requireSession().playerId, ticketId, revealed);
    if (!ticket) throw unknown('ticketId');
    return ticket;
  },

  async revealAllInstant(ctx, { ticketIds }) {
    return ctx.services.instant.revealAll(ctx.requireSession().playerId, ticketIds);
  },

  async getInstantTicketHistory(ctx, p) {
    return ctx.services.instant.history({ playerId: ctx.requireSession().playerId, ...p });
  },

  async getInstantPool(ctx, { gameId, poolNo }) {
    const pool = await ctx.services.instant.pool(gameId, poolNo);
    if (!pool) throw unknown('poolNo');
    return pool;
  },

  /** Spec section 7: the player finished a crossword; its gameInstanceId is the ticket's id. */
  async confirmCrosswordEnd(ctx, { gameInstanceId }) {
    const [ticket] = await ctx.services.instant.revealAll(ctx.requireSession().playerId, [gameInstanceId]);
    return ticket && ticket.kind === 'crossword' ? 1 : 0;
  },
});
