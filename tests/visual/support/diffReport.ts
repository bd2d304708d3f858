import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** One failed comparison, its three images beside each other in tests/visual/__diff__/. */
export interface DiffEntry {
  name: string;
  message: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The report page: per failure, the expected, actual and diff images side by side. */
export function reportHtml(entries: readonly DiffEntry[]): string {
  const rows = entries
    .map(
      ({ name, message }) => `<section>
<h2>${escape(name)}</h2>
<p>${escape(message)}</p>
<div class="row">
<figure><figcaption>expected</figcaption><img src="${name}.expected.png" alt="expected ${escape(name)}"></figure>
<figure><figcaption>actual</figcaption><img src="${name}.actual.png" alt="actual ${escape(name)}"></figure>
<figure><figcaption>diff</figcaption><img src="${name}.diff.png" alt="diff of ${escape(name)}"></figure>
</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences (${entries.length})</title>
<style>body{font-family:sans-serif;margin:1rem}.row{display:flex;gap:1rem;flex-wrap:wrap}
figure{margin:0}img{max-width:32vw;border:1px solid #ccc}figcaption{font-weight:bold}</style></head>
<body><h1>Visual differences: ${entries.length}</h1>
${rows}
</body></html>
`;
}

/**
 * Adds a failure to tests/visual/__diff__/report.json and rewrites index.html from it, so the
 * report of a run holds every failure of every test file (they run one after another). The
 * directory is emptied at the start of `npm run test:visual`, so no stale diff stays.
 */
export function addToReport(dir: string, entry: DiffEntry): void {
  const json = `${dir}report.json`;
  const entries: DiffEntry[] = existsSync(json)
    ? (JSON.parse(readFileSync(json, 'utf8')) as DiffEntry[])
    : [];
  const kept = entries.filter((e) => e.name !== entry.name);
  kept.push(entry);
  writeFileSync(json, JSON.stringify(kept, null, 2));
  writeFileSync(`${dir}index.html`, reportHtml(kept));
}
