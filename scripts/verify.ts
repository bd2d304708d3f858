import { readFile } from 'node:fs/promises';
import { formatReport, verifyEvidenceText } from '../protocol/fairness';
import { webSha256 } from '../protocol/instant/sha256';
import { runWhenMain, UsageError } from './support/cli';

const USAGE = `usage: npm run -s verify -- <evidence.json> [more.json ...]
  evidence.json  a draw's evidence (GET /api/evidence/draw/<gameInstanceId>), a ticket's
                 (GET /api/evidence/ticket/<ticketId>), or the saved getInstantTicketHistory answer
Checks offline, with no request to anyone: prints each step, exits 0 when every step holds (or
waits for a seed still secret), 1 naming the first step that failed. docs/fairness.md says how.`;

/**
 * The command-line verifier: the same module as the /verify page (protocol/fairness), on Node's
 * WebCrypto. It imports nothing of the server, so it can be copied out with protocol/ alone.
 */
export async function verifyFiles(args: string[]): Promise<string> {
  if (args.length === 0 || args.some((a) => a.startsWith('-')))
    throw new UsageError('expected evidence files');
  const out: string[] = [];
  let failed = false;
  for (const file of args) {
    const report = await verifyEvidenceText(await readFile(file, 'utf8'), webSha256());
    out.push(`${file}\n${formatReport(report)}`);
    failed ||= !report.ok;
  }
  if (failed) throw new Error(out.join('\n\n'));
  return out.join('\n\n');
}

runWhenMain(import.meta.url, USAGE, verifyFiles);
