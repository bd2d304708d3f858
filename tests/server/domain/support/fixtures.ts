import { accountsRepo } from '../../../../server/domain/ledger/accounts';
import { hashPassword } from '../../../../server/domain/players/password';
import { playersRepo } from '../../../../server/domain/players/repository';
import type { Queryable } from '../../../../server/storage/db';

let hashOfSecret: Promise<string> | undefined;

/** A player with password 'secret12' (hash computed once per file: argon2 is slow on purpose). */
export async function makePlayer(
  q: Queryable,
  over: { memberId?: number; username?: string; email?: string } = {},
) {
  hashOfSecret ??= hashPassword('secret12');
  const username = over.username ?? `p${Math.random().toString(36).slice(2, 10)}`;
  const row = await playersRepo.insert(q, {
    memberId: over.memberId ?? 1,
    username,
    email: over.email ?? `${username}@example.test`,
    passwordHash: await hashOfSecret,
    screenName: username,
    now: 1,
  });
  if (!row) throw new Error('player collides');
  return row;
}

export async function makePlayerAccount(
  q: Queryable,
  playerId: number,
  currency = 'USD',
  type: 'cash' | 'bonus' = 'cash',
) {
  return accountsRepo.ensurePlayerAccount(q, { playerId, currency, type, now: 1 });
}
