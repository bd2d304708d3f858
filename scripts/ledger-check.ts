/**
 * `npx tsx scripts/ledger-check.ts [--json]`: the `ledger check` operator command. Verifies that
 * every ledger transaction balances, that every account's balance equals the sum of its entries,
 * that no player account is below zero and that each currency's balances sum to zero. Exit code
 * 0 when sound, 1 when not, 2 when storage cannot be opened.
 *
 * Storage as the server's: DATABASE_URL (PostgreSQL, DATABASE_SCHEMA for a non-default schema),
 * else the PGlite directory DRAWHALL_DATA_DIR (default ./data). PGlite is single-process: a
 * running server holds the directory and the check is refused; stop the server first. On PostgreSQL the check reads one consistent snapshot while it runs.
 */
import { ledgerCheck } from '../server/domain/ledger/check';
import { openServerStore } from './support/serverStore';

async function main(): Promise<number> {
  const json = process.argv.includes('--json');
  let db;
  try {
    db = await openServerStore();
  } catch (error) {
    console.error(`ledger check: cannot open storage: ${(error as Error).message}`);
    return 2;
  }
  try {
    const report = await db
      .tx((q) => ledgerCheck(q), { isolation: 'serializable' })
      .catch((error: { code?: string }) => {
        // 42P01: no ledger tables, i.e. a storage the server never migrated.
        if (error.code === '42P01')
          throw new Error('no ledger in this storage (was the server ever started on it?)');
        throw error;
      });
    if (json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      console.log(`transactions: ${report.transactions}, accounts: ${report.accounts}`);
      for (const t of report.totals) console.log(`  ${t.currency}: balances sum to ${t.sum}`);
      for (const u of report.unbalanced)
        console.log(`  UNBALANCED transaction ${u.transactionId}: ${u.entries} entries summing to ${u.sum}`);
      for (const m of report.mismatched)
        console.log(`  MISMATCH account ${m.accountId}: balance ${m.balance}, entries sum to ${m.entries}`);
      for (const n of report.negative) console.log(`  NEGATIVE player account ${n.accountId}: ${n.balance}`);
      for (const o of report.orphans)
        console.log(`  ORPHAN entry ${o.entryId}: account ${o.accountId}, transaction ${o.transactionId}`);
      console.log(report.ok ? 'ledger check: OK' : 'ledger check: FAILED');
    }
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`ledger check: ${error.message}`);
    process.exit(2);
  },
);
