import { equalBytes, fromHex, toHex } from '../instant/bytes';
import { checkProof } from '../instant/merkle';
import { buildPool, poolContext, prizeOfTier, ticketLeaf, type PoolTickets } from '../instant/pool';
import { presentTicket, prizeShown } from '../instant/presentation';
import { rulesProblem, type InstantRules } from '../instant/rules';
import type { Sha256 } from '../instant/sha256';
import { canonical, type PoolCommitment, type TicketEvidence } from '../instant/verify';
import { HEX32, isCount, type Steps } from './steps';

/** Larger pools are refused: rebuilding one would hang a browser, and no game sells them. */
const MAX_POOL = 1_000_000;

/**
 * The checks of one instant ticket (docs/fairness.md, "Instant tickets"): its leaf and Merkle
 * proof lead to the root committed before the first sale, its picture is the one its prize and
 * salt derive, and, once the seed is revealed, the rebuilt pool has that root, holds exactly the
 * prize table, and has this ticket at this position.
 */
export async function checkTicket(
  s: Steps,
  c: { rules: InstantRules; pool: PoolCommitment; ticket: TicketEvidence },
  hash: Sha256,
  rebuild: (c: { rules: InstantRules; pool: PoolCommitment }) => Promise<PoolTickets | string | null>,
): Promise<void> {
  const { rules, pool, ticket } = c;
  const problem = formatProblem(rules, pool, ticket);
  if (problem) return s.failed('format', problem);
  s.ok(
    'format',
    `game ${pool.gameId}, pool ${pool.poolNo} of ${pool.poolSize} tickets, position ${ticket.position}`,
  );
  const salt = fromHex(ticket.salt);
  const context = poolContext(pool.gameId, pool.poolNo);
  const leaf = await ticketLeaf(
    { context, position: ticket.position, prizeMinor: ticket.prizeMinor, salt },
    hash,
  );
  s.check(
    'proof',
    await checkProof(
      { leaf, position: ticket.position, size: pool.poolSize, proof: ticket.proof, root: pool.merkleRoot },
      hash,
    ),
    `leaf ${toHex(leaf)} (prize ${ticket.prizeMinor}) hashes up to the committed root ${pool.merkleRoot}`,
    `leaf ${toHex(leaf)} (prize ${ticket.prizeMinor}) and the proof do not lead to the committed root ${pool.merkleRoot}`,
  );
  s.check(
    'picture',
    pictureMatches(rules, ticket, salt),
    'the ticket shows what its prize and salt derive',
    'the ticket shows something its prize and salt do not derive',
  );
  const built = await rebuild({ rules, pool });
  if (built === null)
    return s.pending(
      'seed',
      `seed hash ${pool.seedHash} published; the seed is revealed when the pool is sold out or retired`,
    );
  if (typeof built === 'string') return; // the pool's own steps failed (recorded once, by rebuild)
  const tier = built.tiers[ticket.position];
  s.check(
    'ticket-in-pool',
    prizeOfTier(rules, tier) === ticket.prizeMinor && equalBytes(built.salts[ticket.position], salt),
    `the rebuilt pool has this prize and salt at position ${ticket.position}`,
    `the rebuilt pool has prize ${prizeOfTier(rules, tier)} and salt ${toHex(built.salts[ticket.position])} at position ${ticket.position}`,
  );
}

function pictureMatches(rules: InstantRules, ticket: TicketEvidence, salt: Uint8Array): boolean {
  try {
    const expected = presentTicket(rules, ticket.prizeMinor, salt);
    return (
      canonical(expected) === canonical(ticket.presentation) &&
      prizeShown(rules, ticket.presentation) === ticket.prizeMinor
    );
  } catch {
    return false;
  }
}

/**
 * Rebuilds a revealed pool once, recording its steps: the seed against the hash committed before
 * the first sale, the root, the prize table. Null while the seed is secret; a string when a step
 * failed.
 */
export async function rebuildPool(
  s: Steps,
  c: { rules: InstantRules; pool: PoolCommitment },
  hash: Sha256,
): Promise<PoolTickets | string | null> {
  const { rules, pool } = c;
  if (pool.seed === null) return null;
  if (typeof pool.seed !== 'string' || !HEX32.test(pool.seed)) {
    s.failed('seed', 'the revealed seed is not 32 bytes of lower-case hex');
    return 'seed';
  }
  const hashed = toHex(await hash.digest(fromHex(pool.seed)));
  if (
    !s.check(
      'seed',
      hashed === pool.seedHash,
      `sha256(seed) = ${hashed}, the hash committed before the first sale`,
      `sha256(seed) = ${hashed}, not the committed ${pool.seedHash}`,
    )
  )
    return 'seed';
  const built = await buildPool(rules, pool.poolNo, pool.seed, hash);
  if (
    !s.check(
      'pool',
      built.merkleRoot === pool.merkleRoot,
      `the ${pool.poolSize} tickets rebuilt from the seed have the committed root`,
      `the tickets rebuilt from the seed have root ${built.merkleRoot}, not the committed ${pool.merkleRoot}`,
    )
  )
    return 'pool';
  const counts = tierCounts(built.tiers, 0);
  const wrong = rules.prizes.findIndex((t, i) => counts[i + 1] !== t.count);
  if (
    !s.check(
      'prize-table',
      wrong < 0,
      `the pool holds exactly the prize table (${rules.prizes.map((t) => `${t.count} x ${t.prizeMinor}`).join(', ')})`,
      `the pool holds ${counts[wrong + 1]} of prize ${rules.prizes[wrong]?.prizeMinor}, the table says ${rules.prizes[wrong]?.count}`,
    )
  )
    return 'prize-table';
  return built;
}

/** How many of each tier sit at positions `from` on (tier 0 is no prize). */
export function tierCounts(tiers: Uint8Array, from: number): number[] {
  const counts: number[] = [];
  for (let p = from; p < tiers.length; p++) counts[tiers[p]] = (counts[tiers[p]] ?? 0) + 1;
  return counts;
}

function formatProblem(rules: InstantRules, pool: PoolCommitment, t: TicketEvidence): string | null {
  if (!rules || !pool || !t || typeof rules !== 'object' || typeof pool !== 'object' || typeof t !== 'object')
    return 'rules, pool or ticket missing';
  if (!Array.isArray(rules.prizes) || !isCount(rules.poolSize)) return 'the rules have no prize table';
  if (rules.poolSize > MAX_POOL) return `a pool of more than ${MAX_POOL} tickets`;
  if (!rules.prizes.every((t) => t && isCount(t.prizeMinor) && isCount(t.count)))
    return 'a prize tier is not counts';
  const bad = rulesProblem(rules);
  if (bad) return `prize table: ${bad}`;
  if (t.gameId !== pool.gameId || pool.gameId !== rules.gameId)
    return 'the ticket, pool and rules name different games';
  if (t.poolNo !== pool.poolNo) return 'the ticket is of another pool';
  if (pool.poolSize !== rules.poolSize) return "the pool size is not the rules'";
  if (!HEX32.test(String(pool.seedHash)) || !HEX32.test(String(pool.merkleRoot)))
    return 'the commitment is not 32 bytes of lower-case hex';
  if (typeof t.salt !== 'string' || !HEX32.test(t.salt)) return 'the salt is not 32 bytes of lower-case hex';
  if (!isCount(t.position) || t.position >= pool.poolSize) return 'the position is outside the pool';
  if (!isCount(t.prizeMinor)) return 'the prize is not a whole number of minor units';
  if (!Array.isArray(t.proof)) return 'the proof is not a list';
  return null;
}
