import { FaultCode, RpcFault } from '../../protocol/faults';
import type { SiteConfig } from '../config/schema';
import type { Services } from '../services';

/** The site with that memberId, or the protocol's validation fault naming the field. */
export function siteOf(services: Services, memberId: number, field: string): SiteConfig {
  const site = services.sites.get(memberId);
  if (!site) throw new RpcFault(FaultCode.Validation, 'Unknown site', { [field]: 'validation.invalid' });
  return site;
}
