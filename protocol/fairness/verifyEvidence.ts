import type { PoolTickets } from '../instant/pool';
import type { InstantRules } from '../instant/rules';
import type { Sha256 } from '../instant/sha256';
import type { PoolCommitment } from '../instant/verify';
import { checkDraw } from './checkDraw';
import { checkTicket, rebuildPool, tierCounts } from './checkTicket';
import {
  DRAW_EVIDENCE,
  TICKET_EVIDENCE,
  type DrawEvidence,
  type TicketEvidenceFile,
  type TicketHistoryFile,
} from './evidence';
import { reportOf, Steps, type Report } from './steps';

/**
 * The one entry of the standalone verifier: any evidence file (a draw's, a ticket's, or the saved
 * answer of getInstantTicketHistory) in, a report of named steps out. Pure: it makes no request,
 * so the CLI, the /verify page and verify.html answer alike and without the server.
 */
export async function verifyEvidence(input: unknown, hash: Sha256): Promise<Report> {
  try {
    return await dispatch(unwrap(input), hash);
  } catch (error) {
    // Evidence malformed in a way no step foresaw is still refused, and named, never a crash.
    const s = new Steps();
    s.failed('format', `unreadable evidence: ${(error as Error).message}`);
    return reportOf('draw', s.list);
  }
}

async function dispatch(value: unknown, hash: Sha256): Promise<Report> {
  if (isObject(value) && value.format === DRAW_EVIDENCE)
    return checkDraw(value as unknown as DrawEvidence, hash);
  if (isObject(value) && value.format === TICKET_EVIDENCE)
    return checkTicketFile(value as unknown as TicketEvidenceFile, hash);
  if (isObject(value) && Array.isArray(value.tickets))
    return checkHistory(value as unknown as TicketHistoryFile, hash);
  const s = new Steps();
  s.failed(
    'format',
    `not evidence: expected ${DRAW_EVIDENCE}, ${TICKET_EVIDENCE} or a ticket-history answer`,
  );
  return reportOf('draw', s.list);
}

/** Parses text first; a JSON syntax error is a failed `format` step, not an exception. */
export async function verifyEvidenceText(text: string, hash: Sha256): Promise<Report> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const s = new Steps();
    s.failed('format', `not JSON: ${(error as Error).message}`);
    return reportOf('draw', s.list);
  }
  return verifyEvidence(value, hash);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An RPC answer saved with its envelope ({ id, ok, result }) is read as its result. */
function unwrap(v: unknown): unknown {
  return isObject(v) && 'result' in v && isObject(v.result) ? v.result : v;
}

async function checkTicketFile(f: TicketEvidenceFile, hash: Sha256): Promise<Report> {
  const s = new Steps(`${f.ticket?.gameId}/${f.ticket?.poolNo}/${f.ticket?.position}`);
  let built: PoolTickets | string | null = null;
  await checkTicket(s, f, hash, async (c) => (built = await rebuildPool(s, c, hash)));
  if (built && typeof built !== 'string') checkProgress(s, f, built);
  return reportOf('ticket', s.list);
}

/** The published tickets and prizes left are what the revealed pool holds past the tickets sold. */
function checkProgress(s: Steps, f: TicketEvidenceFile, built: PoolTickets) {
  const p = f.progress;
  if (!p) return;
  const left = tierCounts(built.tiers, p.sold);
  const agree =
    p.ticketsLeft === f.pool.poolSize - p.sold &&
    p.prizesLeft.length === f.rules.prizes.length &&
    f.rules.prizes.every(
      (t, i) => p.prizesLeft[i]?.prizeMinor === t.prizeMinor && p.prizesLeft[i].left === (left[i + 1] ?? 0),
    );
  s.check(
    'prizes-left',
    agree,
    `${p.ticketsLeft} tickets and the published prizes left are what the pool holds after ticket ${p.sold}`,
    `the published tickets or prizes left are not what the pool holds after ticket ${p.sold}`,
  );
}

async function checkHistory(f: TicketHistoryFile, hash: Sha256): Promise<Report> {
  const steps: Steps[] = [];
  const pools = new Map<string, { rules: InstantRules; pool: PoolCommitment }>();
  for (const p of f.pools ?? []) if (isObject(p?.pool)) pools.set(`${p.pool.gameId}/${p.pool.poolNo}`, p);
  const built = new Map<string, Promise<PoolTickets | string | null>>();
  for (const ticket of f.tickets) {
    const key = `${ticket?.gameId}/${ticket?.poolNo}`;
    const s = new Steps(`${key}/${ticket?.position}`);
    steps.push(s);
    const c = pools.get(key);
    if (!c) {
      s.failed('format', `the answer holds no commitment of pool ${key}`);
      continue;
    }
    await checkTicket(s, { ...c, ticket }, hash, (c) => {
      // Each pool is rebuilt once; its steps are reported with the first of its tickets.
      if (!built.has(key)) built.set(key, rebuildPool(s, c, hash));
      return built.get(key)!;
    });
  }
  if (f.tickets.length === 0) {
    const none = new Steps();
    none.failed('format', 'the answer holds no tickets');
    steps.push(none);
  }
  return reportOf(
    'tickets',
    steps.flatMap((s) => s.list),
  );
}
