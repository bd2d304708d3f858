import type { OperatorRole, SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  role: OperatorRole;
  sites: number[] | null;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_required: boolean;
  must_change_password: boolean;
  failed_logins: number;
  locked_until: number | null;
  disabled: boolean;
}

export interface NewOperator {
  username: string;
  passwordHash: string;
  role: OperatorRole;
  sites: SiteScope;
  totpRequired: boolean;
  mustChangePassword: boolean;
}

export const scopeOf = (row: Pick<OperatorRow, 'sites'>): SiteScope => row.sites ?? 'all';

/** Operator accounts: plain functions over a Queryable (the whole database or one transaction). */
export const operatorsRepo = {
  async byUsername(q: Queryable, username: string): Promise<OperatorRow | null> {
    const [row] = await q.query<OperatorRow & Record<string, unknown>>(
      'SELECT * FROM operators WHERE lower(username) = lower($1)',
      [username],
    );
    return row ?? null;
  },

  async byId(q: Queryable, id: number): Promise<OperatorRow | null> {
    const [row] = await q.query<OperatorRow & Record<string, unknown>>(
      'SELECT * FROM operators WHERE id = $1',
      [id],
    );
    return row ?? null;
  },

  /** The new account's id; null when the username is taken. */
  async create(q: Queryable, op: NewOperator, now: number): Promise<number | null> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash, role, sites, totp_required, must_change_password, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [
        op.username,
        op.passwordHash,
        op.role,
        op.sites === 'all' ? null : [...op.sites],
        op.totpRequired,
        op.mustChangePassword,
        now,
      ],
    );
    return rows[0] ? Number(rows[0].id) : null;
  },

  /**
   * Counts a wrong guess in one statement, so concurrent guesses cannot all slip under the limit;
   * the guess that reaches `maxFailures` locks the account until `now + lockMs`. Returns the
   * count, or null when the account is locked already.
   */
  async recordFailure(q: Queryable, id: number, now: number, maxFailures: number, lockMs: number) {
    const rows = await q.query<{ failed_logins: number }>(
      `UPDATE operators SET
         failed_logins = CASE WHEN locked_until <= $2 THEN 1 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN (CASE WHEN locked_until <= $2 THEN 1 ELSE failed_logins + 1 END) >= $3
                             THEN $2 + $4 ELSE NULL END
       WHERE id = $1 AND (locked_until IS NULL OR locked_until <= $2)
       RETURNING failed_logins`,
      [id, now, maxFailures, lockMs],
    );
    return rows[0]?.failed_logins ?? null;
  },

  /**
   * A right password and code: the failure count starts afresh, unless a guess running beside this
   * login locked the account meanwhile (then false, and the login is refused like any locked one).
   */
  async admit(q: Queryable, id: number, now: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE operators SET failed_logins = 0, locked_until = NULL
       WHERE id = $1 AND (locked_until IS NULL OR locked_until <= $2) RETURNING id`,
      [id, now],
    );
    return rows.length > 0;
  },

  /** The TOTP secret offered at first login, kept until a code from it confirms it. */
  async offerTotp(q: Queryable, id: number, secret: string): Promise<void> {
    await q.query('UPDATE operators SET totp_pending = $2 WHERE id = $1', [id, secret]);
  },

  /** First login finished: the pending secret becomes the account's, the one-time password is replaced. */
  async completeSetup(q: Queryable, id: number, passwordHash: string | null): Promise<void> {
    await q.query(
      `UPDATE operators SET totp_secret = COALESCE(totp_pending, totp_secret), totp_pending = NULL,
         password_hash = COALESCE($2, password_hash), must_change_password = false
       WHERE id = $1`,
      [id, passwordHash],
    );
  },
};
