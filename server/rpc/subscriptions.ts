import { handlerTable } from './handler';

// A player's subscriptions (spec: states active, completed, cancelled). Buying one is joinGame
// with subscriptions > 0.
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

  /** 1 when cancelled (remaining balance back to cash), 0 when not the player's or not active. */
  async removePlayerGameSubscription(ctx, params) {
    return (await ctx.services.subscriptions.cancel(ctx.requireSession().playerId, params.subscriptionId))
      ? 1
      : 0;
  },
});
