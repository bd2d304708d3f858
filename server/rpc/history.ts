import { FaultCode, RpcFault } from '../../protocol/faults';
import { handlerTable } from './handler';

// The player's completed games (spec: game history search, pages of 5).
export const historyHandlers = handlerTable({
  async searchGameHistory(ctx, params) {
    return ctx.services.gameHistory.search({ playerId: ctx.requireSession().playerId, ...params });
  },

  async getGameHistoryDetail(ctx, params) {
    const detail = await ctx.services.gameHistory.detail(
      ctx.requireSession().playerId,
      params.gameInstanceId,
    );
    if (!detail)
      throw new RpcFault(FaultCode.Validation, 'No such game in your history', {
        gameInstanceId: 'validation.invalid',
      });
    return detail;
  },
});
