import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { CashierError } from '../../domain/cashier/cashierError';
import { listWithdrawals, withdrawalOwner, withdrawalStateOf } from '../../domain/withdrawals/backOffice';
import { failWithdrawal } from '../../domain/withdrawals/payout';
import type { OperatorContext, OperatorHandler } from '../context';
import { playerInScope } from './players';

/** The withdrawal's site when the caller may see it; otherwise the NotFound of an unknown id. */
async function withdrawalInScope(ctx: OperatorContext, withdrawalId: number) {
  const { db } = ctx.services;
  const notFound = () => new RpcFault(OperatorFault.NotFound, `No withdrawal ${withdrawalId}`);
  const playerId = await withdrawalOwner(db, withdrawalId);
  if (playerId === null) throw notFound();
  const siteId = await playerInScope(ctx, db, playerId).catch(() => {
    throw notFound();
  });
  return { playerId, siteId };
}

const stateNow = async (ctx: OperatorContext, withdrawalId: number) => {
  const [row] = await ctx.services.db.query<{ status: number; details: Record<string, unknown> }>(
    'SELECT status, details FROM cashier_orders WHERE id = $1',
    [withdrawalId],
  );
  return withdrawalStateOf(row!.status, row!.details);
};

/** listWithdrawals, decideWithdrawal and reverseWithdrawal: the cashier's queue, decided once. */
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
    const { cashier } = ctx.services;
    const { playerId, siteId } = await withdrawalInScope(ctx, params.withdrawalId);
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
      if (error instanceof CashierError && error.reason === 'withdrawal.unknown')
        throw new RpcFault(OperatorFault.NotFound, `No withdrawal ${params.withdrawalId}`);
      throw error;
    }
    // The provider may have answered already (the sandbox does at once): report where it stands.
    return { done: true, status: await stateNow(ctx, params.withdrawalId) };
  },

  /**
   * The provider returned an approved payout: the held amount goes back to the player's cash by
   * the path a `payout.failed` webhook takes, once (the order is locked; a second reversal, or the
   * provider's own answer first, leaves it no longer paying). A pending withdrawal is rejected
   * with decideWithdrawal instead; a paid one cannot be reversed: the money has left.
   */
  async reverseWithdrawal(ctx, params: OperatorParams<'reverseWithdrawal'>) {
    const operator = ctx.requireOperator();
    const { playerId, siteId } = await withdrawalInScope(ctx, params.withdrawalId);
    const refusal = (state: string) =>
      state === 'completed'
        ? new RpcFault(
            OperatorFault.Refused,
            `Withdrawal ${params.withdrawalId} has been paid and cannot be reversed`,
          )
        : new RpcFault(
            state === 'pending' ? OperatorFault.Refused : OperatorFault.Conflict,
            state === 'pending'
              ? `Withdrawal ${params.withdrawalId} is not being paid: reject it instead`
              : `Withdrawal ${params.withdrawalId} is no longer being paid (${state}); nothing changed`,
          );
    const reversed = await failWithdrawal(
      ctx.services.cashier.deps,
      params.withdrawalId,
      params.reason,
      async (q, before) => {
        const state = withdrawalStateOf(before.status, before.details);
        if (state !== 'paying') throw refusal(state);
        const reversal = { by: operator.username, reason: params.reason, at: ctx.services.clock.now() };
        await q.query(`UPDATE cashier_orders SET details = details || $2::jsonb WHERE id = $1`, [
          before.id,
          JSON.stringify({ reversal }),
        ]);
        await ctx.audit(q, {
          action: 'reverseWithdrawal',
          siteId,
          target: `withdrawal ${params.withdrawalId}`,
          before: { status: state, playerId, currency: before.currency, amount: Number(before.amount_minor) },
          after: { status: 'declined' },
          reason: params.reason,
        });
      },
    );
    if (!reversed) throw refusal(await stateNow(ctx, params.withdrawalId));
    return { done: true, status: 'declined' };
  },
};
