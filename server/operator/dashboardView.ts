import type { Dashboard } from '../../protocol/operator/calls';
import { roleMay } from '../../protocol/operator/calls';
import type { OperatorRole, SiteScope } from '../../protocol/operator/roles';
import { dashboardFigures } from '../domain/operators/dashboard';
import { dashboardAlerts } from '../domain/operators/dashboardAlerts';
import { dashboardMoney } from '../domain/operators/dashboardMoney';
import { DEFAULT_SESSION_POLICY } from '../domain/sessions/service';
import type { Services } from '../services';
import { scopeCovers } from './permissions';

/** A player counts as online while their session was used within the players' idle limit. */
const PLAYER_IDLE_MS = DEFAULT_SESSION_POLICY.idleMs;

/** The sites a dashboard shows: the one asked for, or every site in the operator's scope. */
export function dashboardSites(services: Services, scope: SiteScope, siteId?: number): number[] {
  return siteId ? [siteId] : services.sites.memberIds().filter((id) => scopeCovers(scope, id));
}

/**
 * The dashboard of some sites as a role sees it (getDashboard and the live feed): money only for
 * the roles that may read the reports it comes from, in the currencies those sites sell in.
 */
export async function readDashboard(
  services: Services,
  role: OperatorRole,
  ids: number[],
): Promise<Dashboard> {
  const now = services.clock.now();
  const currencies = [
    ...new Set(ids.flatMap((id) => [...(services.sites.get(id)?.currencies ?? [])])),
  ].sort();
  const [figures, alerts, money] = await Promise.all([
    dashboardFigures(services.db, ids, now, PLAYER_IDLE_MS),
    dashboardAlerts(services.db, ids, now),
    roleMay(role, 'getReport') ? dashboardMoney(services.db, ids, currencies, now) : null,
  ]);
  // The currencies that moved this week; a quiet week shows none (the page says so).
  const moving = money?.filter((m) => m.week.sales !== 0 || m.week.prizes !== 0) ?? null;
  return { ...figures, alerts, money: moving, at: now };
}
