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
  now: number;
}

type Rows = PlayerRow & Record<string, unknown>;

export const playersRepo = {
  /** Inserts the player; returns null when the username, email or phone is taken on that site. */
  async insert(q: Queryable, p: NewPlayer): Promise<PlayerRow | null> {
    const rows = await q.query<Rows>(
      `INSERT INTO players (member_id, username, email, phone, password_hash, screen_name, details, segment, demo,
                            created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
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
};
