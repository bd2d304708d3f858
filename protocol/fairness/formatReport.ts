import type { Report } from './steps';

const MARK = { ok: 'ok     ', failed: 'FAILED ', pending: 'waiting' } as const;

/** The report as lines of text (the CLI's output): one line a step, then the verdict. */
export function formatReport(r: Report): string {
  const lines = r.steps.map(
    (s) => `${MARK[s.state]} ${s.subject ? `ticket ${s.subject}: ` : ''}${s.step}: ${s.detail}`,
  );
  if (r.firstFailure)
    lines.push(
      `FAILED at step "${r.firstFailure.step}"${r.firstFailure.subject ? ` (ticket ${r.firstFailure.subject})` : ''}`,
    );
  else
    lines.push(
      r.complete ? 'VERIFIED: every step holds' : 'SO FAR SO GOOD: every step holds; some wait for the seed',
    );
  return lines.join('\n');
}
