import type { Queryable } from '../../storage/db';

export interface PlayerRow {
  id: number;
  member_id: number;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  screen_name: string;
  details: Record<string, unknown>;
  verification: Record<string, unknown>;
  segment: string;
  demo: boolean;
  locked: boolean;
  change_password: boolean;
  created_at: number;
  updated_at: number;
  failed_logins: number;
  locked_until: number | null;
  expires_at: number | null;
  self_restricted_until: number | null;
  banned: boolean;
  government_id: string | null;
  registration_ip: string | null;
  password_changed_at: number | null;
  contact_preference: Record<string, unknown>;
}

export interface NewPlayer {
  memberId: number;
  username: string;
  email?: string | null;
  phone?: string | null;
  passwordHash: string;
  screenName: string;
  details?: Record<string, unknown>;
  segment?: string;
  demo?: boolean;
  governmentId?: string | null;
  registrationIp?: string | null;
  now: number;
}

/** Columns a profile change may set; jsonb ones are merged into what is stored. */
export interface PlayerPatch {
  email?: string | null;
  phone?: string | null;
  passwordHash?: string;
  screenName?: string;
  segment?: string;
  changePassword?: boolean;
  governmentId?: string | null;
  passwordChangedAt?: number;
  banned?: boolean;
  /** Operator suspension (the back office's `suspended`): logins answer 106 like a ban. */
  locked?: boolean;
  details?: Record<string, unknown>;
  verification?: Record<string, unknown>;
  contactPreference?: Record<string, unknown>;
}

const PATCH_COLUMNS: [keyof PlayerPatch, string, 'value' | 'merge'][] = [
  ['email', 'email', 'value'],
  ['phone', 'phone', 'value'],
  ['passwordHash', 'password_hash', 'value'],
  ['screenName', 'screen_name', 'value'],
  ['segment', 'segment', 'value'],
  ['changePassword', 'change_password', 'value'],
  ['governmentId', 'government_id', 'value'],
  ['passwordChangedAt', 'password_changed_at', 'value'],
  ['banned', 'banned', 'value'],
  ['locked', 'locked', 'value'],
  ['details', 'details', 'merge'],
  ['verification', 'verification', 'merge'],
  ['contactPreference', 'contact_preference', 'merge'],
];

/** Values unique per site, as the existence checks name them. */
export type UniqueField = 'username' | 'email' | 'phone' | 'governmentId';

const UNIQUE_MATCH: Record<UniqueField, string> = {
  username: 'lower(username) = lower($2)',
  email: 'lower(email) = lower($2)',
  phone: 'phone = $2',
  governmentId: 'lower(government_id) = lower($2)',
};

type Rows = PlayerRow & Record<string, unknown>;

export const playersRepo = {
  /** Inserts the player; returns null when the username, email or phone is taken on that site. */
  async insert(q: Queryable, p: NewPlayer): Promise<PlayerRow | null> {
    const rows = await q.query<Rows>(
      `INSERT INTO players (member_id, username, email, phone, password_hash, screen_name, details, segment, demo,
                            created_at, updated_at, government_id, registration_ip, password_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $10)
       ON CONFLICT DO NOTHING RETURNING *`,
      [
        p.memberId,
        p.username,
        p.email ?? null,
        p.phone ?? null,
        p.passwordHash,
        p.screenName,
        JSON.stringify(p.details ?? {}),
        p.segment ?? 'C',
        p.demo ?? false,
        p.now,
        p.governmentId ?? null,
        p.registrationIp ?? null,
      ],
    );
    return rows[0] ?? null;
  },

  /** By username or email (case-insensitive) or phone, within one site. */
  async findByLogin(q: Queryable, memberId: number, login: string): Promise<PlayerRow | null> {
    const rows = await q.query<Rows>(
      `SELECT * FROM players
       WHERE member_id = $1 AND (lower(username) = lower($2) OR lower(email) = lower($2) OR phone = $2)
       ORDER BY (lower(username) = lower($2)) DESC, id LIMIT 1`,
      [memberId, login],
    );
    return rows[0] ?? null;
  },

  async byId(q: Queryable, id: number): Promise<PlayerRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM players WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** Locks the row for a read-modify-write inside a transaction. */
  async byIdForUpdate(q: Queryable, id: number): Promise<PlayerRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM players WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ?? null;
  },

  /** Whether another player on the site already has the value (case-insensitive except phones). */
  async taken(
    q: Queryable,
    memberId: number,
    field: UniqueField,
    value: string,
    exceptId = 0,
  ): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM players WHERE member_id = $1 AND ${UNIQUE_MATCH[field]} AND id <> $3 LIMIT 1`,
      [memberId, value, exceptId],
    );
    return rows.length > 0;
  },

  /** Registrations from one address since a time (error 113). */
  async registrationsFrom(q: Queryable, ip: string, since: number): Promise<number> {
    const rows = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM players WHERE registration_ip = $1 AND created_at >= $2',
      [ip, since],
    );
    return rows[0]?.n ?? 0;
  },

  /**
   * Reserves one password guess before the password is checked, atomically, so concurrent logins
   * cannot all be checked against the same old count: each takes the next number, and the one
   * that reaches maxFailures locks the account until lockUntil at once. A lock that has run out
   * starts the count afresh. Returns the guess's number, or null when the account is locked now
   * (no guess allowed). A success clears the count (clearFailedLogins); a wrong password keeps it.
   */
  async reserveLoginAttempt(
    q: Queryable,
    id: number,
    now: number,
    maxFailures: number,
    lockUntil: number,
  ): Promise<number | null> {
    const rows = await q.query<{ failed_logins: number }>(
      `UPDATE players SET
         failed_logins = CASE WHEN locked_until <= $2 THEN 1 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN (CASE WHEN locked_until <= $2 THEN 1 ELSE failed_logins + 1 END) >= $3
                             THEN $4::bigint END
       WHERE id = $1 AND (locked_until IS NULL OR locked_until <= $2)
       RETURNING failed_logins`,
      [id, now, maxFailures, lockUntil],
    );
    return rows[0]?.failed_logins ?? null;
  },

  async clearFailedLogins(q: Queryable, id: number): Promise<void> {
    await q.query(
      'UPDATE players SET failed_logins = 0, locked_until = NULL WHERE id = $1 AND failed_logins > 0',
      [id],
    );
  },

  /** Applies a patch; returns the updated row, or null when a unique value collides (or no player). */
  async update(q: Queryable, id: number, patch: PlayerPatch, now: number): Promise<PlayerRow | null> {
    const sets: string[] = ['updated_at = $2'];
    const params: unknown[] = [id, now];
    for (const [key, column, mode] of PATCH_COLUMNS) {
      if (patch[key] === undefined) continue;
      const value = mode === 'merge' ? JSON.stringify(patch[key]) : patch[key];
      params.push(value);
      sets.push(
        mode === 'merge'
          ? `${column} = ${column} || $${params.length}::jsonb`
          : `${column} = $${params.length}`,
      );
    }
    try {
      const rows = await q.query<Rows>(
        `UPDATE players SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
        params,
      );
      return rows[0] ?? null;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return null; // unique violation
      throw error;
    }
  },
};
