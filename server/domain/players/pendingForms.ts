import { FaultCode, RpcFault } from '../../../protocol/faults';
import { ValidationKey, maxLengthKey } from '../../../protocol/validation/keys';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { clientKey, normaliseEmail, siteCheck, wholeSite, type AttemptLimits } from '../limits';
import { hashToken, newSessionToken } from '../sessions/tokens';
import { pendingFormsRepo, type PendingForm } from './pendingFormsRepo';

/**
 * Saves a half-filled checkout form (spec Pending form), open to visitors. A new form gets a
 * random key, returned to its creator only; resaving needs that key, so knowing an id and an email
 * lets nobody overwrite a form. New forms count against the site's limits per client address, per
 * email and per site; forms are capped in size and dropped once not saved for `keepDays`.
 */
export async function savePendingForm(
  deps: { db: Db; clock: Clock; limits: AttemptLimits },
  site: SiteConfig,
  form: PendingForm & { key?: string },
  ip: string,
): Promise<{ id: number; key: string }> {
  const { maxBytes, keepDays } = site.pendingForms;
  if (Buffer.byteLength(form.formData, 'utf8') > maxBytes)
    throw new RpcFault(FaultCode.Validation, 'Invalid params', { formData: maxLengthKey(maxBytes) });
  const now = deps.clock.now();
  if (form.key) {
    const id = await pendingFormsRepo.update(deps.db, hashToken(form.key), form, now);
    if (id === null)
      throw new RpcFault(FaultCode.Validation, 'Invalid params', { key: ValidationKey.invalid });
    return { id, key: form.key };
  }
  const refused = await deps.limits.take([
    siteCheck(site, 'pendingFormPerClient', clientKey(ip)),
    siteCheck(site, 'pendingFormPerEmail', normaliseEmail(form.emailAddress)),
    wholeSite(site, 'pendingFormPerSite'),
  ]);
  if (refused) throw new RpcFault(FaultCode.RateLimited, 'Too many forms saved, try again later');
  await pendingFormsRepo.dropOlderThan(deps.db, now - keepDays * 86_400_000);
  const key = newSessionToken();
  return { id: await pendingFormsRepo.insert(deps.db, hashToken(key), form, now), key };
}
