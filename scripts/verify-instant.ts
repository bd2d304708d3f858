import { readFile } from 'node:fs/promises';
import type { InstantRules } from '../protocol/instant/rules';
import {
  verifyPool,
  verifyTicket,
  type PoolCommitment,
  type TicketEvidence,
} from '../protocol/instant/verify';
import { nodeSha256 } from '../server/domain/instant/nodeSha256';
import { runWhenMain, UsageError } from './support/cli';

const USAGE = `usage: npx tsx scripts/verify-instant.ts <pool.json> [tickets.json]
  pool.json     the answer of getInstantPool ({ rules, pool }) for a sold-out or retired pool
                (its seed revealed), or for a pool still selling (tickets checked by proof only)
  tickets.json  getInstantTicketHistory's answer as saved, its tickets, or one ticket
Runs without the server: rebuilds the pool from its seed, checks the seed against the hash and
the root published before the first sale, the prize table, and each ticket's proof and picture.`;

/** Verifies offline; answers the report, throws when anything does not hold. */
export async function verifyInstant(args: string[]): Promise<string> {
  if (args.length < 1 || args.length > 2) throw new UsageError('expected a pool file');
  const { rules, pool } = JSON.parse(await readFile(args[0], 'utf8')) as {
    rules: InstantRules;
    pool: PoolCommitment;
  };
  const raw: unknown = args[1] ? JSON.parse(await readFile(args[1], 'utf8')) : [];
  const tickets = ticketsOf(raw);
  const lines: string[] = [];
  let ok = true;
  for (const t of tickets) {
    const v = await verifyTicket(rules, pool, t, nodeSha256);
    ok &&= v.ok;
    lines.push(`ticket ${t.poolNo}/${t.position}: ${v.ok ? 'in the committed pool' : v.problems.join('; ')}`);
  }
  if (pool.seed) {
    const v = await verifyPool(rules, pool, nodeSha256, tickets);
    ok &&= v.ok;
    lines.push(
      v.ok
        ? `pool ${pool.gameId}/${pool.poolNo}: seed matches, ${v.tickets} tickets rebuilt to the published root, prize table exact (${v.prizesMinor} minor units of prizes)`
        : `pool ${pool.gameId}/${pool.poolNo}: ${v.problems.join('; ')}`,
    );
  } else lines.push(`pool ${pool.gameId}/${pool.poolNo}: seed not revealed yet (the pool is still selling)`);
  if (!ok) throw new Error(lines.join('\n'));
  return lines.join('\n');
}

/** The bare list, one ticket, or getInstantTicketHistory's answer as saved (with or without its envelope). */
function ticketsOf(raw: unknown): TicketEvidence[] {
  if (Array.isArray(raw)) return raw as TicketEvidence[];
  const answer = raw as { tickets?: unknown; result?: { tickets?: unknown } };
  if (Array.isArray(answer.tickets)) return answer.tickets as TicketEvidence[];
  if (Array.isArray(answer.result?.tickets)) return answer.result.tickets as TicketEvidence[];
  return [raw as TicketEvidence];
}

runWhenMain(import.meta.url, USAGE, verifyInstant);
