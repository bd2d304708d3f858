// One section of the bench in its own process (run.ts starts it): runs the section named on the
// command line at the size in BENCH_QUICK and writes its tables as JSON to BENCH_SECTION_OUT.
import { writeFileSync } from 'node:fs';
import { SECTIONS, type BenchSize } from './sections';

const id = process.argv[2];
const spec = SECTIONS.find((s) => s.id === id);
if (!spec) throw new Error(`no bench section ${id}`);
const quick = process.env.BENCH_QUICK === '1';
const size: BenchSize = {
  quick,
  seconds: quick ? 2 : Number(process.env.BENCH_SECONDS ?? 10),
  scale: quick ? 0.02 : Number(process.env.BENCH_SCALE ?? 1),
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
};
const sections = await spec.run(size);
writeFileSync(process.env.BENCH_SECTION_OUT!, JSON.stringify(sections));
// Pools, timers and sockets a section forgot must not keep its process (and its budget) alive.
process.exit(0);
