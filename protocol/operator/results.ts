import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { operatorCall, ALL, epochMs, listOrder } from './spec';

/** The states of a game whose draw is over: drawn and settling, ended, or cancelled (refunded). */
export const RESULT_STATES = ['STARTED', 'ENDED', 'REFUNDED'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

/** The columns a results list can be sorted by (default: finishedAt, newest first). */
export const RESULT_SORTS = ['finishedAt', 'gameInstanceId', 'playCount'] as const;

/**
 * One finished game and its evidence (docs/fairness.md, "Draws"): the commitment published at
 * registration end, and the seed and numbers only once drawn (a cancelled game never shows its seed).
 */
export interface ResultSummary {
  gameInstanceId: number;
  gameId: number;
  title: string;
  rule: string;
  status: ResultState;
  siteIds: number[];
  currency: string;
  startAt: number;
  /** When the numbers were drawn; null for a cancelled game. */
  drawnAt: number | null;
  endedAt: number | null;
  draws: number[] | null;
  draws2nd: number[] | null;
  seedCommitment: string | null;
  committedAt: number | null;
  /** The revealed seed: null until every number it decides is drawn. */
  seed: string | null;
  playCount: number;
  playerCount: number;
  /** Winning plays and the prizes they won (minor units), once the results are stored. */
  winnerCount: number | null;
  refundReason: string | null;
}

export interface ResultWinner {
  playId: number;
  username: string;
  play: string;
  rankNumber: number;
  prizeMinor: number;
}

export interface GameTypeOption {
  gameId: number;
  title: string;
}

export const listResults = operatorCall<{
  total: number;
  results: ResultSummary[];
  /** The draw game types of the operator's sites (or the site), for the game filter. */
  gameTypes: GameTypeOption[];
}>()({
  name: 'listResults',
  summary:
    "Finished draws of the operator's sites (or one site), newest draw first, with their commitment and revealed seed.",
  roles: ALL,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    gameId: id.optional(),
    status: z.enum(RESULT_STATES).optional(),
    /** Drawn (or cancelled) at or after, epoch ms. */
    from: epochMs.optional(),
    /** Drawn (or cancelled) before, epoch ms. */
    to: epochMs.optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
    ...listOrder(RESULT_SORTS),
  }),
  siteOf: (p) => p.siteId,
});

export const getResult = operatorCall<{
  result: ResultSummary;
  /** The largest prizes won (up to 100), as the results stored them. */
  winners: ResultWinner[];
  /** What the draw decided from: the context string of docs/fairness.md. */
  drawContext: string;
  /** Where anyone can fetch the public evidence (JSON) and check it. */
  evidenceUrl: string;
}>()({
  name: 'getResult',
  summary: 'One finished game: its numbers, commitment, revealed seed, winners and the public evidence link.',
  roles: ALL,
  changes: false,
  params: z.strictObject({ gameInstanceId: id }),
});
