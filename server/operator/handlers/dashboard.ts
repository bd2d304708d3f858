import type { OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorHandler } from '../context';
import { dashboardSites, readDashboard } from '../dashboardView';

/** getDashboard: the figures once (the console's live view follows them over /ws/operator: liveFeed.ts). */
export const dashboardHandlers: Record<string, OperatorHandler> = {
  async getDashboard(ctx, params: OperatorParams<'getDashboard'>) {
    const { sites, role } = ctx.requireOperator();
    return readDashboard(ctx.services, role, dashboardSites(ctx.services, sites, params.siteId));
  },
};
