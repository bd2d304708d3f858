import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { listCouponRedemptions } from '../../domain/operators/couponRedemptions';
import { depositById, listDeposits } from '../../domain/operators/deposits';
import {
  declineDepositRequest,
  DepositRequestError,
  settleDepositRequest,
  type RequestDecision,
} from '../../domain/operators/depositRequests';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

type Decide = typeof settleDepositRequest;

/**
 * Settles or declines one mBoB request in the caller's scope (else the NotFound of an id that does
 * not exist, so an operator cannot learn what other sites hold), audited in the change's transaction.
 */
async function decideRequest(
  ctx: OperatorContext,
  action: 'settleDepositRequest' | 'declineDepositRequest',
  decide: Decide,
  params: { orderId: number; reason: string },
) {
  const operator = ctx.requireOperator();
  const found = await depositById(ctx.services.db, params.orderId);
  if (!found || !scopeCovers(operator.sites, found.siteId))
    throw new RpcFault(OperatorFault.NotFound, `No deposit request ${params.orderId}`);
  const decision: RequestDecision = {
    by: operator.username,
    reason: params.reason,
    record: (q, order) =>
      ctx.audit(q, {
        action,
        siteId: found.siteId,
        target: `deposit ${params.orderId}`,
        before: {
          status: 'pending',
          playerId: found.playerId,
          currency: order.currency,
          amount: Number(order.amount_minor),
          reference: found.reference,
        },
        after: { status: action === 'settleDepositRequest' ? 'completed' : 'cancelled' },
        reason: params.reason,
      }),
  };
  try {
    return { deposit: await decide(ctx.services.cashier.deps, params.orderId, decision) };
  } catch (error) {
    if (!(error instanceof DepositRequestError)) throw error;
    throw new RpcFault(
      error.reason === 'unknown' ? OperatorFault.NotFound : OperatorFault.Conflict,
      error.message,
    );
  }
}

/** listDeposits, settleDepositRequest, declineDepositRequest and listCouponRedemptions. */
export const depositHandlers: Record<string, OperatorHandler> = {
  async listDeposits(ctx, params: OperatorParams<'listDeposits'>) {
    const operator = ctx.requireOperator();
    return listDeposits(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      status: params.status,
      method: params.method,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
    });
  },

  settleDepositRequest: (ctx, params: OperatorParams<'settleDepositRequest'>) =>
    decideRequest(ctx, 'settleDepositRequest', settleDepositRequest, params),

  declineDepositRequest: (ctx, params: OperatorParams<'declineDepositRequest'>) =>
    decideRequest(ctx, 'declineDepositRequest', declineDepositRequest, params),

  async listCouponRedemptions(ctx, params: OperatorParams<'listCouponRedemptions'>) {
    const operator = ctx.requireOperator();
    return listCouponRedemptions(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      code: params.code,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
    });
  },
};
