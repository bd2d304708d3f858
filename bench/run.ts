// `npm run bench`: every benchmark of the platform, results in docs/benchmarks.md.
//   -- --quick           every section at small size (about 5 minutes), report in /tmp
//   -- --only a,b        only these sections; the others keep their last results (docs/benchmarks.json)
//   -- --out <path>      where the report goes
// Each section runs in its own process group with a time budget: when the budget runs out the
// group is ended and the report says so, and the report is rewritten after every section, so a
// run cut short keeps what it finished. PostgreSQL sections need DATABASE_URL, two-process ones
// REDIS_URL too, browser ones the built client (`npx vite build`); without them they are skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReport, type BenchSection, type RunInfo, type SectionOutcome } from './report';
import { SECTIONS, type SectionSpec } from './sections';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const quick = args.includes('--quick');
const only = option('--only')?.split(',');
const reportPath =
  option('--out') ?? (quick ? '/tmp/bench-quick/benchmarks.md' : `${root}docs/benchmarks.md`);
const resultsPath = reportPath.replace(/\.md$/, '.json');
/** The whole run's budget: the 5 minutes quick, 25 full, less a margin for start-up. */
const RUN_BUDGET_S = quick ? 285 : 24 * 60;
/** After SIGTERM, a section's processes get this long to stop before SIGKILL. */
const GRACE_MS = 5000;

function missing(spec: SectionSpec): string | undefined {
  for (const need of spec.needs ?? []) {
    if (need === 'database' && !process.env.DATABASE_URL) return 'needs DATABASE_URL (PostgreSQL)';
    if (need === 'redis' && !process.env.REDIS_URL) return 'needs REDIS_URL';
    if (need === 'build' && !existsSync(`${root}dist/index.html`))
      return 'needs the built client (`npx vite build`)';
  }
  return undefined;
}

/** Runs one section in its own process group; ends the group when `budgetS` runs out. */
function runSection(spec: SectionSpec, budgetS: number): Promise<SectionOutcome> {
  const out = `/tmp/bench-sections/${spec.id}-${process.pid}.json`;
  mkdirSync(dirname(out), { recursive: true });
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/runSection.ts', spec.id], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_QUICK: quick ? '1' : '0', BENCH_SECTION_OUT: out },
  });
  return new Promise((resolve) => {
    let timedOut = false;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group is gone already.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`[bench] ${spec.id}: budget of ${budgetS} s ran out; ending it`);
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
    }, budgetS * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      // Whatever the section left running (servers, clients, a browser) goes with it.
      signalGroup('SIGKILL');
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const base = { id: spec.id, seconds, budgetSeconds: budgetS };
      if (timedOut) return resolve({ ...base, status: 'out of time', sections: [] });
      if (code !== 0 || !existsSync(out)) {
        return resolve({
          ...base,
          status: 'failed',
          note: `exit code ${code} (see the console)`,
          sections: [],
        });
      }
      resolve({ ...base, status: 'done', sections: JSON.parse(readFileSync(out, 'utf8')) as BenchSection[] });
    });
  });
}

/** With --only, the sections not run keep the results of the last run that wrote this report. */
function earlierOutcomes(): Map<string, SectionOutcome> {
  if (!only || !existsSync(resultsPath)) return new Map();
  const saved = JSON.parse(readFileSync(resultsPath, 'utf8')) as SectionOutcome[];
  return new Map(
    saved.map((o) => [
      o.id,
      {
        ...o,
        note: o.note?.includes('from an earlier run')
          ? o.note
          : [o.note, 'from an earlier run'].filter(Boolean).join('; '),
      },
    ]),
  );
}

async function main() {
  mkdirSync(dirname(reportPath), { recursive: true });
  const run: RunInfo = { quick, startedAt: new Date(), loadAtStart: loadavg()[0] };
  const earlier = earlierOutcomes();
  const outcomes: SectionOutcome[] = SECTIONS.map(
    (spec) => earlier.get(spec.id) ?? { id: spec.id, status: 'pending', sections: [] },
  );
  const write = () => {
    writeReport(reportPath, run, outcomes);
    writeFileSync(resultsPath, JSON.stringify(outcomes.filter((o) => o.status !== 'pending')));
  };
  const deadline = Date.now() + RUN_BUDGET_S * 1000;
  for (const [index, spec] of SECTIONS.entries()) {
    if (only && !only.includes(spec.id)) continue;
    const skip = missing(spec);
    const left = Math.floor((deadline - Date.now()) / 1000);
    if (skip || left < 10) {
      outcomes[index] = {
        id: spec.id,
        status: 'skipped',
        note: skip ?? 'the run had no time left',
        sections: [],
      };
    } else {
      const budget = Math.min(quick ? spec.budget.quick : spec.budget.full, left);
      console.log(`[bench] ${spec.id} (budget ${budget} s)...`);
      outcomes[index] = { ...(await runSection(spec, budget)), runDate: run.startedAt.toISOString() };
      console.log(`[bench] ${spec.id}: ${outcomes[index].status} in ${outcomes[index].seconds} s`);
    }
    write();
  }
  write();
  console.log(`[bench] report: ${reportPath}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
