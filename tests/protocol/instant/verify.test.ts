import { describe, expect, it } from 'vitest';
import { toHex } from '../../../protocol/instant/bytes';
import { proofOf } from '../../../protocol/instant/merkle';
import { buildPool, prizeOfTier, type PoolTickets } from '../../../protocol/instant/pool';
import { presentTicket, prizeShown } from '../../../protocol/instant/presentation';
import type { InstantRules } from '../../../protocol/instant/rules';
import {
  verifyPool,
  verifyTicket,
  type PoolCommitment,
  type TicketEvidence,
} from '../../../protocol/instant/verify';
import { nodeSha256 } from '../../../server/domain/instant/nodeSha256';
import { ALL_RULES, CASHWORD, MATCH3, SEED } from './fixtures';

const hash = nodeSha256;

function evidence(rules: InstantRules, pool: PoolTickets, position: number): TicketEvidence {
  const prizeMinor = prizeOfTier(rules, pool.tiers[position]);
  return {
    gameId: rules.gameId,
    poolNo: 1,
    position,
    prizeMinor,
    salt: toHex(pool.salts[position]),
    proof: proofOf(pool.levels, position),
    presentation: presentTicket(rules, prizeMinor, pool.salts[position]),
  };
}

function commitment(rules: InstantRules, pool: PoolTickets, seed: string | null = SEED): PoolCommitment {
  return {
    gameId: rules.gameId,
    poolNo: 1,
    poolSize: rules.poolSize,
    seedHash: pool.seedHash,
    merkleRoot: pool.merkleRoot,
    seed,
  };
}

describe('ticket presentation', () => {
  it.each(ALL_RULES)('game $gameId: every ticket of a pool shows exactly its prize', async (rules) => {
    const pool = await buildPool(rules, 1, SEED, hash);
    for (let i = 0; i < pool.tiers.length; i++) {
      const prize = prizeOfTier(rules, pool.tiers[i]);
      expect(prizeShown(rules, presentTicket(rules, prize, pool.salts[i]))).toBe(prize);
    }
  });

  it('a losing crossword completes fewer words than the first prize needs', async () => {
    const pool = await buildPool(CASHWORD, 1, SEED, hash);
    for (let i = 0; i < 200; i++) {
      const p = presentTicket(CASHWORD, 0, pool.salts[i]);
      if (p.kind !== 'crossword') throw new Error('not a crossword');
      expect(p.completedWords).toBeLessThan(3);
      expect(p.calledLetters).toHaveLength(18);
      expect(p.words).toHaveLength(8);
    }
  });
});

describe('verifier', () => {
  it('accepts an honest ticket and pool, and rejects each kind of tampering', async () => {
    const pool = await buildPool(MATCH3, 1, SEED, hash);
    const winner = pool.tiers.findIndex((t) => t > 0);
    const loser = pool.tiers.findIndex((t) => t === 0);
    const honest = evidence(MATCH3, pool, winner);
    const published = commitment(MATCH3, pool);
    expect(await verifyTicket(MATCH3, published, honest, hash)).toEqual({ ok: true, problems: [] });
    expect((await verifyPool(MATCH3, published, hash, [honest])).ok).toBe(true);

    // A tampered ticket: a loser claiming a prize, or another position.
    const claimed = { ...evidence(MATCH3, pool, loser), prizeMinor: honest.prizeMinor };
    expect((await verifyTicket(MATCH3, published, claimed, hash)).ok).toBe(false);
    expect((await verifyTicket(MATCH3, published, { ...honest, position: loser }, hash)).ok).toBe(false);
    // A picture that shows a win the ticket does not hold.
    const shown = { ...evidence(MATCH3, pool, loser), presentation: honest.presentation };
    expect((await verifyTicket(MATCH3, published, shown, hash)).ok).toBe(false);
    // A tampered proof: a changed hash, a dropped step, a flipped side.
    const flipped = honest.proof.map((s, i) =>
      i === 0 ? { ...s, hash: s.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : s,
    );
    expect((await verifyTicket(MATCH3, published, { ...honest, proof: flipped }, hash)).ok).toBe(false);
    expect(
      (await verifyTicket(MATCH3, published, { ...honest, proof: honest.proof.slice(1) }, hash)).ok,
    ).toBe(false);
    const sided = honest.proof.map((s, i) =>
      i === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s,
    );
    expect((await verifyTicket(MATCH3, published, { ...honest, proof: sided }, hash)).ok).toBe(false);
    // A tampered seed: it no longer matches the published hash.
    const badSeed = await verifyPool(MATCH3, { ...published, seed: '12'.repeat(32) }, hash);
    expect(badSeed.problems).toContain('seed does not match the published hash');
    // A tampered pool: another root published than the seed builds, or another prize table.
    const otherRoot = await verifyPool(MATCH3, { ...published, merkleRoot: '00'.repeat(32) }, hash);
    expect(otherRoot.problems).toContain('rebuilt pool has another root');
    const richer = { ...MATCH3, prizes: MATCH3.prizes.map((t, i) => (i === 4 ? { ...t, count: 2 } : t)) };
    expect((await verifyPool(richer, published, hash)).ok).toBe(false);
    // A pool whose seed is still secret cannot be rebuilt yet.
    expect((await verifyPool(MATCH3, commitment(MATCH3, pool, null), hash)).problems).toContain(
      'the seed is not revealed',
    );
    // A ticket from another pool (another seed) does not match this pool's rebuild.
    const other = await buildPool(MATCH3, 1, '33'.repeat(32), hash);
    expect((await verifyPool(MATCH3, published, hash, [evidence(MATCH3, other, loser)])).ok).toBe(false);
  });

  it('every position of an odd-sized pool has a proof that checks', async () => {
    const rules = { ...MATCH3, poolSize: 37, prizes: MATCH3.prizes.map((t) => ({ ...t, count: 2 })) };
    const pool = await buildPool(rules, 1, SEED, hash);
    const published = commitment(rules, pool);
    for (let i = 0; i < 37; i++)
      expect((await verifyTicket(rules, published, evidence(rules, pool, i), hash)).ok).toBe(true);
  });
});
