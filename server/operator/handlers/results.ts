import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { SiteScope } from '../../../protocol/operator/roles';
import { drawContext } from '../../domain/engine/outcome';
import { instancesRepo } from '../../domain/games/instancesRepo';
import { listResults, resultSummary, resultWinners } from '../../domain/operators/results';
import type { OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

const RESULT_STATES = new Set(['STARTED', 'ENDED', 'REFUNDED']);

/** listResults and getResult: finished draws and their evidence, for every role (the evidence is public). */
export const resultHandlers: Record<string, OperatorHandler> = {
  async listResults(ctx, params: OperatorParams<'listResults'>) {
    const operator = ctx.requireOperator();
    const sites: SiteScope = params.siteId !== undefined ? [params.siteId] : operator.sites;
    const page = await listResults(ctx.services.db, {
      sites,
      gameId: params.gameId,
      status: params.status,
      from: params.from,
      to: params.to,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
      sort: params.sort,
      dir: params.dir,
    });
    const gameTypes = ctx.services.config.gameTypes
      .filter((g) => g.memberIds.some((id) => scopeCovers(sites, id)))
      .map((g) => ({ gameId: g.gameId, title: g.title }));
    return { ...page, gameTypes };
  },

  /** A game none of whose sites is the caller's answers NotFound, as an unknown id does. */
  async getResult(ctx, params: OperatorParams<'getResult'>) {
    const { sites } = ctx.requireOperator();
    const row = await instancesRepo.byId(ctx.services.db, params.gameInstanceId);
    const mine = row?.member_ids.some((id) => scopeCovers(sites, Number(id)));
    const result = row && mine ? resultSummary(row) : null;
    if (!row || !result || !RESULT_STATES.has(row.status) || (row.status === 'STARTED' && !result.draws))
      throw new RpcFault(OperatorFault.NotFound, `No finished game ${params.gameInstanceId}`);
    return {
      result,
      winners: resultWinners(row),
      drawContext: drawContext(row),
      evidenceUrl: `/api/evidence/draw/${row.id}`,
    };
  },
};
