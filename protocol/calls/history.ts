import { z } from 'zod';
import { defineCall } from './define';
import { currencyId, gameInstanceId, id, languageId, paging, timestamp } from './schemas';
import { GAME_HISTORY_PAGE_SIZE } from '../constants';
import type { GameInstance, SearchResult, Transaction } from '../types';

export interface GameHistoryEntry {
  gameInstanceId: number;
  gameId: number;
  gameTitle: string;
  gameEndedOn: number;
  plays: number;
  wagered: number;
  won: number;
  currencyId: string;
  /** Set for a bingo game: its results and replay are on /bingo/gameover. */
  bingo?: true;
  /** Set for an instant purchase (then gameInstanceId is 0): its tickets are on the game's page. */
  instant?: { purchaseId: number; kind: 'scratchcard' | 'spinner' | 'crossword' };
}

/** Spec Game history search: ended between gameEndedMin and gameEndedMax; pages of 5. */
export const searchGameHistory = defineCall<SearchResult<GameHistoryEntry>>()({
  name: 'searchGameHistory',
  access: 'auth',
  area: 'history',
  summary: "The player's completed games, newest first, a page at a time",
  params: z.object({
    languageId: languageId.optional(),
    gameEndedMin: timestamp.optional(),
    gameEndedMax: timestamp.optional(),
    gameId: id.optional(),
    gameInstanceId: gameInstanceId.optional(),
    page: paging.page.default(0),
    maxResults: paging.maxResults.default(GAME_HISTORY_PAGE_SIZE),
  }),
});

export const getGameHistoryDetail = defineCall<{
  game: GameInstance;
  plays: { play: string; rankNumber: number | null; prize: number; isMyPlay: boolean }[];
}>()({
  name: 'getGameHistoryDetail',
  access: 'auth',
  area: 'history',
  summary: "One completed game with the player's plays and what each won",
  params: z.object({ gameInstanceId, languageId: languageId.optional() }),
});

export const transactionKinds = ['all', 'deposits', 'withdrawals', 'wagers', 'wins', 'bonuses'] as const;

export const searchTransactions = defineCall<SearchResult<Transaction>>()({
  name: 'searchTransactions',
  access: 'auth',
  area: 'history',
  summary: 'Cashier history in a date range (last 10 or 31 days in the client), paged',
  params: z
    .object({
      from: timestamp,
      to: timestamp,
      kind: z.enum(transactionKinds).default('all'),
      currencyId: currencyId.optional(),
      ...paging,
    })
    .refine((v) => v.from <= v.to, { error: 'validation.range', path: ['to'] }),
});
