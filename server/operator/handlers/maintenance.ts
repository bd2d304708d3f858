import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import {
  announceMaintenanceNotice,
  cancelWindow,
  listWindows,
  scheduleWindow,
} from '../../domain/content/maintenanceWindows';
import type { OperatorContext, OperatorHandler } from '../context';

function requireSite(ctx: OperatorContext, siteId: number): void {
  if (!ctx.services.sites.get(siteId)) throw new RpcFault(OperatorFault.NotFound, `No site ${siteId}`);
}

/**
 * Scheduled maintenance windows (maintenanceWindows.ts): the relay's sweep switches them on and
 * off on every process's beat; open pages hear of the next one at once, later pages at init.
 */
export const maintenanceHandlers: Record<string, OperatorHandler> = {
  async scheduleMaintenance(ctx, params: OperatorParams<'scheduleMaintenance'>) {
    requireSite(ctx, params.siteId);
    const { db, clock, push } = ctx.services;
    const window = await db.tx(async (q) => {
      const made = await scheduleWindow(
        q,
        { memberId: params.siteId, ...params, by: ctx.requireOperator().username },
        clock.now(),
      );
      await ctx.audit(q, {
        action: 'scheduleMaintenance',
        siteId: params.siteId,
        target: `window ${made.windowId}`,
        after: { from: made.from, to: made.to, message: made.message },
      });
      return made;
    });
    await announceMaintenanceNotice(db, push, params.siteId);
    return { window };
  },

  async listMaintenanceWindows(ctx, params: OperatorParams<'listMaintenanceWindows'>) {
    requireSite(ctx, params.siteId);
    return { windows: await listWindows(ctx.services.db, params.siteId, params.past ?? false) };
  },

  async cancelMaintenance(ctx, params: OperatorParams<'cancelMaintenance'>) {
    requireSite(ctx, params.siteId);
    const { db, clock, push } = ctx.services;
    const window = await db.tx(async (q) => {
      const { before, after } = await cancelWindow(q, params.siteId, params.windowId, clock);
      await ctx.audit(q, {
        action: 'cancelMaintenance',
        siteId: params.siteId,
        target: `window ${params.windowId}`,
        before: { status: before.status, from: before.from, to: before.to },
        after: { status: after.status },
      });
      return after;
    });
    await announceMaintenanceNotice(db, push, params.siteId);
    return { done: true, window };
  },
};
