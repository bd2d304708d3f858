import { concat, fromHex, toHex, u32be, u64be, utf8 } from './bytes';
import { Drbg, shuffleInPlace } from './drbg';
import { merkleLevels, rootOf } from './merkle';
import type { InstantRules } from './rules';
import type { Sha256 } from './sha256';

/**
 * A pool: the rules' tickets (each prize `count` times, the rest no prize) in an order shuffled
 * by the pool seed's DRBG (Fisher-Yates), each with a salt derived from the seed and its
 * position. Sold in order, position 0 first. The published commitment is sha256(seed) and the
 * Merkle root over the leaves, so the operator can neither reorder nor change a ticket later,
 * and nobody can learn an unsold ticket from the published root or a sold ticket's proof (the
 * salts are secret until the seed is revealed).
 */

export const SHUFFLE_LABEL = 'drawhall/instant/shuffle/v1';
export const SALT_LABEL = 'drawhall/instant/salt/v1';
export const LEAF_LABEL = 'drawhall/instant/leaf/v1';

/** Names a pool in every derivation, so one seed used twice still gives unrelated pools. */
export function poolContext(gameId: number, poolNo: number): string {
  return `${gameId}/${poolNo}`;
}

export interface PoolTickets {
  /** Tier per position: 0 no prize, t the rules' prizes[t - 1]. */
  tiers: Uint8Array;
  salts: Uint8Array[];
  leaves: Uint8Array[];
  levels: Uint8Array[][];
  merkleRoot: string;
  seedHash: string;
}

export function prizeOfTier(rules: Pick<InstantRules, 'prizes'>, tier: number): number {
  return tier === 0 ? 0 : rules.prizes[tier - 1].prizeMinor;
}

export async function ticketSalt(seed: Uint8Array, context: string, position: number, hash: Sha256) {
  return hash.hmac(
    seed,
    concat(utf8(SALT_LABEL), new Uint8Array([0]), utf8(context), new Uint8Array([0]), u32be(position)),
  );
}

/** The leaf of one ticket: what it wins and where, under the pool's context, blinded by its salt. */
export function ticketLeaf(
  p: { context: string; position: number; prizeMinor: number; salt: Uint8Array },
  hash: Sha256,
): Promise<Uint8Array> {
  return hash.digest(
    concat(
      utf8(LEAF_LABEL),
      new Uint8Array([0]),
      utf8(p.context),
      new Uint8Array([0]),
      u32be(p.position),
      u64be(p.prizeMinor),
      p.salt,
    ),
  );
}

/** The unshuffled pool: each tier's tickets in table order, then the losers. */
export function orderedTiers(rules: Pick<InstantRules, 'poolSize' | 'prizes'>): Uint8Array {
  const tiers = new Uint8Array(rules.poolSize);
  let at = 0;
  rules.prizes.forEach((t, i) => {
    tiers.fill(i + 1, at, at + t.count);
    at += t.count;
  });
  return tiers;
}

function seedOf(seedHex: string): Uint8Array {
  const seed = fromHex(seedHex);
  if (seed.length !== 32) throw new RangeError('a pool seed is 32 bytes');
  return seed;
}

/** What each position of the pool wins: the ordered tiers shuffled by the seed's DRBG. */
export function shuffledTiers(
  rules: InstantRules,
  poolNo: number,
  seedHex: string,
  hash: Sha256,
): Promise<Uint8Array> {
  const drbg = new Drbg(hash, seedOf(seedHex), SHUFFLE_LABEL, poolContext(rules.gameId, poolNo));
  return shuffleInPlace(orderedTiers(rules), drbg);
}

export async function buildPool(
  rules: InstantRules,
  poolNo: number,
  seedHex: string,
  hash: Sha256,
): Promise<PoolTickets> {
  const seed = seedOf(seedHex);
  const context = poolContext(rules.gameId, poolNo);
  const tiers = await shuffledTiers(rules, poolNo, seedHex, hash);
  const salts: Uint8Array[] = [];
  const leaves: Uint8Array[] = [];
  for (let position = 0; position < tiers.length; position++) {
    const salt = await ticketSalt(seed, context, position, hash);
    salts.push(salt);
    leaves.push(
      await ticketLeaf({ context, position, prizeMinor: prizeOfTier(rules, tiers[position]), salt }, hash),
    );
  }
  const levels = await merkleLevels(leaves, hash);
  return {
    tiers,
    salts,
    leaves,
    levels,
    merkleRoot: rootOf(levels),
    seedHash: toHex(await hash.digest(seed)),
  };
}
