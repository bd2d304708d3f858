import type { Queryable } from '../../storage/db';
import { transfer } from '../ledger';
import { GameAccount, houseAccount } from '../play/houseAccounts';

/**
 * The carried jackpot of each progressive game type. Settlement reads it under a row lock and
 * writes what settle() leaves (grown, capped, or reseeded after a win).
 */
export const jackpotsRepo = {
  /**
   * The jackpot's current amount, creating it at its seed on first use; the house funds the seed
   * into the jackpots account in the same transaction, once per game type.
   */
  async ensure(
    q: Queryable,
    j: { gameId: number; currency: string; seedMinor: number; now: number },
  ): Promise<number> {
    const created = await q.query<{ amount_minor: number }>(
      `INSERT INTO progressive_jackpots (game_id, currency, amount_minor, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_id) DO NOTHING RETURNING amount_minor`,
      [j.gameId, j.currency, j.seedMinor, j.now],
    );
    if (created.length > 0) {
      if (j.seedMinor > 0)
        await transfer(q, {
          key: `jackpot-seed:${j.gameId}`,
          kind: 'jackpotSeed',
          entries: [
            {
              accountId: await houseAccount(q, GameAccount.revenue, j.currency, j.now),
              amountMinor: -j.seedMinor,
            },
            {
              accountId: await houseAccount(q, GameAccount.jackpots, j.currency, j.now),
              amountMinor: j.seedMinor,
            },
          ],
          meta: { gameId: j.gameId },
          now: j.now,
        });
      return j.seedMinor;
    }
    return (await jackpotsRepo.lock(q, j.gameId)) ?? j.seedMinor;
  },

  async lock(q: Queryable, gameId: number): Promise<number | null> {
    const rows = await q.query<{ amount_minor: number }>(
      'SELECT amount_minor FROM progressive_jackpots WHERE game_id = $1 FOR UPDATE',
      [gameId],
    );
    return rows[0]?.amount_minor ?? null;
  },

  async set(q: Queryable, gameId: number, amountMinor: number, now: number): Promise<void> {
    await q.query('UPDATE progressive_jackpots SET amount_minor = $2, updated_at = $3 WHERE game_id = $1', [
      gameId,
      amountMinor,
      now,
    ]);
  },
};
