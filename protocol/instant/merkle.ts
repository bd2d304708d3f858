import { concat, equalBytes, fromHex, toHex } from './bytes';
import type { Sha256 } from './sha256';

/**
 * Merkle tree over a pool's ordered ticket leaves. Inner nodes hash 0x01 || left || right (leaves
 * are hashed with their own label), so a leaf can never pass for an inner node. A level with an
 * odd count carries its last node up unchanged; that node gets no proof step at that level.
 */

export interface ProofStep {
  /** Which side the sibling sits on. */
  side: 'left' | 'right';
  hash: string;
}

const INNER = new Uint8Array([1]);

/** Every level, leaves first, root last (a one-element level). */
export async function merkleLevels(leaves: Uint8Array[], hash: Sha256): Promise<Uint8Array[][]> {
  if (leaves.length === 0) throw new RangeError('an empty pool has no tree');
  const levels = [leaves];
  let level = leaves;
  // One inner node's message, rewritten for each pair (each hash is awaited before the next).
  const node = concat(INNER, new Uint8Array(64));
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      if (i + 1 === level.length) {
        next.push(level[i]);
        continue;
      }
      node.set(level[i], 1);
      node.set(level[i + 1], 1 + level[i].length);
      next.push(await hash.digest(node));
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export function rootOf(levels: Uint8Array[][]): string {
  return toHex(levels[levels.length - 1][0]);
}

export function proofOf(levels: Uint8Array[][], position: number): ProofStep[] {
  const steps: ProofStep[] = [];
  let at = position;
  for (let l = 0; l < levels.length - 1; l++) {
    const level = levels[l];
    const sibling = at ^ 1;
    if (sibling < level.length)
      steps.push({ side: sibling < at ? 'left' : 'right', hash: toHex(level[sibling]) });
    at >>= 1;
  }
  return steps;
}

/**
 * Whether the leaf at `position` of a pool of `size` leaves hashes up to `root` along `proof`.
 * The steps must be exactly those the position's path needs, so a proof for another position
 * (or with a step dropped or added) fails.
 */
export async function checkProof(
  p: { leaf: Uint8Array; position: number; size: number; proof: ProofStep[]; root: string },
  hash: Sha256,
): Promise<boolean> {
  if (!Number.isInteger(p.position) || p.position < 0 || p.position >= p.size) return false;
  let node = p.leaf;
  let at = p.position;
  let width = p.size;
  let step = 0;
  while (width > 1) {
    const sibling = at ^ 1;
    if (sibling < width) {
      const s = p.proof[step++];
      if (!s || s.side !== (sibling < at ? 'left' : 'right') || !/^[0-9a-f]{64}$/.test(s.hash)) return false;
      const other = fromHex(s.hash);
      node = await hash.digest(s.side === 'left' ? concat(INNER, other, node) : concat(INNER, node, other));
    }
    at >>= 1;
    width = Math.ceil(width / 2);
  }
  return step === p.proof.length && equalBytes(node, fromHex(p.root));
}
