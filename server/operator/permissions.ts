import { RpcFault } from '../../protocol/faults';
import type { OperatorCallSpec } from '../../protocol/operator/calls';
import { OperatorFault } from '../../protocol/operator/envelope';
import type { SiteScope } from '../../protocol/operator/roles';
import type { OperatorSession } from '../domain/operators/sessions';

/** Whether a scope covers a site; 0 (every site) only for operators of all sites. */
export function scopeCovers(scope: SiteScope, siteId: number): boolean {
  if (scope === 'all') return true;
  return siteId !== 0 && scope.includes(siteId);
}

/** Role, then site: throws `Operator.Forbidden` saying which, before anything runs. */
export function authorise(operator: OperatorSession, spec: OperatorCallSpec, params: unknown): void {
  if (spec.roles && !spec.roles.includes(operator.role))
    throw new RpcFault(OperatorFault.Forbidden, `The ${operator.role} role may not call ${spec.name}`);
  const siteId = spec.siteOf?.(params as never);
  if (siteId !== undefined && !scopeCovers(operator.sites, siteId))
    throw new RpcFault(
      OperatorFault.Forbidden,
      siteId === 0
        ? 'Only operators of every site may act on all sites'
        : `Site ${siteId} is not in your scope`,
    );
}
