import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { verificationQueue, verificationWithDocument } from '../../domain/operators/verificationQueue';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/**
 * The check with its document when the caller's scope covers the player's site; otherwise the
 * NotFound of an id that does not exist, so an operator cannot learn which checks other sites hold.
 */
async function requestInScope(ctx: OperatorContext, requestId: number) {
  const found = await verificationWithDocument(ctx.services.db, requestId);
  if (!found || !scopeCovers(ctx.requireOperator().sites, found.request.siteId))
    throw new RpcFault(OperatorFault.NotFound, `No verification request ${requestId}`);
  return found;
}

/** listVerificationRequests, getVerificationDocument, decideVerification: document review. */
export const verificationHandlers: Record<string, OperatorHandler> = {
  async listVerificationRequests(ctx, params: OperatorParams<'listVerificationRequests'>) {
    const operator = ctx.requireOperator();
    return verificationQueue(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      playerId: params.playerId,
      status: params.status ?? 'open',
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
    });
  },

  async getVerificationDocument(ctx, params: OperatorParams<'getVerificationDocument'>) {
    const found = await requestInScope(ctx, params.requestId);
    // Who opened whose identity document: written before the document leaves.
    await ctx.audit(ctx.services.db, {
      action: 'viewVerificationDocument',
      siteId: found.request.siteId,
      target: `verification request ${params.requestId} of player ${found.request.playerId}`,
      after: { kind: found.request.kind, documentType: found.request.documentType },
    });
    return found;
  },

  async decideVerification(ctx, params: OperatorParams<'decideVerification'>) {
    const { request } = await requestInScope(ctx, params.requestId);
    const status = params.approve ? 'VERIFIED' : 'REJECTED';
    const decided = await ctx.services.verification.review(
      request.requestId,
      status,
      request.kind,
      (q, row) =>
        ctx.audit(q, {
          action: 'decideVerification',
          siteId: request.siteId,
          target: `verification request ${request.requestId} of player ${request.playerId}`,
          before: { status: request.status, kind: request.kind },
          after: { status: row.status },
          reason: params.reason,
        }),
    );
    if (!decided)
      throw new RpcFault(
        OperatorFault.Conflict,
        `Verification request ${request.requestId} is decided already`,
      );
    return { done: true, status };
  },
};
