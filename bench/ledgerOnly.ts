// `npx tsx bench/ledgerOnly.ts`: only the ledger-transfers section of `npm run bench`, printed
// (DATABASE_URL must point at PostgreSQL; BENCH_SECONDS per worker count, default 10).
import { ledgerTransfersSection } from './ledgerTransfers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
ledgerTransfersSection(seconds).then(
  (section) => {
    if (section)
      for (const row of section.rows) console.log(section.columns.map((c, i) => `${c}=${row[i]}`).join(' '));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
