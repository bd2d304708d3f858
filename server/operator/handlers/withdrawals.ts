import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { CashierError } from '../../domain/cashier/cashierError';
import { listWithdrawals, withdrawalOwner, withdrawalStateOf } from '../../domain/withdrawals/backOffice';
import type { OperatorHandler } from '../context';
import { playerInScope } from './players';

/** listWithdrawals and decideWithdrawal: the cashier's queue, decided once. */
export const withdrawalHandlers: Record<string, OperatorHandler> = {
  async listWithdrawals(ctx, params: OperatorParams<'listWithdrawals'>) {
    const operator = ctx.requireOperator();
    return {
      withdrawals: await listWithdrawals(ctx.services.db, {
        sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
        state: params.status ?? 'pending',
        limit: params.limit ?? 200,
      }),
    };
  },

  async decideWithdrawal(ctx, params: OperatorParams<'decideWithdrawal'>) {
    const operator = ctx.requireOperator();
    const { db, cashier } = ctx.services;
    const playerId = await withdrawalOwner(db, params.withdrawalId);
    const notFound = () => new RpcFault(OperatorFault.NotFound, `No withdrawal ${params.withdrawalId}`);
    if (playerId === null) throw notFound();
    const siteId = await playerInScope(ctx, db, playerId).catch(() => {
      throw notFound();
    });
    const decision = { approve: params.approve, reason: params.reason, by: operator.username };
    try {
      await cashier.decideWithdrawal(params.withdrawalId, decision, (q, before) =>
        ctx.audit(q, {
          action: 'decideWithdrawal',
          siteId,
          target: `withdrawal ${params.withdrawalId}`,
          before: {
            status: withdrawalStateOf(before.status, before.details),
            playerId,
            currency: before.currency,
            amount: Number(before.amount_minor),
          },
          after: { status: params.approve ? 'paying' : 'declined' },
          reason: params.reason,
        }),
      );
    } catch (error) {
      if (error instanceof CashierError && error.reason === 'withdrawal.decided')
        throw new RpcFault(OperatorFault.Conflict, error.message);
      if (error instanceof CashierError && error.reason === 'withdrawal.unknown') throw notFound();
      throw error;
    }
    // The provider may have answered already (the sandbox does at once): report where it stands.
    const [row] = await db.query<{ status: number; details: Record<string, unknown> }>(
      'SELECT status, details FROM cashier_orders WHERE id = $1',
      [params.withdrawalId],
    );
    return { done: true, status: withdrawalStateOf(row!.status, row!.details) };
  },
};
