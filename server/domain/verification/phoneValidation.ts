import { FaultCode, RpcFault } from '../../../protocol/faults';
import { clientKey, normalisePhone, siteCheck, wholeSite } from '../limits';
import { phoneCodeText } from '../messaging/templates';
import type { ResolvedDeps } from '../players/deps';
import { playersRepo } from '../players/repository';
import { toPlayer } from '../players/toPlayer';
import { announceVerification } from './events';
import { playerTokens } from './tokens';

/**
 * Texts a 6-digit code to the number. The answer contains '#' (spec section 5: the request passes
 * only then): '#' and the last digits of the number the code went to. Every SMS is paid for and
 * accounts are free, so besides the per-player limit (phoneLimits.ts) the site's limits count per
 * number (E.164), per client address and per site.
 */
export async function requestPhoneValidation(
  deps: ResolvedDeps,
  playerId: number,
  phone: string,
  ip: string,
) {
  const row = await playersRepo.byId(deps.db, playerId);
  const site = row ? deps.site(row.member_id) : undefined;
  if (!row || !site) return '0';
  const refused = await deps.limits.take([
    siteCheck(site, 'smsPerNumber', normalisePhone(phone)),
    siteCheck(site, 'smsPerClient', clientKey(ip)),
    wholeSite(site, 'smsPerSite'),
  ]);
  if (refused) throw new RpcFault(FaultCode.RateLimited, 'Too many codes sent, try again later');
  const code = await playerTokens.issuePhoneCode(deps.db, {
    playerId,
    target: phone,
    now: deps.clock.now(),
    ttlMs: deps.policy.phoneCodeMinutes * 60_000,
  });
  await deps.texter.send({ memberId: row.member_id, to: phone, text: phoneCodeText(site, code) });
  return `sent#${phone.slice(-4)}`;
}

/**
 * Checks the code: '1' and the phone verified (it becomes the player's mobile number when none
 * is stored), else '0'. Each code works once.
 */
export async function submitPhoneValidation(
  deps: ResolvedDeps,
  playerId: number,
  phone: string,
  code: string,
) {
  const now = deps.clock.now();
  const updated = await deps.db.tx(async (q) => {
    const used = await playerTokens.consumePhoneCode(q, playerId, phone, code, now);
    if (!used) return null;
    const row = await playersRepo.byIdForUpdate(q, playerId);
    if (!row) return null;
    if (row.phone && row.phone !== phone) return null;
    if (await playersRepo.taken(q, row.member_id, 'phone', phone, playerId)) return null;
    return playersRepo.update(
      q,
      playerId,
      {
        phone,
        details: { mobilePhoneVerified: true, phoneVerifiedDate: now },
        verification: { phoneVerifiedDate: now },
      },
      now,
    );
  });
  if (!updated) return '0';
  announceVerification(deps.push, toPlayer(updated), 'phoneVerification', {
    verified: true,
    verifiedDate: now,
  });
  return '1';
}
