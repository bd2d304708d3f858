import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DRAW_EVIDENCE,
  TICKET_EVIDENCE,
  type DrawEvidence,
  type TicketEvidenceFile,
} from '../../../protocol/fairness';
import { proofOf } from '../../../protocol/instant/merkle';
import { buildPool, prizeOfTier } from '../../../protocol/instant/pool';
import { presentTicket } from '../../../protocol/instant/presentation';
import type { InstantRules } from '../../../protocol/instant/rules';
import { webSha256 } from '../../../protocol/instant/sha256';
import { toHex } from '../../../protocol/instant/bytes';

// __dirname (Vitest provides it) rather than import.meta.url, which is not a file URL under jsdom.
export const VECTORS_PATH = join(__dirname, 'vectors.json');
export const PYTHON_VERIFIER = join(__dirname, 'verify_evidence.py');
export const vectors = JSON.parse(readFileSync(VECTORS_PATH, 'utf8'));

/** The vectors' lottery draw as evidence of game instance 42. */
export function drawEvidence(): DrawEvidence {
  const b = vectors.balls;
  return {
    format: DRAW_EVIDENCE,
    gameInstanceId: 42,
    gameId: 1,
    rule: 'lotteryGame',
    status: 'ENDED',
    rules: {
      kind: 'balls',
      drawRange: b.drawRange,
      count: b.count,
      drawRange2nd: b.drawRange2nd,
      count2nd: b.count2nd,
    },
    algorithm: { name: 'drawhall/draw', version: 1 },
    context: '42',
    commitment: { seedHash: vectors.commitment.seedHash, committedAt: 1000 },
    seed: b.seed,
    draws: b.draws,
    draws2nd: b.draws2nd,
    drawnAt: 2000,
  };
}

/** Ticket `position` of the vectors' pool, sold out (seed revealed). */
export async function ticketEvidence(position: number, revealed = true): Promise<TicketEvidenceFile> {
  const p = vectors.pool;
  const rules = p.rules as InstantRules;
  const built = await buildPool(rules, p.poolNo, p.seed, webSha256());
  const prizeMinor = prizeOfTier(rules, built.tiers[position]);
  return {
    format: TICKET_EVIDENCE,
    ticketId: 77,
    rules,
    pool: {
      gameId: rules.gameId,
      poolNo: p.poolNo,
      poolSize: rules.poolSize,
      seedHash: p.seedHash,
      merkleRoot: p.merkleRoot,
      seed: revealed ? p.seed : null,
      committedAt: 1000,
      status: revealed ? 'soldOut' : 'selling',
    },
    progress: {
      sold: revealed ? rules.poolSize : position + 1,
      ticketsLeft: revealed ? 0 : rules.poolSize - position - 1,
      prizesLeft: rules.prizes.map((t) => ({ prizeMinor: t.prizeMinor, count: t.count, left: 0 })),
    },
    ticket: {
      gameId: rules.gameId,
      poolNo: p.poolNo,
      position,
      prizeMinor,
      salt: toHex(built.salts[position]),
      proof: proofOf(built.levels, position),
      presentation: presentTicket(rules, prizeMinor, built.salts[position]),
    },
  };
}
