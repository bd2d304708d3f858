import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { Db } from '../../storage/db';

/** The window both phone-validation limits count over. */
export const PHONE_LIMIT_WINDOW_MS = 10 * 60_000;

/**
 * A 6-digit code is guessable given enough tries, and every request costs an SMS: per player, at
 * most 3 SMS and 5 code submissions in any 10 minutes.
 */
export const PHONE_LIMITS = { request: 3, submit: 5 } as const;

export type PhoneAttempt = keyof typeof PHONE_LIMITS;

/**
 * Counts the attempt, or refuses it when the window is full. The count is of stored attempts, so
 * every server process sees the same one, and it is taken under the player's row lock, so
 * simultaneous attempts cannot all pass on the same count. The attempt is committed before the
 * code is checked: a wrong guess uses up a try even though the check itself answers '0'.
 */
export async function takePhoneAttempt(db: Db, playerId: number, kind: PhoneAttempt, now: number) {
  const since = now - PHONE_LIMIT_WINDOW_MS;
  await db.tx(async (q) => {
    await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    // Attempts older than the window no longer count: drop them so the table stays small.
    await q.query('DELETE FROM phone_validation_attempts WHERE player_id = $1 AND at <= $2', [
      playerId,
      since,
    ]);
    const [{ n }] = await q.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM phone_validation_attempts WHERE player_id = $1 AND kind = $2',
      [playerId, kind],
    );
    if (Number(n) >= PHONE_LIMITS[kind])
      throw new RpcFault(FaultCode.RateLimited, 'Too many phone validation attempts, try again later');
    await q.query('INSERT INTO phone_validation_attempts (player_id, kind, at) VALUES ($1, $2, $3)', [
      playerId,
      kind,
      now,
    ]);
  });
}
