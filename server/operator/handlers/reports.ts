import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams, ReportGame } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { OperatorConfig } from '../../config/schema';
import { appendAudit } from '../../domain/operators/auditLog';
import { ledgerReport, reportCsv } from '../../domain/operators/reports';
import type { OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/** The configuration's games (draw and bingo types, instant games) sold on a site in scope, by title. */
function gamesIn(config: OperatorConfig, scope: SiteScope): ReportGame[] {
  return [...config.gameTypes, ...config.instantGames]
    .filter((g) => g.memberIds.some((site) => scopeCovers(scope, site)))
    .map((g) => ({ gameId: g.gameId, title: g.title }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.gameId - b.gameId);
}

/** getReport: figures from the ledger per day, month or game; compliance sees the rg report only. */
export const reportHandlers: Record<string, OperatorHandler> = {
  async getReport(ctx, params: OperatorParams<'getReport'>) {
    const operator = ctx.requireOperator();
    const { db, clock, sites, config } = ctx.services;
    if (operator.role === 'compliance' && params.kind !== 'rg') {
      const reason = `The compliance role may read the rg report only, not ${params.kind}`;
      await appendAudit(db, {
        at: clock.now(),
        operator: operator.username,
        ip: ctx.ip,
        action: 'getReport',
        siteId: params.siteId ?? null,
        target: params.kind,
        reason,
        outcome: 'refused',
      });
      throw new RpcFault(OperatorFault.Forbidden, reason);
    }
    const scope = params.siteId !== undefined ? [params.siteId] : operator.sites;
    const firstSite = scope === 'all' ? sites.memberIds()[0] : scope[0];
    const site = firstSite === undefined ? undefined : sites.get(firstSite);
    if (params.siteId !== undefined && !site)
      throw new RpcFault(OperatorFault.NotFound, `No site ${params.siteId}`);
    const currency = params.currency ?? site?.currencies[0] ?? config.currencies[0]!.id;
    const groupBy = params.groupBy ?? 'day';
    const titles = new Map(
      [...config.gameTypes, ...config.instantGames].map((g) => [g.gameId, g.title] as const),
    );
    const report = await ledgerReport(db, {
      kind: params.kind,
      sites: scope,
      currency,
      from: params.from,
      to: params.to,
      groupBy,
      gameId: params.gameId,
      titles,
    });
    const result = {
      kind: params.kind,
      currency: params.kind === 'rg' ? '' : currency,
      ...report,
      games: gamesIn(config, scope),
    };
    return params.format === 'csv' ? { ...result, csv: reportCsv(report, groupBy) } : result;
  },
};
