import type { ResolvedDeps } from '../players/deps';
import { playersRepo, type PlayerRow } from '../players/repository';
import { toPlayer } from '../players/toPlayer';
import { emailConfirmationMail } from '../messaging/templates';
import { announceVerification } from './events';
import { playerTokens } from './tokens';

/** Mails a fresh confirmation link to the player's address (earlier links stop working). */
export async function sendEmailConfirmation(deps: ResolvedDeps, row: PlayerRow): Promise<boolean> {
  const site = deps.site(row.member_id);
  if (!site || !row.email) return false;
  const token = await playerTokens.issue(deps.db, {
    playerId: row.id,
    purpose: 'emailConfirmation',
    target: row.email,
    now: deps.clock.now(),
    ttlMs: deps.policy.emailConfirmationMinutes * 60_000,
  });
  await deps.mailer.send(emailConfirmationMail(site, row.email, token));
  return true;
}

/**
 * Uses a confirmation token: the address it was sent to is verified, if it is still the player's
 * address (a link to an old address after a change confirms nothing). True when confirmed.
 */
export async function confirmEmail(deps: ResolvedDeps, token: string): Promise<boolean> {
  const now = deps.clock.now();
  const updated = await deps.db.tx(async (q) => {
    const used = await playerTokens.consume(q, token, 'emailConfirmation', now);
    if (!used) return null;
    const row = await playersRepo.byIdForUpdate(q, used.playerId);
    if (!row || row.email?.toLowerCase() !== used.target.toLowerCase()) return null;
    return playersRepo.update(
      q,
      row.id,
      { verification: { emailVerified: true, emailVerifiedDate: now } },
      now,
    );
  });
  if (!updated) return false;
  announceVerification(deps.push, toPlayer(updated), 'emailVerification', {
    verified: true,
    verifiedDate: now,
  });
  return true;
}
