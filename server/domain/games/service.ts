import type { GameResultsResult } from '../../../protocol/calls/games';
import type {
  GameFilter,
  GameInstance,
  GameLobbyInfo,
  PayoutInfoEntry,
  PlayerInGame,
} from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../services';
import type { Db } from '../../storage/db';
import type { CurrencyBook } from '../money';
import { favoritesRepo } from './favoritesRepo';
import { createGameResults } from './gameResults';
import { applyGameFilter } from './filter';
import { instancesRepo, type InstanceRow } from './instancesRepo';
import { lobbyInfoOf } from './lobbyInfo';
import { noPlays, type PlaysLookup } from './plays';
import { toGameInstance } from './toGameInstance';

export interface GamesService {
  /** Lobby games matching the spec's filter; favGame and playerInGame filled for a player. */
  filtered(filter: GameFilter, viewer?: { playerId: number } | null): Promise<GameInstance[]>;
  instance(gameInstanceId: number, viewer?: { playerId: number } | null): Promise<GameInstance | null>;
  gameType(gameId: number): GameTypeConfig | undefined;
  lobbyInfo(gameId: number): GameLobbyInfo | null;
  favorites(playerId: number): Promise<number[]>;
  /** Both return the player's favourite game ids after the change. */
  saveFavorite(playerId: number, gameId: number): Promise<number[]>;
  deleteFavorite(playerId: number, gameId: number): Promise<number[]>;
  /** Draws, revealed seed and winners; null for an unknown instance. */
  results(gameInstanceId: number, replay: boolean): Promise<GameResultsResult | null>;
  players(gameInstanceId: number): Promise<PlayerInGame[]>;
  /** Payout table, prizes estimated from an instance's sales when given; null for an unknown game. */
  payoutInfo(gameId: number, gameInstanceId?: number): Promise<PayoutInfoEntry[] | null>;
  lastWinningDraws(
    gameId: number,
  ): Promise<{ gameInstanceId: number; draws: number[]; draws2nd?: number[]; endedOn: number }[]>;
}

export interface GamesDeps {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  gameTypes: readonly GameTypeConfig[];
  plays?: PlaysLookup;
}

export function createGamesService(deps: GamesDeps): GamesService {
  const { db, clock, currencies } = deps;
  const plays = deps.plays ?? noPlays;
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));
  const reader = createGameResults({ currencies, gameTypes: deps.gameTypes });

  async function present(rows: InstanceRow[], viewer?: { playerId: number } | null) {
    if (!viewer) return rows.map((row) => ({ row, game: toGameInstance(row, currencies) }));
    const [favorites, playCounts] = await Promise.all([
      favoritesRepo.list(db, viewer.playerId),
      plays.playsByInstance(
        db,
        viewer.playerId,
        rows.map((r) => r.id),
      ),
    ]);
    const favSet = new Set(favorites);
    return rows.map((row) => ({
      row,
      game: toGameInstance(row, currencies, {
        favGame: favSet.has(row.game_id),
        playerPlaysInGame: playCounts.get(row.id)?.plays ?? 0,
        lastJoinTimeMs: playCounts.get(row.id)?.lastJoinAt ?? 0,
      }),
    }));
  }

  return {
    async filtered(filter, viewer) {
      const rows = await instancesRepo.live(db, {
        memberId: filter.memberId,
        gameId: filter.gameId !== undefined && filter.gameId !== -1 ? filter.gameId : undefined,
      });
      const items = (await present(rows, viewer)).map(({ row, game }) => ({
        game,
        progressive: row.snapshot.progressive,
      }));
      return applyGameFilter(items, filter);
    },

    async instance(gameInstanceId, viewer) {
      const row = await instancesRepo.byId(db, gameInstanceId);
      return row ? (await present([row], viewer))[0].game : null;
    },

    gameType: (gameId) => typesById.get(gameId),

    lobbyInfo(gameId) {
      const game = typesById.get(gameId);
      return game ? lobbyInfoOf(game, currencies) : null;
    },

    favorites: (playerId) => favoritesRepo.list(db, playerId),

    saveFavorite: (playerId, gameId) =>
      db.tx(async (q) => {
        await favoritesRepo.save(q, playerId, gameId, clock.now());
        return favoritesRepo.list(q, playerId);
      }),

    results: (gameInstanceId, replay) => reader.results(db, gameInstanceId, replay),
    players: (gameInstanceId) => reader.players(db, gameInstanceId),
    payoutInfo: (gameId, gameInstanceId) => reader.payoutInfo(db, gameId, gameInstanceId),
    lastWinningDraws: (gameId) => reader.lastWinningDraws(db, gameId),

    deleteFavorite: (playerId, gameId) =>
      db.tx(async (q) => {
        await favoritesRepo.delete(q, playerId, gameId);
        return favoritesRepo.list(q, playerId);
      }),
  };
}
