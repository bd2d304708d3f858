import { FaultCode, RpcFault } from '../../../protocol/faults';
import { OperatorFault, type SetupDetail } from '../../../protocol/operator/envelope';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { burnVerifyTime, hashPassword, verifyPassword } from '../players/password';
import { appendAudit } from './auditLog';
import { operatorsRepo, type OperatorRow } from './repository';
import { newTotpSecret, totpMatches, totpUri } from './totp';

export interface OperatorLockPolicy {
  /** Wrong passwords or codes in a row before the account locks (like the players': 5). */
  maxFailures: number;
  lockMs: number;
}

export const DEFAULT_OPERATOR_LOCK: OperatorLockPolicy = { maxFailures: 5, lockMs: 15 * 60_000 };

export interface LoginAttempt {
  username: string;
  password: string;
  totp?: string;
  newPassword?: string;
  ip: string;
}

const locked = (until: number) =>
  new RpcFault(FaultCode.AccountLocked, 'Account locked after repeated failed logins', { until });
const wrong = () => new RpcFault(FaultCode.IncorrectCredentials, 'Wrong username, password or code');

/**
 * Password, then the second factor. An account from `npm run operator -- create` has a one-time
 * password and no TOTP yet: the first login answers `Operator.SetupRequired` with a secret to enrol,
 * and the next login with a code from it and a new password finishes the setup. Every wrong
 * password or code counts towards the lock, in one statement, so parallel guesses cannot pass it.
 */
export type OperatorLogin = ReturnType<typeof createOperatorLogin>;

export function createOperatorLogin(deps: { db: Db; clock: Clock; lock?: OperatorLockPolicy }) {
  const { db, clock } = deps;
  const lock = deps.lock ?? DEFAULT_OPERATOR_LOCK;

  async function refuse(row: OperatorRow, attempt: LoginAttempt, why: string): Promise<never> {
    const now = clock.now();
    await operatorsRepo.recordFailure(db, row.id, now, lock.maxFailures, lock.lockMs);
    await appendAudit(db, {
      at: now,
      operator: row.username,
      ip: attempt.ip,
      action: 'login',
      reason: why,
      outcome: 'refused',
    });
    throw wrong();
  }

  async function secondFactor(row: OperatorRow, attempt: LoginAttempt): Promise<string | null> {
    const now = clock.now();
    const setup = row.must_change_password || (row.totp_required && !row.totp_secret);
    if (setup) {
      const secret = row.totp_required ? (row.totp_pending ?? newTotpSecret()) : null;
      if (secret && secret !== row.totp_pending) await operatorsRepo.offerTotp(db, row.id, secret);
      const ready = (!secret || attempt.totp) && (!row.must_change_password || attempt.newPassword);
      if (!ready) {
        const detail: SetupDetail = {
          totpSecret: secret ?? '',
          otpauthUri: secret ? totpUri(secret, row.username) : '',
          newPasswordRequired: row.must_change_password,
        };
        throw new RpcFault(
          OperatorFault.SetupRequired,
          'Set up your second factor and a new password',
          detail,
        );
      }
      if (secret && !(await totpMatches(secret, attempt.totp!, now)))
        await refuse(row, attempt, 'wrong code');
      if (attempt.newPassword && attempt.newPassword === attempt.password)
        throw new RpcFault(FaultCode.Validation, 'Choose a new password, not the one-time password');
      return attempt.newPassword ? hashPassword(attempt.newPassword) : null;
    }
    if (row.totp_required || row.totp_secret) {
      if (!attempt.totp)
        throw new RpcFault(OperatorFault.TotpRequired, 'Enter the code from your authenticator app');
      if (!(await totpMatches(row.totp_secret!, attempt.totp, now))) await refuse(row, attempt, 'wrong code');
    }
    return null;
  }

  return async function login(attempt: LoginAttempt): Promise<OperatorRow> {
    const row = await operatorsRepo.byUsername(db, attempt.username);
    if (!row || row.disabled) {
      await burnVerifyTime(attempt.password);
      throw wrong();
    }
    if (row.locked_until !== null && Number(row.locked_until) > clock.now())
      throw locked(Number(row.locked_until));
    if (!(await verifyPassword(row.password_hash, attempt.password)))
      await refuse(row, attempt, 'wrong password');
    const newHash = await secondFactor(row, attempt);
    if (!(await operatorsRepo.admit(db, row.id, clock.now()))) {
      const now = await operatorsRepo.byId(db, row.id);
      throw locked(Number(now?.locked_until ?? clock.now()));
    }
    if (newHash || row.must_change_password || row.totp_pending)
      await operatorsRepo.completeSetup(db, row.id, newHash);
    return row;
  };
}
