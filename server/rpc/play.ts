import { handlerTable, type HandlerTable } from './handler';
import { historyHandlers } from './history';
import { subscriptionHandlers } from './subscriptions';

// Buying plays. Join failures are results (exitCode 1..10), never faults (PROTOCOL.md).
const joinHandlers = handlerTable({
  async joinGame(ctx, params) {
    const session = ctx.requireSession();
    const request = {
      playerId: session.playerId,
      gameId: params.gameId,
      gameInstanceId: params.gameInstanceId,
      userPlays: params.userPlays,
      userPlaysCount: params.userPlaysCount,
      currencyId: params.currencyId,
      joinKey: params.joinKey,
    };
    // subscriptions > 0: the same plays in that many further draws, paid now.
    return ctx.services.joins.join(
      params.subscriptions > 0
        ? ctx.services.subscriptions.withSubscription(request, params.subscriptions, session.memberId)
        : request,
    );
  },

  async joinGameCancel(ctx, params) {
    return ctx.services.joins.cancel(ctx.requireSession().playerId, params.gameInstanceId);
  },

  async arePlaysAvailableForGame(ctx, params) {
    const session = ctx.requireSession();
    const playsAvailable = await ctx.services.joins.playsAvailable(params.gameInstanceId, session.playerId);
    return { available: playsAvailable >= params.plays, playsAvailable };
  },

  /**
   * The plays this player could still buy; the weekly wagering limit itself belongs to
   * responsible gaming and is not checked here yet.
   */
  async checkMaximumWagers(ctx, params) {
    if (!ctx.session) return { allowed: true, remaining: params.userPlaysCount };
    const remaining = await ctx.services.joins.playsAvailable(params.gameInstanceId, ctx.session.playerId);
    return { allowed: remaining >= params.userPlaysCount, remaining };
  },
});

/** The engine's calls: joins, subscriptions and game history, registered together. */
export const playHandlers: HandlerTable = new Map([
  ...joinHandlers,
  ...subscriptionHandlers,
  ...historyHandlers,
]);
