import type { ProofStep } from '../instant/merkle';
import type { InstantRules } from '../instant/rules';
import type { PoolCommitment, TicketEvidence } from '../instant/verify';

/**
 * The public evidence files (docs/fairness.md). Plain JSON, numbers and hex only, so anyone can
 * save one and check it with any verifier; `format` names the layout and its version.
 */
export const DRAW_EVIDENCE = 'drawhall/draw-evidence/v1';
export const TICKET_EVIDENCE = 'drawhall/ticket-evidence/v1';

/** What decides the outcome: balls of a range (lottery, bingo's whole call order) or raffle winners. */
export type DrawRules =
  | { kind: 'balls'; drawRange: number; count: number; drawRange2nd: number; count2nd: number }
  | { kind: 'raffle'; winnersPerRank: number[]; playIds: number[] };

export interface DrawEvidence {
  format: typeof DRAW_EVIDENCE;
  gameInstanceId: number;
  gameId: number;
  rule: string;
  status: string;
  rules: DrawRules;
  algorithm: { name: 'drawhall/draw'; version: 1 };
  /** The DRBG context: the instance id as decimal text. */
  context: string;
  /** sha256(seed) published when sales closed, and when (ms since 1970); null before. */
  commitment: { seedHash: string; committedAt: number | null } | null;
  /** Revealed once drawn; null before. */
  seed: string | null;
  draws: number[] | null;
  draws2nd: number[] | null;
  drawnAt: number | null;
}

/** A pool's tickets and prizes still unsold (the scratch-off page's "prizes remaining"). */
export interface PoolProgress {
  sold: number;
  ticketsLeft: number;
  prizesLeft: { prizeMinor: number; count: number; left: number }[];
}

export interface TicketEvidenceFile {
  format: typeof TICKET_EVIDENCE;
  ticketId: number;
  rules: InstantRules;
  pool: PoolCommitment & { committedAt: number; status: 'selling' | 'soldOut' | 'retired' };
  progress: PoolProgress;
  ticket: TicketEvidence;
}

/** getInstantTicketHistory's answer as saved: the tickets, and the commitments of their pools. */
export interface TicketHistoryFile {
  tickets: (TicketEvidence & { ticketId?: number })[];
  total?: number;
  pools?: { rules: InstantRules; pool: PoolCommitment }[];
}

export type { ProofStep };
