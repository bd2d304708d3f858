import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../storage/db';
import { hashToken } from '../sessions/tokens';

export type TokenPurpose = 'emailConfirmation' | 'passwordReset' | 'phoneCode';

interface TokenRow extends Record<string, unknown> {
  player_id: number;
  target: string;
  expires_at: number;
  used_at: number | null;
}

/**
 * Emailed links and texted codes: random, single use, expiring, stored as sha256 only. A new
 * token of a purpose retires the player's earlier ones, so only the latest link works.
 */
export const playerTokens = {
  /** A new link token (32 random bytes, base64url). */
  async issue(
    q: Queryable,
    t: {
      playerId: number;
      purpose: Exclude<TokenPurpose, 'phoneCode'>;
      target: string;
      now: number;
      ttlMs: number;
    },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await store(q, hashToken(token), t);
    return token;
  },

  /** A new 6-digit SMS code; hashed with the player and number, since codes alone repeat. */
  async issuePhoneCode(q: Queryable, t: { playerId: number; target: string; now: number; ttlMs: number }) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await store(q, phoneCodeHash(t.playerId, t.target, code), { ...t, purpose: 'phoneCode' });
    return code;
  },

  /** Whether the token is live (unused, unexpired) without using it. */
  async peek(q: Queryable, token: string, purpose: TokenPurpose, now: number) {
    return live(q, hashToken(token), purpose, now, false);
  },

  /** Uses the token once: its player and target, or null when unknown, used or expired. */
  async consume(q: Queryable, token: string, purpose: Exclude<TokenPurpose, 'phoneCode'>, now: number) {
    return live(q, hashToken(token), purpose, now, true);
  },

  async consumePhoneCode(q: Queryable, playerId: number, phone: string, code: string, now: number) {
    return live(q, phoneCodeHash(playerId, phone, code), 'phoneCode', now, true);
  },
};

function phoneCodeHash(playerId: number, phone: string, code: string): string {
  return hashToken(`phone:${playerId}:${phone}:${code}`);
}

async function store(
  q: Queryable,
  tokenHash: string,
  t: { playerId: number; purpose: TokenPurpose; target: string; now: number; ttlMs: number },
): Promise<void> {
  await q.query(
    `UPDATE player_tokens SET used_at = $3 WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [t.playerId, t.purpose, t.now],
  );
  await q.query(
    `INSERT INTO player_tokens (token_hash, player_id, purpose, target, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (token_hash) DO UPDATE SET player_id = $2, purpose = $3, target = $4, created_at = $5,
       expires_at = $6, used_at = NULL`,
    [tokenHash, t.playerId, t.purpose, t.target, t.now, t.now + t.ttlMs],
  );
}

async function live(q: Queryable, tokenHash: string, purpose: TokenPurpose, now: number, use: boolean) {
  const sql = use
    ? `UPDATE player_tokens SET used_at = $3
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING *`
    : `SELECT * FROM player_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`;
  const rows = await q.query<TokenRow>(sql, [tokenHash, purpose, now]);
  const row = rows[0];
  return row ? { playerId: row.player_id, target: row.target } : null;
}
