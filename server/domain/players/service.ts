import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { PlayerStatus } from '../../../protocol/operator/roles';
import type { Player } from '../../../protocol/types';
import type { SessionInfo } from '../../ports/session';
import type { Queryable } from '../../storage/db';
import { auditRefusal } from '../responsibleGaming/limits';
import type { StartedSession } from '../sessions/service';
import { resolveDeps, type PlayersDeps } from './deps';
import { createLoginLimiter } from './loginLimiter';
import { lockedUntil, loginRefusal } from './loginRefusal';
import { burnVerifyTime, verifyPassword } from './password';
import { createProfile, type Profile } from './profile';
import { createRegistration, type Registration } from './registration';
import { playersRepo, type PlayerRow } from './repository';
import { announceBanned, announceReplaced } from './sessionEvents';
import { toPlayer } from './toPlayer';
import { createPinService, type PinService } from './pin';

export interface LoginResult extends StartedSession {
  player: Player;
}

export interface LoginOptions {
  /** The caller's address, for the per-address attempt limit. */
  ip?: string;
  /** The session the call came in, for 104 (another player in the same session). */
  current?: SessionInfo | null;
}

export interface LoginService {
  /**
   * Logs in by username, email or phone on a site: 103 bad credentials, 106 locked (repeated
   * failures, ban or operator lock), 105 expired, 107 self-restricted, 104 another player already
   * in this session. A player flagged changePassword logs in and is sent to /password by the client.
   */
  login(memberId: number, login: string, password: string, options?: LoginOptions): Promise<LoginResult>;
  /** Whitelabel login: a live session token of the same player on the site stands for the password. */
  loginWithToken(
    memberId: number,
    username: string,
    token: string,
    options?: LoginOptions,
  ): Promise<LoginResult>;
  byId(playerId: number): Promise<Player | null>;
  /** Operator: ban (every session ends with the 'banned' push, logins answer 106) or lift it. */
  setBanned(playerId: number, banned: boolean): Promise<boolean>;
  /**
   * Operator: active, suspended (the `locked` flag) or banned, in one transaction with `record`
   * (the back office's audit entry, given the status before). Suspending or banning ends every
   * session with the 'banned' push, as a ban does. Null when there is no such player.
   */
  setStatus(
    playerId: number,
    status: PlayerStatus,
    record?: (q: Queryable, before: PlayerStatus) => Promise<void>,
  ): Promise<{ before: PlayerStatus } | null>;
}

/** The back office's status of a stored player. */
export function statusOf(row: Pick<PlayerRow, 'banned' | 'locked'>): PlayerStatus {
  return row.banned ? 'banned' : row.locked ? 'suspended' : 'active';
}

export function createLoginService(input: PlayersDeps): LoginService {
  const deps = resolveDeps(input);
  const { db, sessions, clock, push, policy } = deps;
  const limiter = createLoginLimiter(deps.limits, deps.site);

  /** A self-restriction refusal (107) goes into the responsible-gaming audit; the fault is returned. */
  async function audited(playerId: number, refusal: RpcFault, now: number): Promise<RpcFault> {
    if (refusal.code === FaultCode.SelfRestricted)
      await auditRefusal(db, { playerId, action: 'login', rule: 'selfRestricted', now });
    return refusal;
  }

  async function startSession(row: PlayerRow, options: LoginOptions): Promise<LoginResult> {
    const current = options.current;
    if (current && current.memberId === row.member_id && current.playerId !== row.id)
      throw new RpcFault(FaultCode.CannotReauthenticate, 'Log out before logging in as another player');
    const started = await db.tx(async (q: Queryable) => {
      await playersRepo.clearFailedLogins(q, row.id);
      return sessions.start(q, { id: row.id, memberId: row.member_id, username: row.username }, options.ip);
    });
    // The caller's own earlier session (a re-login on the same client) ends quietly.
    const elsewhere = started.replaced.filter((id) => id !== current?.sessionId);
    announceReplaced(push, elsewhere, clock.now());
    return { ...started, player: toPlayer(row) };
  }

  /** The 106 for an account another login locked meanwhile, with that lock's end. */
  async function lockedNow(playerId: number): Promise<RpcFault> {
    const current = await playersRepo.byId(db, playerId);
    return lockedUntil(current?.locked_until ?? clock.now());
  }

  return {
    async login(memberId, login, password, options = {}) {
      await limiter.check(options.ip ?? 'unknown', memberId, login);
      const now = clock.now();
      const row = await playersRepo.findByLogin(db, memberId, login);
      // Same work and the same answer for an unknown login and a wrong password.
      if (!row) {
        await burnVerifyTime(password);
        throw badCredentials();
      }
      // A lock is answered before the password is looked at, so guessing cannot go on behind it.
      if (row.locked_until !== null && row.locked_until > now) throw lockedUntil(row.locked_until);
      // Each guess is counted before it is checked, atomically: concurrent logins get no more
      // guesses than the limit between them (the one reaching it locks the account at once).
      const until = now + policy.lockMinutes * 60_000;
      const attempt = await playersRepo.reserveLoginAttempt(db, row.id, now, policy.maxFailedLogins, until);
      if (attempt === null) throw await lockedNow(row.id);
      if (!(await verifyPassword(row.password_hash, password))) {
        if (attempt >= policy.maxFailedLogins) throw lockedUntil(until);
        throw badCredentials();
      }
      const refusal = loginRefusal(row, now);
      if (refusal) {
        // The right password is no failed guess, whatever else refuses the login.
        await playersRepo.clearFailedLogins(db, row.id);
        throw await audited(row.id, refusal, now);
      }
      return startSession(row, options);
    },

    async loginWithToken(memberId, username, token, options = {}) {
      await limiter.check(options.ip ?? 'unknown', memberId, username);
      const session = await sessions.resolve(token);
      const row = session ? await playersRepo.byId(db, session.playerId) : null;
      if (!row || row.member_id !== memberId || row.username.toLowerCase() !== username.toLowerCase())
        throw badCredentials();
      const refusal = loginRefusal(row, clock.now());
      if (refusal) throw await audited(row.id, refusal, clock.now());
      return startSession(row, options);
    },

    async byId(playerId) {
      const row = await playersRepo.byId(db, playerId);
      return row ? toPlayer(row) : null;
    },

    async setBanned(playerId, banned) {
      const ended = await db.tx(async (q) => {
        const row = await playersRepo.update(q, playerId, { banned }, clock.now());
        if (!row) return null;
        return banned ? sessions.endAll(q, playerId, 'banned') : [];
      });
      if (ended === null) return false;
      if (banned) announceBanned(push, playerId, ended);
      return true;
    },

    async setStatus(playerId, status, record) {
      const outcome = await db.tx(async (q) => {
        const [current] = await q.query<Pick<PlayerRow, 'banned' | 'locked'>>(
          'SELECT banned, locked FROM players WHERE id = $1 FOR UPDATE',
          [playerId],
        );
        if (!current) return null;
        const before = statusOf(current);
        await playersRepo.update(
          q,
          playerId,
          { banned: status === 'banned', locked: status === 'suspended' },
          clock.now(),
        );
        const ended = status === 'active' ? [] : await sessions.endAll(q, playerId, 'banned');
        await record?.(q, before);
        return { before, ended };
      });
      if (!outcome) return null;
      if (outcome.ended.length > 0 || status !== 'active') announceBanned(push, playerId, outcome.ended);
      return { before: outcome.before };
    },
  };
}

function badCredentials(): RpcFault {
  return new RpcFault(FaultCode.IncorrectCredentials, 'Incorrect username or password');
}

/** Everything the players domain offers: login and sessions, registration, profile and password flows. */
export type PlayersService = LoginService & Registration & Profile & { pin: PinService };

export type { PlayersDeps };

export function createPlayersService(deps: PlayersDeps): PlayersService {
  const resolved = resolveDeps(deps);
  return {
    ...createLoginService(deps),
    ...createRegistration(resolved),
    ...createProfile(resolved),
    pin: createPinService(resolved),
  };
}
