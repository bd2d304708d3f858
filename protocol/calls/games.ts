import { z } from 'zod';
import { defineCall } from './define';
import { dbInt, gameFilter, id } from './schemas';
import { currencyId, gameId, gameInstanceId, languageId } from './schemas';
import { GameStatus } from '../gameStatus';
import type { BingoGameView } from '../bingo';
import type {
  GameInstance,
  GameLobbyInfo,
  GameResults,
  PayoutInfoEntry,
  PlayerInGame,
  PrizeItem,
} from '../types';

const gameStatuses = Object.values(GameStatus) as [GameStatus, ...GameStatus[]];

// Re-exported: other modules import the filter schema from this file.
export { gameFilter } from './schemas';

export const getFilteredGames = defineCall<{ games: GameInstance[] }>()({
  name: 'getFilteredGames',
  access: 'open',
  area: 'games',
  summary: 'Game instances matching the game filter (-1 = any)',
  params: z.object({ filter: gameFilter }),
});

export const getGameLobby = defineCall<{ gameId: number; gameLobby: GameLobbyInfo }>()({
  name: 'getGameLobby',
  access: 'open',
  area: 'games',
  summary: "A game type's lobby info: branding, player info, payout table, description",
  /** With memberId and languageId, the site operators' translations of the description and title. */
  params: z.object({ gameId: id, languageId: z.string().max(16).optional(), memberId: id.optional() }),
});

/** A bingo game as a screen shows it: calls so far, patterns, prizes, winners, the caller's cards. */
export const getBingoGame = defineCall<BingoGameView>()({
  name: 'getBingoGame',
  access: 'open',
  area: 'games',
  summary: "A bingo game's calls so far, patterns, prizes and winners, and the caller's own cards",
  params: z.object({ gameInstanceId }),
});

const favoriteParams = z.object({ gameId: id });

export const saveFavoriteGame = defineCall<{ favoriteGames: number[] }>()({
  name: 'saveFavoriteGame',
  access: 'auth',
  area: 'games',
  summary: 'Flag a game as a favourite of the player',
  params: favoriteParams,
});

export const deleteFavoriteGame = defineCall<{ favoriteGames: number[] }>()({
  name: 'deleteFavoriteGame',
  access: 'auth',
  area: 'games',
  summary: "Remove a game from the player's favourites",
  params: favoriteParams,
});

// Catalogue and information calls of the lobby; joining and tickets are in play.ts.

const memberAndLanguage = { memberId: id, languageId: languageId.optional() };

export interface GameType {
  gameId: number;
  gameTitle: string;
  gameRule: string;
  gamePlayout: string;
  gamePlayCost: number;
  currencyId: string;
  smallLogoUrl?: string;
}

export const getGameTypes = defineCall<GameType[]>()({
  name: 'getGameTypes',
  access: 'open',
  area: 'games',
  summary: 'Game types of a site matching the game filter',
  params: z.object({ memberId: id, filter: gameFilter }),
});

export const getGameTypeInstances = defineCall<{ games: GameInstance[]; totalCount: number }>()({
  name: 'getGameTypeInstances',
  access: 'open',
  area: 'games',
  summary: 'Instances of one game type, by status, one page at a time',
  params: z.object({
    ...memberAndLanguage,
    gameId,
    gameStatuses: z.array(z.enum(gameStatuses)).max(gameStatuses.length).optional(),
    firstResult: dbInt.default(0),
    maxResults: z.number().int().min(1).max(100).default(20),
  }),
});

export const getAllGameTypeInstances = defineCall<{ games: GameInstance[] }>()({
  name: 'getAllGameTypeInstances',
  access: 'open',
  area: 'games',
  summary: 'Open instances of every game type of a site, optionally in one currency',
  params: z.object({ ...memberAndLanguage, currencyId: currencyId.optional() }),
});

const instanceInfo = z.object({
  gameId,
  gameInstanceId: gameInstanceId.optional(),
  languageId: languageId.optional(),
});

export const getGamePayoutInfo = defineCall<{ gameId: number; gamePayoutInfo: PayoutInfoEntry[] }>()({
  name: 'getGamePayoutInfo',
  access: 'open',
  area: 'games',
  summary: 'Payout table of a game type, or of one instance when its prizes depend on sales',
  params: instanceInfo,
});

export const getBonoboPayout = defineCall<{ bonoboPayout: number; bonoboItem?: { prizeItem: PrizeItem } }>()({
  name: 'getBonoboPayout',
  access: 'open',
  area: 'games',
  summary: 'The bonus (bonobo) prize of a game instance',
  params: instanceInfo,
});

export const getGameLastWinningDraws = defineCall<
  { gameInstanceId: number; draws: number[]; draws2nd?: number[]; endedOn: number }[]
>()({
  name: 'getGameLastWinningDraws',
  access: 'open',
  area: 'games',
  summary: 'Winning numbers of the last completed instances of a game type',
  params: instanceInfo,
});

export interface GameResultsResult {
  gameInstanceId: number;
  /** The game this instance is a draw of: a stale link finds the game's next draw by it. */
  gameId: number;
  gameStatus: GameStatus;
  /**
   * The instance's rule as it was frozen with it ('bingoGame', a raffle's, ...): a screen knows
   * what it shows (a bingo game's replay is on /bingo/gameover) after the game left the lobby.
   */
  gameRule: string;
  results: GameResults;
  /** Replay data for the REPLAY1 view, when asked for. */
  replay?: unknown;
}

export const getGameResults = defineCall<GameResultsResult>()({
  name: 'getGameResults',
  access: 'open',
  area: 'games',
  summary: 'Draws and winners of an ended instance; with replay data when `replay` is set',
  params: z.object({ gameInstanceId, replay: z.boolean().default(false) }),
});

export const getGamePlayers = defineCall<PlayerInGame[]>()({
  name: 'getGamePlayers',
  access: 'open',
  area: 'games',
  summary: 'Players in a game instance',
  params: z.object({ gameInstanceId }),
});
