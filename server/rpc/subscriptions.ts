import { FaultCode, RpcFault } from '../../protocol/faults';
import { handlerTable } from './handler';

const unknownSubscription = () =>
  new RpcFault(FaultCode.Validation, 'Unknown subscription', { subscriptionId: 'validation.invalid' });

// A player's subscriptions (spec: states active, completed, cancelled), and the offers: by N draws
// (joinGame with subscriptions > 0), by the month or pay as you go.
export const subscriptionHandlers = handlerTable({
  async getPlayerGameSubscriptions(ctx, params) {
    return ctx.services.subscriptions.ofPlayer(ctx.requireSession().playerId, params.gameId);
  },

  async hasPlayerGameSubscriptions(ctx) {
    if (!ctx.session) return false;
    return (await ctx.services.subscriptions.ofPlayer(ctx.session.playerId)).length > 0;
  },

  async isSubscriptionActive(ctx, params) {
    const s = await ctx.services.subscriptions.get(ctx.requireSession().playerId, params.subscriptionId);
    return s?.active ?? false;
  },

  /** Open to visitors in the catalogue, but plays are only shown to their owner. */
  async getPlayerGameSubscriptionPlays(ctx, params) {
    const s = ctx.session
      ? await ctx.services.subscriptions.get(ctx.session.playerId, params.subscriptionId)
      : null;
    return { subscriptionId: params.subscriptionId, playerPlays: s?.playerPlays ?? [] };
  },

  async getGamesCostPerMonth(ctx, params) {
    return ctx.services.subscriptions
      .monthlyOffers(params.memberId, params.currencyId)
      .map(({ gameId, costPerMonth, currencyId }) => ({ gameId, costPerMonth, currencyId }));
  },

  async getGamesCostPerMonthAndSchedule(ctx, params) {
    return ctx.services.subscriptions.monthlyOffers(params.memberId, params.currencyId);
  },

  async getSubscriptionDates(ctx, params) {
    const drawDates = ctx.services.subscriptions.dates(params.gameId, params.months);
    if (!drawDates)
      throw new RpcFault(FaultCode.Validation, 'Game not sold by subscription', {
        gameId: 'validation.invalid',
      });
    return { gameId: params.gameId, drawDates };
  },

  async getSubscriptionPromotion(ctx, params) {
    return ctx.services.subscriptions.promotion(params);
  },

  async checkUsernameWithActiveSubscription(ctx, params) {
    return ctx.services.subscriptions.hasActive({ memberId: params.memberId, username: params.username });
  },

  async checkEmailWithActiveSubscription(ctx, params) {
    return ctx.services.subscriptions.hasActive({ memberId: params.memberId, email: params.email });
  },

  async getPayGoGameSubscriptionDetails(ctx, params) {
    const details = await ctx.services.subscriptions.payGoDetails(
      ctx.requireSession().playerId,
      params.subscriptionId,
    );
    if (!details) throw unknownSubscription();
    return details;
  },

  async searchPayGoSubscriptionTransactions(ctx, params) {
    const { subscriptionId, ...paging } = params;
    const found = await ctx.services.subscriptions.payGoTransactions(
      ctx.requireSession().playerId,
      subscriptionId,
      paging,
    );
    if (!found) throw unknownSubscription();
    return found;
  },

  /** 1 when mailed (the outbox, or SMTP when configured); 0 for a visitor or another player's subscription. */
  async sendEmailSubscriptionDetails(ctx, params) {
    if (!ctx.session) return 0;
    return (await ctx.services.subscriptions.emailDetails(
      ctx.session.playerId,
      params.subscriptionId,
      params.email,
    ))
      ? 1
      : 0;
  },

  /** 1 when cancelled (remaining balance back to cash), 0 when not the player's or not active. */
  async removePlayerGameSubscription(ctx, params) {
    return (await ctx.services.subscriptions.cancel(ctx.requireSession().playerId, params.subscriptionId))
      ? 1
      : 0;
  },
});
