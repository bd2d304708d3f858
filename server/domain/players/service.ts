import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { Player } from '../../../protocol/types';
import type { Db } from '../../storage/db';
import type { SessionService, StartedSession } from '../sessions/service';
import { burnVerifyTime, verifyPassword } from './password';
import { playersRepo } from './repository';
import { toPlayer } from './toPlayer';

export interface LoginResult extends StartedSession {
  player: Player;
}

export interface PlayersService {
  /** Logs in by username, email or phone on a site; bad credentials are fault 103, a lock 106. */
  login(memberId: number, login: string, password: string): Promise<LoginResult>;
  byId(playerId: number): Promise<Player | null>;
}

export function createPlayersService(deps: { db: Db; sessions: SessionService }): PlayersService {
  const { db, sessions } = deps;

  return {
    async login(memberId, login, password) {
      const row = await playersRepo.findByLogin(db, memberId, login);
      // Same work and the same answer for an unknown login and a wrong password.
      if (!row) {
        await burnVerifyTime(password);
        throw badCredentials();
      }
      if (!(await verifyPassword(row.password_hash, password))) throw badCredentials();
      if (row.locked) throw new RpcFault(FaultCode.AccountLocked, 'Account locked');

      const started = await db.tx((q) =>
        sessions.start(q, { id: row.id, memberId: row.member_id, username: row.username }),
      );
      return { ...started, player: toPlayer(row) };
    },

    async byId(playerId) {
      const row = await playersRepo.byId(db, playerId);
      return row ? toPlayer(row) : null;
    },
  };
}

function badCredentials(): RpcFault {
  return new RpcFault(FaultCode.IncorrectCredentials, 'Incorrect username or password');
}
