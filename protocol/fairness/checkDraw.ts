import { fromHex, toHex } from '../instant/bytes';
import type { Sha256 } from '../instant/sha256';
import { drawDrbg, replayBalls, replayRaffle } from './drawReplay';
import { DRAW_EVIDENCE, type DrawEvidence, type DrawRules } from './evidence';
import { HEX32, isCount, reportOf, Steps, type Report } from './steps';

/**
 * Checks a draw's evidence (docs/fairness.md, "Draws"): the layout, that the revealed seed hashes
 * to the commitment published when sales closed, that the commitment came before the draw, and
 * that the DRBG replayed from the seed gives exactly the published numbers in their order.
 */
export async function checkDraw(e: DrawEvidence, hash: Sha256): Promise<Report> {
  const s = new Steps();
  const problem = formatProblem(e);
  if (problem) {
    s.failed('format', problem);
    return reportOf('draw', s.list);
  }
  s.ok('format', `${DRAW_EVIDENCE}, game instance ${e.gameInstanceId}, ${describe(e.rules)}`);
  if (!e.commitment) {
    s.pending('commitment', 'no commitment yet: sales have not closed');
    return reportOf('draw', s.list);
  }
  if (e.seed === null) {
    s.pending(
      'commitment',
      `commitment ${e.commitment.seedHash} published; the seed is revealed after the draw`,
    );
    return reportOf('draw', s.list);
  }
  const seed = fromHex(e.seed);
  const hashed = toHex(await hash.digest(seed));
  s.check(
    'commitment',
    hashed === e.commitment.seedHash,
    `sha256(seed) = ${hashed}, the published commitment`,
    `sha256(seed) = ${hashed}, not the published commitment ${e.commitment.seedHash}`,
  );
  const { committedAt } = e.commitment;
  if (committedAt !== null && e.drawnAt !== null)
    s.check(
      'order',
      committedAt <= e.drawnAt,
      `committed at ${iso(committedAt)}, drawn at ${iso(e.drawnAt)}`,
      `committed at ${iso(committedAt)}, after the draw at ${iso(e.drawnAt)}`,
    );
  await checkNumbers(s, e, seed, hash);
  return reportOf('draw', s.list);
}

async function checkNumbers(s: Steps, e: DrawEvidence, seed: Uint8Array, hash: Sha256) {
  const drbg = drawDrbg(hash, seed, e.context);
  const r = e.rules;
  if (r.kind === 'raffle') {
    const winners = await replayRaffle(drbg, r.playIds, r.winnersPerRank);
    return s.check(
      'draws',
      same(winners, e.draws ?? []),
      `the seed draws winning plays ${winners.join(', ')}, as published`,
      `the seed draws winning plays ${winners.join(', ')}, not the published ${(e.draws ?? []).join(', ')}`,
    );
  }
  const draws = await replayBalls(drbg, r.drawRange, r.count);
  s.check(
    'draws',
    same(draws, e.draws ?? []),
    `the seed draws ${draws.join(', ')}, as published`,
    `the seed draws ${draws.join(', ')}, not the published ${(e.draws ?? []).join(', ')}`,
  );
  if (r.count2nd === 0) return;
  const second = await replayBalls(drbg, r.drawRange2nd, r.count2nd);
  s.check(
    'draws2nd',
    same(second, e.draws2nd ?? []),
    `then the second set ${second.join(', ')}, as published`,
    `the second set is ${second.join(', ')}, not the published ${(e.draws2nd ?? []).join(', ')}`,
  );
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const iso = (ms: number) => new Date(ms).toISOString();

function describe(r: DrawRules): string {
  if (r.kind === 'raffle') return `raffle over ${r.playIds.length} plays, ${r.winnersPerRank.length} ranks`;
  const second = r.count2nd > 0 ? ` and ${r.count2nd} of 1..${r.drawRange2nd}` : '';
  return `${r.count} of 1..${r.drawRange}${second}`;
}

const numbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isCount);

function rulesProblem(r: DrawRules | undefined): string | null {
  if (!r || typeof r !== 'object') return 'rules missing';
  if (r.kind === 'raffle')
    return numbers(r.playIds) && numbers(r.winnersPerRank) ? null : 'raffle rules are not lists of counts';
  if (r.kind !== 'balls') return `unknown rules kind ${String((r as { kind: unknown }).kind)}`;
  const ok =
    isCount(r.drawRange) &&
    r.drawRange >= 1 &&
    r.drawRange <= 10_000 &&
    isCount(r.count) &&
    r.count <= r.drawRange;
  const ok2 =
    isCount(r.count2nd) && (r.count2nd === 0 || (isCount(r.drawRange2nd) && r.count2nd <= r.drawRange2nd));
  return ok && ok2 && (r.count2nd === 0 || r.drawRange2nd <= 10_000)
    ? null
    : 'ball ranges or counts out of range';
}

function formatProblem(e: DrawEvidence): string | null {
  if (!e || typeof e !== 'object' || e.format !== DRAW_EVIDENCE) return `not ${DRAW_EVIDENCE}`;
  if (e.algorithm?.name !== 'drawhall/draw' || e.algorithm.version !== 1)
    return 'unknown algorithm (this verifier knows drawhall/draw version 1)';
  if (!isCount(e.gameInstanceId) || e.context !== String(e.gameInstanceId))
    return 'the context is not the game instance id';
  const rules = rulesProblem(e.rules);
  if (rules) return rules;
  const c = e.commitment;
  if (c !== null && (!c || typeof c.seedHash !== 'string' || !HEX32.test(c.seedHash)))
    return 'the commitment is not 32 bytes of lower-case hex';
  if (c && c.committedAt !== null && !isCount(c.committedAt)) return 'committedAt is not a time';
  if (e.seed !== null && (typeof e.seed !== 'string' || !HEX32.test(e.seed)))
    return 'the seed is not 32 bytes of lower-case hex';
  if (e.seed !== null && (!numbers(e.draws) || (e.draws2nd !== null && !numbers(e.draws2nd))))
    return 'the drawn numbers are not a list of numbers';
  if (e.drawnAt !== null && !isCount(e.drawnAt)) return 'drawnAt is not a time';
  return null;
}
