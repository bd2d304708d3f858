import type { SeedPlayerConfig } from '../../config/schema';
import type { Db } from '../../storage/db';
import { accountsRepo } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { hashPassword } from '../players/password';
import { playersRepo } from '../players/repository';

/** The house account that funds demo and promotional balances. */
export const PROMOTIONS_ACCOUNT = 'promotions';

/**
 * Creates the configured seed players with their opening balances. Idempotent: an existing player
 * is left alone, and each opening balance is a ledger transfer from the promotions account keyed
 * by player, type and currency, so a restart moves no money twice.
 */
export async function seedPlayers(
  db: Db,
  players: readonly SeedPlayerConfig[],
  now: number,
): Promise<{ created: number }> {
  let created = 0;
  for (const seed of players) {
    const existing = await playersRepo.findByLogin(db, seed.memberId, seed.username);
    const passwordHash = existing ? '' : await hashPassword(seed.password);
    await db.tx(async (q) => {
      let player = existing;
      if (!player) {
        player = await playersRepo.insert(q, {
          memberId: seed.memberId,
          username: seed.username,
          email: seed.email,
          phone: seed.phone,
          passwordHash,
          screenName: seed.screenName,
          details: { firstName: seed.firstName, lastName: seed.lastName, country: seed.country },
          segment: seed.segment,
          demo: seed.demo,
          now,
        });
        if (!player)
          throw new Error(
            `seed player ${seed.username} collides with another player on site ${seed.memberId}`,
          );
        // Demo addresses receive no mail: the seed confirms them, so a site that requires a
        // verified email before play (emailVerifiedEnabled) still lets its demo players in.
        await q.query(
          `UPDATE players SET verification = verification || jsonb_build_object('emailVerified', true, 'emailVerifiedDate', $2::bigint)
           WHERE id = $1`,
          [player.id, now],
        );
        if (seed.verified)
          await q.query(
            `UPDATE players SET verification = verification || jsonb_build_object(
               'idVerified', true, 'idVerifiedDate', $2::bigint, 'verificationStatus', 'VERIFIED',
               'addressVerified', true, 'addressVerifiedDate', $2::bigint)
             WHERE id = $1`,
            [player.id, now],
          );
        created++;
      }
      for (const balance of seed.balances) {
        const accountId = await accountsRepo.ensurePlayerAccount(q, {
          playerId: player.id,
          currency: balance.currency,
          type: balance.type,
          now,
        });
        if (balance.amountMinor === 0) continue;
        const houseId = await accountsRepo.ensureHouseAccount(q, {
          code: PROMOTIONS_ACCOUNT,
          currency: balance.currency,
          now,
        });
        await transfer(q, {
          key: `seed:${seed.memberId}:${seed.username}:${balance.type}:${balance.currency}`,
          kind: 'seed',
          entries: [
            { accountId, amountMinor: balance.amountMinor },
            { accountId: houseId, amountMinor: -balance.amountMinor },
          ],
          now,
        });
      }
    });
  }
  return { created };
}
