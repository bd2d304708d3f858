import { cpus, loadavg, totalmem, platform, release } from 'node:os';
import { writeFileSync } from 'node:fs';

export interface BenchSection {
  title: string;
  /** What was measured and how, in a sentence or two. */
  method: string;
  columns: string[];
  rows: (string | number)[][];
}

/** How one section of a run ended: its tables, or why it has none. */
export interface SectionOutcome {
  id: string;
  status: 'done' | 'out of time' | 'failed' | 'skipped' | 'pending';
  /** Wall seconds the section took, and the budget it had. */
  seconds?: number;
  budgetSeconds?: number;
  /** Why it failed or was skipped. */
  note?: string;
  /** When the run that made it started (a section kept from an earlier run keeps its own). */
  runDate?: string;
  sections: BenchSection[];
}

export interface RunInfo {
  quick: boolean;
  startedAt: Date;
  /** The machine's 1-minute load average at the start: other sessions share these cores. */
  loadAtStart: number;
}

const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.version}`;

function statusLine(o: SectionOutcome): string {
  const took = o.seconds === undefined ? '' : ` in ${o.seconds} s`;
  const budget = o.budgetSeconds === undefined ? '' : ` (budget ${o.budgetSeconds} s)`;
  const note = o.note ? `: ${o.note}` : '';
  return `| ${o.id} | ${o.status}${note} | ${took.trim() || '-'}${budget} |`;
}

/**
 * Writes the report of a run so far: the machine, date and load first, then a line per section
 * (done, out of time, failed, skipped, still pending), then the tables of those that finished.
 * run.ts calls it after every section, so a run cut short leaves every section it finished.
 */
export function writeReport(path: string, run: RunInfo, outcomes: SectionOutcome[]): string {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${run.quick ? ' -- --quick' : ''}\` section by section as each finishes; do not edit by hand.`,
    '',
    `- Machine: ${machine()}`,
    `- Date: ${run.startedAt.toISOString()}`,
    `- Load average when the run started: ${run.loadAtStart.toFixed(2)} (1 min), ${loadavg()[0].toFixed(2)} at this write`,
    run.quick
      ? '- Quick mode: every section at small size; figures prove the benches, not the platform.'
      : '',
    '',
    '| section | status | time |',
    '| --- | --- | --- |',
    ...outcomes.map(statusLine),
    '',
  ];
  for (const section of outcomes.flatMap((o) => o.sections)) {
    lines.push(`## ${section.title}`, '', section.method, '');
    lines.push(`| ${section.columns.join(' | ')} |`, `| ${section.columns.map(() => '---').join(' | ')} |`);
    for (const row of section.rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  }
  const text = lines.join('\n');
  writeFileSync(path, text);
  return text;
}
