import { cpus, totalmem, platform, release } from 'node:os';
import { writeFileSync } from 'node:fs';

export interface BenchSection {
  title: string;
  /** What was measured and how, in a sentence or two. */
  method: string;
  columns: string[];
  rows: (string | number)[][];
}

/** Writes docs/benchmarks.md: the machine and date first, then one table per benchmark. */
export function writeReport(path: string, sections: BenchSection[]): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; do not edit by hand.',
    '',
    `- Machine: ${machine}`,
    `- Date: ${new Date().toISOString()}`,
    '',
  ];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', section.method, '');
    lines.push(`| ${section.columns.join(' | ')} |`, `| ${section.columns.map(() => '---').join(' | ')} |`);
    for (const row of section.rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  }
  const text = lines.join('\n');
  writeFileSync(path, text);
  return text;
}
