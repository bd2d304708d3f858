import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { InsufficientFundsError } from '../../domain/ledger/errors';
import { currencyBook } from '../../domain/money';
import {
  AdjustmentError,
  adjustmentSite,
  approveAdjustment,
  listAdjustments,
  requestAdjustment,
  type AdjustmentDeps,
} from '../../domain/operators/adjustments';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';
import { playerInScope } from './players';

const depsOf = (ctx: OperatorContext): AdjustmentDeps => ({
  db: ctx.services.db,
  push: ctx.services.push,
  clock: ctx.services.clock,
  currencies: currencyBook(ctx.services.config.currencies),
});

/** The domain's refusals as the operator API's faults. */
function fault(error: unknown): unknown {
  if (error instanceof InsufficientFundsError)
    return new RpcFault(OperatorFault.Refused, 'The balance would go below zero');
  if (!(error instanceof AdjustmentError)) return error;
  if (error.reason === 'unknown') return new RpcFault(OperatorFault.NotFound, error.message);
  if (error.reason === 'approved') return new RpcFault(OperatorFault.Conflict, error.message);
  return new RpcFault(OperatorFault.Refused, error.message);
}

/** adjustBalance, approveAdjustment (four eyes above the site's threshold) and listAdjustments. */
export const adjustmentHandlers: Record<string, OperatorHandler> = {
  async adjustBalance(ctx, params: OperatorParams<'adjustBalance'>) {
    const operator = ctx.requireOperator();
    const siteId = await playerInScope(ctx, ctx.services.db, params.playerId);
    const site = ctx.services.sites.get(siteId);
    if (!site) throw new RpcFault(OperatorFault.NotFound, `No site ${siteId}`);
    const currency = params.currency ?? site.currencies[0]!;
    if (!site.currencies.includes(currency))
      throw new RpcFault(OperatorFault.Refused, `Site ${siteId} does not serve ${currency}`);
    try {
      const { adjustment, repeated } = await requestAdjustment(
        depsOf(ctx),
        {
          playerId: params.playerId,
          memberId: siteId,
          account: params.account,
          currency,
          amountMinor: params.amount,
          reason: params.reason,
          by: operator.username,
          requestKey: `${operator.username.toLowerCase()}:${params.requestKey}`,
          thresholdMinor: site.operatorAdjustmentApprovalMinor,
        },
        (q, made) =>
          ctx.audit(q, {
            action: 'adjustBalance',
            siteId,
            target: `player ${params.playerId}`,
            after: made,
            reason: params.reason,
          }),
      );
      if (repeated)
        await ctx.audit(ctx.services.db, {
          action: 'adjustBalance',
          siteId,
          target: `player ${params.playerId}`,
          after: { adjustmentId: adjustment.adjustmentId, repeated: true },
          reason: params.reason,
        });
      return { adjustment };
    } catch (error) {
      throw fault(error);
    }
  },

  async approveAdjustment(ctx, params: OperatorParams<'approveAdjustment'>) {
    const operator = ctx.requireOperator();
    const siteId = await adjustmentSite(ctx.services.db, params.adjustmentId);
    if (siteId === null || !scopeCovers(operator.sites, siteId))
      throw new RpcFault(OperatorFault.NotFound, `No adjustment ${params.adjustmentId}`);
    try {
      const adjustment = await approveAdjustment(
        depsOf(ctx),
        params.adjustmentId,
        operator.username,
        (q, done) =>
          ctx.audit(q, {
            action: 'approveAdjustment',
            siteId,
            target: `player ${done.playerId}`,
            before: { adjustmentId: done.adjustmentId, status: 'pending', requestedBy: done.requestedBy },
            after: done,
          }),
      );
      return { adjustment };
    } catch (error) {
      throw fault(error);
    }
  },

  async listAdjustments(ctx, params: OperatorParams<'listAdjustments'>) {
    const operator = ctx.requireOperator();
    return {
      adjustments: await listAdjustments(ctx.services.db, {
        sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
        status: params.status ?? 'pending',
        limit: 200,
      }),
    };
  },
};
