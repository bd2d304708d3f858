import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, ALL } from './spec';

/** One game of a room still in the lobby, and how far its calling is. */
export interface BingoRoomGame {
  gameInstanceId: number;
  status: string;
  startAt: number;
  /** Cards sold (each card is one play). */
  cards: number;
  players: number;
  /** Numbers called so far, of the format's; null before the calling starts. */
  called: number | null;
  /** The pattern now played (its index in the room's patterns); null before the calling starts. */
  patternIndex: number | null;
  /** The progressive jackpot the game plays for, minor units (0 without one). */
  jackpotMinor: number;
}

/** A bingo room (a bingoGame type of the configuration) with its terms and its games in the lobby. */
export interface BingoRoom {
  gameId: number;
  title: string;
  format: 75 | 90;
  siteIds: number[];
  currency: string;
  cardPriceMinor: number;
  payoutPercentage: number;
  callIntervalMs: number;
  strips: boolean;
  /** A full card within this many calls wins the jackpot; 0: no jackpot rule. */
  jackpotCalls: number;
  patterns: { pattern: string; prizePercentage: number; guaranteedPrizeMinor: number }[];
  games: BingoRoomGame[];
}

export const listBingoRooms = operatorCall<{ rooms: BingoRoom[] }>()({
  name: 'listBingoRooms',
  summary:
    "Bingo rooms of the operator's sites (or one site): their terms, and their games in the lobby with cards sold and numbers called.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});
