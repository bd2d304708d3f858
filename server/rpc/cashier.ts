import { handlerTable } from './handler';

export const cashierHandlers = handlerTable({
  async getPlayerAccounts(ctx) {
    const session = ctx.requireSession();
    return ctx.services.accounts.listForPlayer(session.playerId);
  },
});
