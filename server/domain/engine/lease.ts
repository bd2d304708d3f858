import type { Queryable } from '../../storage/db';

/**
 * Takes or renews the named lease for holder until expiresAt; true when holder now owns it.
 * A lease row (not an advisory lock) so it behaves the same on PGlite and on a PostgreSQL pool,
 * where an advisory lock would be tied to one pooled connection.
 */
export async function acquireLease(
  q: Queryable,
  lease: { name: string; holder: string; now: number; ttlMs: number },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO engine_leases (name, holder, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
     WHERE engine_leases.holder = excluded.holder OR engine_leases.expires_at <= $4
     RETURNING holder`,
    [lease.name, lease.holder, lease.now + lease.ttlMs, lease.now],
  );
  return rows.length > 0;
}

/** Lets the lease go at shutdown, so another process can take over at once. */
export async function releaseLease(q: Queryable, name: string, holder: string): Promise<void> {
  await q.query('DELETE FROM engine_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
