import { describe, expect, it } from 'vitest';
import { drawDrbg, replayBalls, replayRaffle } from '../../../protocol/fairness/drawReplay';
import { fromHex, toHex } from '../../../protocol/instant/bytes';
import { buildPool } from '../../../protocol/instant/pool';
import { proofOf } from '../../../protocol/instant/merkle';
import { webSha256 } from '../../../protocol/instant/sha256';
import { drawFromSeed, drawRaffle } from '../../../server/domain/draw/balls';
import { commitment, seededSource } from '../../../server/domain/draw/random';
import { vectors } from './fixtures';

/**
 * docs/fairness.md's test vectors hold for both implementations: the server's (node:crypto,
 * synchronous) and the standalone verifier's (WebCrypto, async). The Python verifier checks the
 * same file (python.test.ts).
 */
const hash = webSha256();

describe('fairness test vectors', () => {
  it('the DRBG: block 0 and its words, in both implementations', async () => {
    const d = vectors.drbg;
    const server = seededSource(d.seed, d.context);
    expect(d.words.map(() => server.nextUint32())).toEqual(d.words);
    const drbg = drawDrbg(hash, fromHex(d.seed), d.context);
    const words: number[] = [];
    for (const _ of d.words) words.push(await drbg.nextUint32());
    expect(words).toEqual(d.words);
    expect(toHex(await hash.hmac(fromHex(d.seed), fromHex(d.message0)))).toBe(d.block0);
  });

  it('the commitment, the balls, the bingo order and the raffle', async () => {
    expect(commitment(vectors.commitment.seed)).toBe(vectors.commitment.seedHash);
    const b = vectors.balls;
    expect(drawFromSeed(b.seed, b, b.context)).toEqual({ draws: b.draws, draws2nd: b.draws2nd });
    const drbg = drawDrbg(hash, fromHex(b.seed), b.context);
    expect(await replayBalls(drbg, b.drawRange, b.count)).toEqual(b.draws);
    expect(await replayBalls(drbg, b.drawRange2nd, b.count2nd)).toEqual(b.draws2nd);
    const g = vectors.bingo;
    expect(await replayBalls(drawDrbg(hash, fromHex(g.seed), g.context), 75, 75)).toEqual(g.draws);
    const r = vectors.raffle;
    expect(drawRaffle(seededSource(r.seed, r.context), r.playIds, r.winnersPerRank).flat()).toEqual(
      r.winners,
    );
    expect(
      await replayRaffle(drawDrbg(hash, fromHex(r.seed), r.context), r.playIds, r.winnersPerRank),
    ).toEqual(r.winners);
  });

  it('the instant pool: shuffle, salt, leaf, root and a proof', async () => {
    const p = vectors.pool;
    const built = await buildPool(p.rules, p.poolNo, p.seed, hash);
    expect(Array.from(built.tiers)).toEqual(p.tiers);
    expect(toHex(built.salts[0])).toBe(p.salt0);
    expect(toHex(built.leaves[0])).toBe(p.leaf0);
    expect(built.merkleRoot).toBe(p.merkleRoot);
    expect(built.seedHash).toBe(p.seedHash);
    expect(proofOf(built.levels, 3)).toEqual(p.proof3);
  });
});
