import { equalBytes, fromHex, toHex } from './bytes';
import { checkProof, type ProofStep } from './merkle';
import { buildPool, poolContext, prizeOfTier, ticketLeaf } from './pool';
import { presentTicket, prizeShown, type TicketPresentation } from './presentation';
import { rulesProblem, type InstantRules } from './rules';
import type { Sha256 } from './sha256';

/** What the server publishes for a pool before its first sale (seed stays secret until the end). */
export interface PoolCommitment {
  gameId: number;
  poolNo: number;
  poolSize: number;
  seedHash: string;
  merkleRoot: string;
  /** Revealed once the pool is sold out or retired; null before. */
  seed: string | null;
}

/** A sold ticket as its buyer holds it: enough to check it against the pool's published root. */
export interface TicketEvidence {
  gameId: number;
  poolNo: number;
  position: number;
  prizeMinor: number;
  /** The ticket's own salt (hex): blinds its leaf, and seeds its presentation. */
  salt: string;
  proof: ProofStep[];
  presentation: TicketPresentation;
}

export interface Verdict {
  ok: boolean;
  problems: string[];
}

const verdict = (problems: string[]): Verdict => ({ ok: problems.length === 0, problems });

/** The ticket is in the committed pool at its position with its prize, and shows that prize. */
export async function verifyTicket(
  rules: InstantRules,
  pool: PoolCommitment,
  ticket: TicketEvidence,
  hash: Sha256,
): Promise<Verdict> {
  const problems: string[] = [];
  if (ticket.gameId !== rules.gameId || pool.gameId !== rules.gameId) problems.push('game does not match');
  if (ticket.poolNo !== pool.poolNo) problems.push('pool does not match');
  if (!/^[0-9a-f]{64}$/.test(ticket.salt)) return verdict([...problems, 'salt is not 32 bytes of hex']);
  const salt = fromHex(ticket.salt);
  const leaf = await ticketLeaf(
    {
      context: poolContext(pool.gameId, pool.poolNo),
      position: ticket.position,
      prizeMinor: ticket.prizeMinor,
      salt,
    },
    hash,
  );
  const inPool = await checkProof(
    { leaf, position: ticket.position, size: pool.poolSize, proof: ticket.proof, root: pool.merkleRoot },
    hash,
  );
  if (!inPool) problems.push('proof does not lead to the published root');
  try {
    const expected = presentTicket(rules, ticket.prizeMinor, salt);
    if (canonical(expected) !== canonical(ticket.presentation))
      problems.push('the ticket does not show what its prize and salt derive');
  } catch {
    problems.push('the prize is not in the prize table');
  }
  if (prizeShown(rules, ticket.presentation) !== ticket.prizeMinor)
    problems.push('the ticket shows another prize');
  return verdict(problems);
}

/**
 * Rebuilds a revealed pool from its seed: the seed matches the hash published before the first
 * sale, the rebuilt tree has the published root, the pool holds exactly the prize table, and
 * each given ticket is the pool's ticket at its position.
 */
export async function verifyPool(
  rules: InstantRules,
  pool: PoolCommitment,
  hash: Sha256,
  tickets: readonly TicketEvidence[] = [],
): Promise<Verdict & { tickets: number; prizesMinor: number }> {
  const problems: string[] = [];
  const done = (n = 0, p = 0) => ({ ...verdict(problems), tickets: n, prizesMinor: p });
  const bad = rulesProblem(rules);
  if (bad) problems.push(`prize table: ${bad}`);
  if (pool.poolSize !== rules.poolSize) problems.push('pool size is not the published one');
  if (!pool.seed || !/^[0-9a-f]{64}$/.test(pool.seed)) problems.push('the seed is not revealed');
  else if (toHex(await hash.digest(fromHex(pool.seed))) !== pool.seedHash)
    problems.push('seed does not match the published hash');
  if (problems.length) return done();
  const built = await buildPool(rules, pool.poolNo, pool.seed!, hash);
  if (built.merkleRoot !== pool.merkleRoot) problems.push('rebuilt pool has another root');
  const counts = new Map<number, number>();
  let prizesMinor = 0;
  for (const tier of built.tiers) {
    counts.set(tier, (counts.get(tier) ?? 0) + 1);
    prizesMinor += prizeOfTier(rules, tier);
  }
  rules.prizes.forEach((t, i) => {
    if ((counts.get(i + 1) ?? 0) !== t.count) problems.push(`pool holds a wrong count of ${t.prizeMinor}`);
  });
  for (const t of tickets) {
    const at = t.position;
    if (at < 0 || at >= built.tiers.length) {
      problems.push(`ticket ${at} is outside the pool`);
      continue;
    }
    if (prizeOfTier(rules, built.tiers[at]) !== t.prizeMinor) problems.push(`ticket ${at} has another prize`);
    if (!equalBytes(built.salts[at], fromHex(t.salt))) problems.push(`ticket ${at} has another salt`);
  }
  return done(built.tiers.length, prizesMinor);
}

/** JSON with object keys sorted: stored JSON (PostgreSQL jsonb) may not keep the key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
