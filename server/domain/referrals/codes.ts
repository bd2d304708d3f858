import { randomInt } from 'node:crypto';
import type { Queryable } from '../../storage/db';

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(0, ALPHABET.length)];
  return code;
}

/** The player's code, made on first use (a collision simply tries another code). */
export async function ensureReferralCode(
  q: Queryable,
  player: { id: number; memberId: number },
  now: number,
): Promise<string> {
  for (;;) {
    const existing = await q.query<{ code: string }>('SELECT code FROM referral_codes WHERE player_id = $1', [
      player.id,
    ]);
    if (existing.length) return existing[0].code;
    await q.query(
      `INSERT INTO referral_codes (player_id, member_id, code, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [player.id, player.memberId, newReferralCode(), now],
    );
  }
}

/** The referrer of a player who registered with a code of the same site, or null. */
export async function referrerOf(q: Queryable, playerId: number): Promise<number | null> {
  const rows = await q.query<{ player_id: number }>(
    `SELECT c.player_id FROM players p
     JOIN referral_codes c ON c.code = upper(p.details->>'refStr') AND c.member_id = p.member_id
     WHERE p.id = $1 AND c.player_id <> p.id`,
    [playerId],
  );
  return rows[0]?.player_id ?? null;
}
