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

const ZERO = new Uint8Array([0]);

/** What a ticket's salt message starts with: the label and the pool's context. */
function saltPrefix(context: string): Uint8Array {
  return concat(utf8(SALT_LABEL), ZERO, utf8(context), ZERO);
}

/** What a ticket's leaf message starts with: the label and the pool's context. */
function leafPrefix(context: string): Uint8Array {
  return concat(utf8(LEAF_LABEL), ZERO, utf8(context), ZERO);
}

export async function ticketSalt(seed: Uint8Array, context: string, position: number, hash: Sha256) {
  return hash.hmac(seed, concat(saltPrefix(context), u32be(position)));
}

/** The leaf of one ticket: what it wins and where, under the pool's context, blinded by its salt. */
export function ticketLeaf(
  p: { context: string; position: number; prizeMinor: number; salt: Uint8Array },
  hash: Sha256,
): Promise<Uint8Array> {
  return hash.digest(concat(leafPrefix(p.context), u32be(p.position), u64be(p.prizeMinor), p.salt));
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
  // The bytes ticketSalt and ticketLeaf hash, laid out once and rewritten for each ticket rather
  // than put together afresh (allocation was most of a build's time). Safe to reuse: each hash is
  // awaited before the next write.
  const salting = new Message(saltPrefix(context), 4);
  const leafing = new Message(leafPrefix(context), 4 + 8 + 32);
  const prizeBytes = [0, ...rules.prizes.map((t) => t.prizeMinor)].map((minor) => u64be(minor));
  const salts: Uint8Array[] = [];
  const leaves: Uint8Array[] = [];
  for (let position = 0; position < tiers.length; position++) {
    salting.view.setUint32(salting.at, position);
    const salt = await hash.hmac(seed, salting.bytes);
    salts.push(salt);
    leafing.view.setUint32(leafing.at, position);
    leafing.bytes.set(prizeBytes[tiers[position]], leafing.at + 4);
    leafing.bytes.set(salt, leafing.at + 12);
    leaves.push(await hash.digest(leafing.bytes));
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

/** A fixed prefix followed by `tail` bytes the builder rewrites per ticket, from `at` on. */
class Message {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly at: number;

  constructor(prefix: Uint8Array, tail: number) {
    this.bytes = new Uint8Array(prefix.length + tail);
    this.bytes.set(prefix);
    this.view = new DataView(this.bytes.buffer);
    this.at = prefix.length;
  }
}
