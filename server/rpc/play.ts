import type { JoinResult } from '../../protocol/calls/play';
import { exitOf, JoinExit } from '../domain/play/exits';
import { handlerTable, type HandlerTable } from './handler';
import { mailJoinReceipt } from './joinReceipt';
import { historyHandlers } from './history';
import { promotionForJoin } from './subscriptionPromotion';
import { subscriptionHandlers } from './subscriptions';
import { ticketHandlers } from './tickets';

// Buying plays. Join failures are results (exitCode 1..10), never faults (PROTOCOL.md); only a
// refused subscription promotion is a validation fault, like any other bad parameter.
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
      betType: params.betType,
      // The join gate runs in the join's batch (JoinRequest.gate).
      gate: ctx.services.responsibleGaming.joinGatePolicy(session.memberId),
    };
    // A bet is sold for several draws only by an ExtMulti game (the multi-draw one-draw variant):
    // its lines are replayed with their bet types. Plans (monthly, pay-as-you-go) sell no bets.
    if (params.betType && params.subscriptionPlan)
      return notConfirmed(params.gameInstanceId, 'bet types are not sold by subscription plans');
    if (
      params.betType &&
      params.subscriptions > 0 &&
      ctx.services.games.gameType(params.gameId)?.rule !== 'oneDrawGameExtMulti'
    )
      return notConfirmed(params.gameInstanceId, 'only an ExtMulti game sells a bet for several draws');
    // A refused promotion is a fault before anything is bought: the player's money is untouched.
    const promotion = promotionForJoin(ctx.services.subscriptions, params, session.memberId);
    if (params.subscriptionPlan) {
      const offers = ctx.services.games.gameType(params.gameId)?.subscriptions;
      if (!offers?.[params.subscriptionPlan === 'monthly' ? 'monthly' : 'payGo'])
        return notConfirmed(params.gameInstanceId, `this game is not sold ${params.subscriptionPlan}`);
      return ctx.services.joins.join(
        ctx.services.subscriptions.withPlan(request, params.subscriptionPlan, session.memberId, promotion),
      );
    }
    // subscriptions > 0: the same plays in that many further draws, paid now.
    const result = await ctx.services.joins.join(
      params.subscriptions > 0
        ? ctx.services.subscriptions.withSubscription(
            request,
            params.subscriptions,
            session.memberId,
            promotion,
          )
        : request,
    );
    if (params.emailReceipt) await mailJoinReceipt(ctx, session.playerId, result);
    return result;
  },

  /** A perm entry or a bet of a one-draw game; the stake per line must be the game's play cost. */
  async joinGamePerm(ctx, params) {
    const session = ctx.requireSession();
    return ctx.services.joins.join({
      gate: ctx.services.responsibleGaming.joinGatePolicy(session.memberId),
      playerId: session.playerId,
      gameId: params.gameId,
      gameInstanceId: params.gameInstanceId,
      userPlays: params.userPlays,
      userPlaysCount: params.userPlays.length,
      currencyId: params.currencyId,
      joinKey: params.joinKey,
      betType: params.betType,
      perm: true,
      stake: params.stake,
    });
  },

  async joinGameCancel(ctx, params) {
    return ctx.services.joins.cancel(ctx.requireSession().playerId, params.gameInstanceId);
  },

  async arePlaysAvailableForGame(ctx, params) {
    const session = ctx.requireSession();
    const playsAvailable = await ctx.services.joins.playsAvailable(params.gameInstanceId, session.playerId);
    return { available: playsAvailable >= params.plays, playsAvailable };
  },

  /** The plays this player could still buy: the game's own maximum and the weekly wagering limit. */
  async checkMaximumWagers(ctx, params) {
    if (!ctx.session) return { allowed: true, remaining: params.userPlaysCount };
    const { playerId } = ctx.session;
    const byGame = await ctx.services.joins.playsAvailable(params.gameInstanceId, playerId);
    const byLimit = await ctx.services.responsibleGaming.wageringPlaysLeft(playerId, params.gameInstanceId);
    const remaining = byLimit === null ? byGame : Math.min(byGame, byLimit);
    return { allowed: remaining >= params.userPlaysCount, remaining };
  },
});

function notConfirmed(gameInstanceId: number, detail: string): JoinResult {
  return {
    ...exitOf(JoinExit.cannotConfirmPlays, detail),
    gameInstanceId,
    gameStatus: 'OPEN',
    subscriptionCode: null,
    joinEvent: null,
  };
}

/** The engine's calls: joins, subscriptions and game history, registered together. */
export const playHandlers: HandlerTable = new Map([
  ...joinHandlers,
  ...subscriptionHandlers,
  ...historyHandlers,
  ...ticketHandlers,
]);
