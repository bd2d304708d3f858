import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/storage/db';
import { migrate, readMigrations, splitStatements } from '../../../server/storage/migrate';
import { isRetryable } from '../../../server/storage/retry';
import { backends } from '../domain/support/testDb';
import { makePlayer, makePlayerAccount } from '../domain/support/fixtures';

describe.each(backends)('storage on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('applies each migration once: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(readMigrations().map((m) => m.version));
  });

  it('returns bigint columns as numbers', async () => {
    const [row] = await db.query<{ n: number }>('SELECT 9007199254740991::bigint AS n');
    expect(row.n).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rolls a transaction back when its function throws', async () => {
    await expect(
      db.tx(async (q) => {
        await makePlayer(q, { username: 'rolledback' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM players WHERE username = 'rolledback'")).toHaveLength(0);
  });

  it('rejects a negative balance on a player account (CHECK)', async () => {
    const player = await makePlayer(db);
    const accountId = await makePlayerAccount(db, player.id);
    await expect(
      db.query('UPDATE accounts SET balance_minor = -1 WHERE id = $1', [accountId]),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('lets a house account go negative', async () => {
    await db.query(
      "INSERT INTO accounts (house_code, currency, type, balance_minor, updated_at) VALUES ('test-house', 'USD', 'house', -500, 1)",
    );
    const [row] = await db.query<{ balance_minor: number }>(
      "SELECT balance_minor FROM accounts WHERE house_code = 'test-house'",
    );
    expect(row.balance_minor).toBe(-500);
  });

  it('keeps concurrent read-modify-write transactions from interleaving', async () => {
    await db.query("INSERT INTO engine_leases (name, holder, expires_at) VALUES ('counter', 'x', 0)");
    // Serializable on PostgreSQL (conflicts are retried), queued on PGlite: no lost updates either way.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.tx(
          async (q) => {
            const [row] = await q.query<{ expires_at: number }>(
              "SELECT expires_at FROM engine_leases WHERE name = 'counter'",
            );
            await new Promise((resolve) => setTimeout(resolve, 2));
            await q.query("UPDATE engine_leases SET expires_at = $1 WHERE name = 'counter'", [
              row.expires_at + 1,
            ]);
          },
          { isolation: 'serializable' },
        ),
      ),
    );
    const [row] = await db.query<{ expires_at: number }>(
      "SELECT expires_at FROM engine_leases WHERE name = 'counter'",
    );
    expect(row.expires_at).toBe(10);
  });

  it('retries a transaction that hit a serialization failure', async () => {
    let attempts = 0;
    const result = await db.tx(async () => {
      attempts++;
      if (attempts === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
  });
});

describe('migration scripts', () => {
  it('splits statements at line-ending semicolons but not inside $$ bodies', () => {
    const script = [
      '-- a comment;',
      'CREATE TABLE a (x int);',
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  RETURN 1;',
      'END',
      '$$;',
      'SELECT 1;',
    ].join('\n');
    const statements = splitStatements(script);
    expect(statements).toHaveLength(3);
    expect(statements[1]).toContain('RETURN 1;');
  });

  it('retries only serialization failures and deadlocks', () => {
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable({ code: '23505' })).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
