import { Drbg } from '../instant/drbg';
import type { Sha256 } from '../instant/sha256';

/**
 * The draws' algorithm (server/domain/draw/balls.ts) on the async Sha256 interface, so a browser
 * or the standalone verifier replays a draw from its revealed seed. The server's synchronous copy
 * and this one are held to the same test vectors (tests/protocol/fairness/vectors.test.ts).
 */
export const DRAW_LABEL = 'drawhall/draw/v1';

/** `count` distinct balls of 1..range in draw order: a partial Fisher-Yates from the front. */
export async function replayBalls(drbg: Drbg, range: number, count: number): Promise<number[]> {
  if (!Number.isInteger(range) || range < 1 || range > 10_000)
    throw new RangeError(`bad ball range ${range}`);
  if (!Number.isInteger(count) || count < 0 || count > range) throw new RangeError(`cannot draw ${count}`);
  const balls = Array.from({ length: range }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + (await drbg.uniformInt(range - i));
    [balls[i], balls[j]] = [balls[j], balls[i]];
  }
  return balls.slice(0, count);
}

/** Raffle winners: one partial Fisher-Yates over the sold plays (sale order), ranks in order. */
export async function replayRaffle(
  drbg: Drbg,
  playIds: readonly number[],
  winnersPerRank: readonly number[],
) {
  const pool = playIds.slice();
  const winners: number[] = [];
  let next = 0;
  for (const wanted of winnersPerRank)
    for (let w = 0; w < wanted && next < pool.length; w++, next++) {
      const j = next + (await drbg.uniformInt(pool.length - next));
      [pool[next], pool[j]] = [pool[j], pool[next]];
      winners.push(pool[next]);
    }
  return winners;
}

export const drawDrbg = (hash: Sha256, seed: Uint8Array, context: string) =>
  new Drbg(hash, seed, DRAW_LABEL, context);
