import type { PinStatus } from '../../../protocol/calls/players';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import { siteCheck } from '../limits';
import type { ResolvedDeps } from './deps';
import { verifyPassword } from './password';
import { playersRepo } from './repository';

/** Who is asking: the session's player on its site. */
export interface PinHolder {
  playerId: number;
  memberId: number;
}

export interface PinService {
  status(holder: PinHolder): Promise<PinStatus>;
  /** Sets or replaces the PIN; the account password proves it is the player (103 otherwise). */
  setPin(playerId: number, password: string, pin: string): Promise<1>;
  /**
   * On a pinRequired site, refuses a money-moving call without the right PIN: PinNotSet, then
   * PinRequired when none was given, RateLimited past pinPerAccount, PinIncorrect. Elsewhere a no-op.
   */
  requirePin(holder: PinHolder, pin: string | undefined): Promise<void>;
}

async function pinHash(deps: ResolvedDeps, playerId: number): Promise<string | null> {
  const [row] = await deps.db.query<{ pin_hash: string }>(
    'SELECT pin_hash FROM player_pins WHERE player_id = $1',
    [playerId],
  );
  return row?.pin_hash ?? null;
}

/** The player's PIN (spec section 6, pinRequired): hashed with argon2id like passwords. */
export function createPinService(deps: ResolvedDeps): PinService {
  const required = (memberId: number) => deps.site(memberId)?.pinRequired === true;
  return {
    async status({ playerId, memberId }) {
      return { required: required(memberId), set: (await pinHash(deps, playerId)) !== null };
    },

    async setPin(playerId, password, pin) {
      const row = await playersRepo.byId(deps.db, playerId);
      if (!row) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
      if (!(await verifyPassword(row.password_hash, password)))
        throw new RpcFault(FaultCode.IncorrectCredentials, 'Incorrect password');
      await deps.db.query(
        `INSERT INTO player_pins (player_id, pin_hash, set_at) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, set_at = EXCLUDED.set_at`,
        [playerId, await deps.hashPassword(pin), deps.clock.now()],
      );
      return 1;
    },

    async requirePin({ playerId, memberId }, pin) {
      const site = deps.site(memberId);
      if (!site?.pinRequired) return;
      const stored = await pinHash(deps, playerId);
      if (stored === null)
        throw new RpcFault(FaultCode.PinNotSet, 'Set a PIN in your account settings first');
      if (!pin) throw new RpcFault(FaultCode.PinRequired, 'Enter your PIN');
      // Every check counts, right or wrong: a 4-digit PIN cannot be walked through.
      if (await deps.limits.take([siteCheck(site, 'pinPerAccount', String(playerId))]))
        throw new RpcFault(FaultCode.RateLimited, 'Too many PIN attempts, try again later');
      if (!(await verifyPassword(stored, pin))) throw new RpcFault(FaultCode.PinIncorrect, 'Incorrect PIN');
    },
  };
}
