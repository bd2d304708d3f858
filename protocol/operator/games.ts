import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, ALL, epochMs } from './spec';

export interface GameSummary {
  gameInstanceId: number;
  gameId: number;
  title: string;
  status: string;
  siteIds: number[];
  startAt: number;
  registrationEndAt: number;
  playCount: number;
  playerCount: number;
}

export const listGames = operatorCall<{ games: GameSummary[] }>()({
  name: 'listGames',
  summary: "Game instances still in the lobby on the operator's sites (or one site), soonest start first.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

export const cancelGame = operatorCall<{ done: true; refundedPlays: number }>()({
  name: 'cancelGame',
  summary: 'Cancels a game not yet drawn: every play refunded through the ledger, players told.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ gameInstanceId: id, reason: z.string().trim().min(3).max(500) }),
});

export const rescheduleGame = operatorCall<{ done: true; startAt: number }>()({
  name: 'rescheduleGame',
  summary: 'Moves a game not yet drawn back to open with a new start time.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    gameInstanceId: id,
    startAt: epochMs,
    reason: z.string().trim().min(3).max(500),
  }),
});
