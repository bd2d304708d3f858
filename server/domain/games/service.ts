import type { GameResultsResult } from '../../../protocol/calls/games';
import type {
  GameFilter,
  GameInstance,
  GameLobbyInfo,
  PayoutInfoEntry,
  PlayerInGame,
} from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import type { CurrencyBook } from '../money';
import type { GameType } from '../../../protocol/calls/games';
import type { GameStatus } from '../../../protocol/gameStatus';
import { bonoboOf, pageOf, toGameType, typeMatchesFilter, type Bonobo } from './catalogue';
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
  /** `viewer`: the caller's username, to mark the caller's own wins (never sent back). */
  results(gameInstanceId: number, replay: boolean, viewer?: string): Promise<GameResultsResult | null>;
  players(gameInstanceId: number): Promise<PlayerInGame[]>;
  /** Payout table, prizes estimated from an instance's sales when given; null for an unknown game. */
  payoutInfo(gameId: number, gameInstanceId?: number): Promise<PayoutInfoEntry[] | null>;
  lastWinningDraws(
    gameId: number,
  ): Promise<{ gameInstanceId: number; draws: number[]; draws2nd?: number[]; endedOn: number }[]>;
  /** Game types a site offers that match the filter, paged by its firstResult and maxResults. */
  types(memberId: number, filter: GameFilter): GameType[];
  /** Lobby instances of one type on a site, in the given statuses (all when none), one page. */
  typeInstances(
    q: {
      memberId: number;
      gameId: number;
      gameStatuses?: GameStatus[];
      firstResult: number;
      maxResults: number;
    },
    viewer?: { playerId: number } | null,
  ): Promise<{ games: GameInstance[]; totalCount: number }>;
  /** The OPEN instances of every type a site offers, optionally in one currency. */
  allTypeInstances(
    memberId: number,
    currencyId: string | undefined,
    viewer?: { playerId: number } | null,
  ): Promise<GameInstance[]>;
  /** The bonus (bonobo) prize of a type or one of its instances; null for an unknown game. */
  bonobo(gameId: number, gameInstanceId?: number): Promise<Bonobo | null>;
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

  const present = (rows: InstanceRow[], viewer?: { playerId: number } | null) =>
    presentRows({ db, currencies, plays }, rows, viewer);

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
      return game ? lobbyInfoOf(game, currencies, typesById) : null;
    },

    favorites: (playerId) => favoritesRepo.list(db, playerId),

    saveFavorite: (playerId, gameId) =>
      db.tx(async (q) => {
        await favoritesRepo.save(q, playerId, gameId, clock.now());
        return favoritesRepo.list(q, playerId);
      }),

    results: (gameInstanceId, replay, viewer) => reader.results(db, gameInstanceId, replay, viewer),
    players: (gameInstanceId) => reader.players(db, gameInstanceId),
    payoutInfo: (gameId, gameInstanceId) => reader.payoutInfo(db, gameId, gameInstanceId),
    lastWinningDraws: (gameId) => reader.lastWinningDraws(db, gameId),

    types: (memberId, filter) => typesOf(deps.gameTypes, currencies, memberId, filter),

    async typeInstances(query, viewer) {
      const rows = await instancesRepo.live(db, { memberId: query.memberId, gameId: query.gameId });
      const { page, totalCount } = pageOf(rows, query.gameStatuses, query.firstResult, query.maxResults);
      return { games: (await present(page, viewer)).map((p) => p.game), totalCount };
    },

    async allTypeInstances(memberId, currencyId, viewer) {
      const rows = await instancesRepo.live(db, { memberId, currencyId });
      const open = rows.filter((r) => r.status === 'OPEN' && r.registration_end_at > clock.now());
      return (await present(open, viewer)).map((p) => p.game);
    },

    async bonobo(gameId, gameInstanceId) {
      const type = typesById.get(gameId);
      if (gameInstanceId !== undefined && (await instancesRepo.byId(db, gameInstanceId))?.game_id !== gameId)
        return null;
      const table = await reader.payoutInfo(db, gameId, gameInstanceId);
      return type && table ? bonoboOf(type, table, currencies) : null;
    },

    deleteFavorite: (playerId, gameId) =>
      db.tx(async (q) => {
        await favoritesRepo.delete(q, playerId, gameId);
        return favoritesRepo.list(q, playerId);
      }),
  };
}

/** Instance rows as the lobby shows them; for a logged-in viewer, with favourites and their plays. */
async function presentRows(
  deps: { db: Db; currencies: CurrencyBook; plays: NonNullable<GamesDeps['plays']> },
  rows: InstanceRow[],
  viewer?: { playerId: number } | null,
) {
  const { db, currencies } = deps;
  if (!viewer) return rows.map((row) => ({ row, game: toGameInstance(row, currencies) }));
  const [favorites, playCounts] = await Promise.all([
    favoritesRepo.list(db, viewer.playerId),
    deps.plays.playsByInstance(
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

/** The site's game types that match the filter, paged by firstResult and maxResults. */
function typesOf(
  gameTypes: readonly GameTypeConfig[],
  currencies: CurrencyBook,
  memberId: number,
  filter: Parameters<GamesService['types']>[1],
) {
  const first = filter.firstResult !== undefined && filter.firstResult > 0 ? filter.firstResult : 0;
  const max = filter.maxResults !== undefined && filter.maxResults > 0 ? filter.maxResults : Infinity;
  return gameTypes
    .filter(
      (t) => t.memberIds.includes(memberId) && typeMatchesFilter(t, { ...filter, memberId }, currencies),
    )
    .slice(first, first + max)
    .map((t) => toGameType(t, currencies));
}
