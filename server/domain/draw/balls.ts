import { commitment, seededSource, uniformInt, type RandomSource, type SeedInput } from './random';

/**
 * Drawing balls and raffle winners. Every function consumes its RandomSource in a fixed order,
 * which is what makes a draw replayable from the revealed seed: same seed, same calls, same balls.
 */

/**
 * `count` distinct balls from 1..range, in draw order. A partial Fisher-Yates shuffle: step i
 * swaps a uniformly chosen ball from the not-yet-drawn tail into place i, so every ordered
 * k-subset is equally likely and only k random numbers are consumed (no redraw on collisions).
 */
export function drawBalls(source: RandomSource, range: number, count: number): number[] {
  if (!Number.isInteger(range) || range < 1)
    throw new RangeError(`ball range must be a positive integer, got ${range}`);
  if (!Number.isInteger(count) || count < 0 || count > range)
    throw new RangeError(`cannot draw ${count} of ${range} balls`);
  const balls = new Array<number>(range);
  for (let i = 0; i < range; i++) balls[i] = i + 1;
  for (let i = 0; i < count; i++) {
    const j = i + uniformInt(source, range - i);
    const t = balls[i];
    balls[i] = balls[j];
    balls[j] = t;
  }
  return balls.slice(0, count);
}

/** What a game draws: `count` of 1..drawRange and, for games with a second set, `count2nd` of 1..drawRange2nd. */
export interface DrawShape {
  drawRange: number;
  count: number;
  drawRange2nd?: number;
  count2nd?: number;
}

export interface DrawResult {
  draws: number[];
  /** Empty when the game has no second set. */
  draws2nd: number[];
}

/** The first set, then the second set from its own range, from one stream (so one seed replays both). */
export function drawGame(source: RandomSource, shape: DrawShape): DrawResult {
  const draws = drawBalls(source, shape.drawRange, shape.count);
  const count2nd = shape.count2nd ?? 0;
  const draws2nd = count2nd > 0 ? drawBalls(source, shape.drawRange2nd ?? 0, count2nd) : [];
  return { draws, draws2nd };
}

/** A draw from a seed, as production draws (seed from newSeed(), committed before drawing). */
export function drawFromSeed(seed: SeedInput, shape: DrawShape, context = ''): DrawResult {
  return drawGame(seededSource(seed, context), shape);
}

export interface DrawVerification extends DrawShape {
  seed: SeedInput;
  /** The hex sha256 published when registration closed. */
  commitment: string;
  draws: readonly number[];
  draws2nd?: readonly number[];
  context?: string;
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'commitment' | 'draws' | 'draws2nd' | 'seed' };

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Checks a published draw: the seed hashes to the commitment published before the draw, and
 * replaying the DRBG from the seed gives exactly the published balls in the published order.
 */
export function verifyDraw(v: DrawVerification): VerifyResult {
  let expectedCommitment: string;
  try {
    expectedCommitment = commitment(v.seed);
  } catch {
    return { ok: false, reason: 'seed' };
  }
  if (expectedCommitment !== v.commitment.toLowerCase()) return { ok: false, reason: 'commitment' };
  const replay = drawFromSeed(v.seed, v, v.context);
  if (!sameList(replay.draws, v.draws)) return { ok: false, reason: 'draws' };
  if (!sameList(replay.draws2nd, v.draws2nd ?? [])) return { ok: false, reason: 'draws2nd' };
  return { ok: true };
}

/**
 * Raffle winners: `winnersPerRank[r]` tickets for rank r+1, ranks drawn in order (rank 1 first),
 * without replacement across ranks (a ticket wins at most once). A partial Fisher-Yates over the
 * sold tickets, so the tickets must be passed in their persisted canonical order (sale order)
 * for the draw to replay. When fewer tickets were sold than prizes, the lowest ranks go short.
 */
export function drawRaffle<T>(
  source: RandomSource,
  tickets: readonly T[],
  winnersPerRank: readonly number[],
): T[][] {
  for (const k of winnersPerRank)
    if (!Number.isInteger(k) || k < 0)
      throw new RangeError(`winners per rank must be non-negative integers, got ${k}`);
  const pool = tickets.slice();
  const result: T[][] = [];
  let next = 0;
  for (const wanted of winnersPerRank) {
    const winners: T[] = [];
    for (let w = 0; w < wanted && next < pool.length; w++, next++) {
      const j = next + uniformInt(source, pool.length - next);
      const t = pool[next];
      pool[next] = pool[j];
      pool[j] = t;
      winners.push(pool[next]);
    }
    result.push(winners);
  }
  return result;
}
