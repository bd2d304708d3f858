import { z } from 'zod';
import { defineCall } from './define';
import type { GameInstance, GameLobbyInfo } from '../types';

const anyOr = z.number().int().min(-1);

/** Spec section 3, Game filter: each flag is -1 for any, 0 for no, 1 for yes. */
export const gameFilter = z
  .object({
    free: anyOr,
    tournament: anyOr,
    progressive: anyOr,
    empty: anyOr,
    instaplay: anyOr,
    playCountMin: anyOr,
    playCountMax: anyOr,
    playSizeMin: anyOr,
    playSizeMax: anyOr,
    playCostMin: z.number().min(-1),
    playCostMax: z.number().min(-1),
    drawRangeMin: anyOr,
    drawRangeMax: anyOr,
    gameId: anyOr,
    memberId: z.number().int().positive(),
    currencyId: z.string().max(8),
    languageId: z.string().max(16),
    tournamentType: anyOr,
    firstResult: z.number().int().min(0),
    maxResults: z.number().int().min(1).max(1000),
  })
  .partial();

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
  params: z.object({ gameId: z.number().int().positive(), languageId: z.string().max(16).optional() }),
});

const favoriteParams = z.object({ gameId: z.number().int().positive() });

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
