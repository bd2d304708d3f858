import type { GameInstance, Player } from '../../../protocol/types';

export type RgPopup = 'notAvailableInCountry' | 'freeRollsNeedDeposit' | 'depositLimitReached';

/**
 * Which popup a refused join calls for (spec section 4, Player segment and joining): segments A
 * and A1 are not available in the country; a free roll needs a deposit first unless the site sets
 * freerollNoDeposits. Null when the join page's own message says enough.
 */
export function popupForRefusedJoin(p: {
  exitCode: number;
  player: Player | null;
  game: Pick<GameInstance, 'gamePlayCost'> | null;
  freerollNoDeposits: boolean;
}): RgPopup | null {
  const segment = p.player?.verification?.playerSegment;
  if (segment === 'A' || segment === 'A1') return 'notAvailableInCountry';
  const freeRoll = p.game !== null && p.game.gamePlayCost === 0;
  const neverDeposited = p.player !== null && !p.player.statistics?.lastDepositDate;
  // The server answers exit 7 (account status) for a free roll before any deposit.
  if (freeRoll && neverDeposited && !p.freerollNoDeposits && p.exitCode === 7) return 'freeRollsNeedDeposit';
  return null;
}

/**
 * A join refused for account status (exit 7) by a player whose email is unverified, on a site whose
 * registration requires a verified one: the client offers to resend the confirmation email.
 */
export function refusedForUnverifiedEmail(p: {
  exitCode: number;
  player: Player | null;
  emailVerifiedEnabled: boolean;
}): boolean {
  return p.exitCode === 7 && p.emailVerifiedEnabled && p.player?.verification?.emailVerified === false;
}
