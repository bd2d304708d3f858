import type { GameHistoryEntry } from '../../../protocol/calls/history';
import type { GameInstance, SearchResult } from '../../../protocol/types';
import { instantRulesOf, type InstantGameConfig } from '../../config/instantSchema';
import type { Db } from '../../storage/db';
import { instancesRepo } from '../games/instancesRepo';
import { toGameInstance } from '../games/toGameInstance';
import { toMajor, type CurrencyBook } from '../money';

export interface HistoryQuery {
  playerId: number;
  gameEndedMin?: number;
  gameEndedMax?: number;
  gameId?: number;
  gameInstanceId?: number;
  page: number;
  maxResults: number;
}

export interface HistoryDetail {
  game: GameInstance;
  plays: { play: string; rankNumber: number | null; prize: number; isMyPlay: boolean }[];
}

interface HistoryDeps {
  db: Db;
  currencies: CurrencyBook;
  /** Instant games' titles and kinds, by game id. */
  instantGames: ReadonlyMap<number, { title: string; kind: InstantKind }>;
}

/** A player's completed games: what they played, paid and won in each (spec: game history, 5 a page). */
export function createGameHistory(deps: {
  db: Db;
  currencies: CurrencyBook;
  /** The configured instant games, for their titles and kinds (instant purchases are history too). */
  instantGames?: readonly InstantGameConfig[];
}) {
  const history: HistoryDeps = {
    db: deps.db,
    currencies: deps.currencies,
    instantGames: new Map(
      (deps.instantGames ?? []).map((g) => [g.gameId, { title: g.title, kind: instantRulesOf(g).kind }]),
    ),
  };
  return {
    search: (h: HistoryQuery): Promise<SearchResult<GameHistoryEntry>> => search(history, h),
    /** One game with the player's plays and what each won; null when the player was not in it. */
    detail: (playerId: number, gameInstanceId: number): Promise<HistoryDetail | null> =>
      detail(history, playerId, gameInstanceId),
  };
}

export type GameHistory = ReturnType<typeof createGameHistory>;
type InstantKind = ReturnType<typeof instantRulesOf>['kind'];

/**
 * Draw games the player was in, and instant purchases (one row each: an instant ticket ends when
 * it is bought), in one newest-first list so paging spans both.
 */
const HISTORY_PAGE = `WITH draws AS (
     SELECT i.id, NULL::bigint AS purchase_id, i.game_id, i.snapshot->>'title' AS title, i.ended_at,
            i.currency, ip.plays,
            (SELECT coalesce(sum(j.cost_minor + j.fee_minor), 0) FROM joins j
              WHERE j.instance_id = i.id AND j.player_id = ip.player_id AND NOT j.refunded)::bigint AS wagered,
            (SELECT coalesce(sum(w.prize_minor), 0) FROM play_wins w
              WHERE w.instance_id = i.id AND w.player_id = ip.player_id)::bigint AS won,
            coalesce(jsonb_typeof(i.snapshot->'bingo') = 'object', false) AS bingo
     FROM instance_players ip JOIN game_instances i ON i.id = ip.instance_id
     WHERE ip.player_id = $1 AND i.status = 'ENDED'
       AND ($2::bigint IS NULL OR i.ended_at >= $2) AND ($3::bigint IS NULL OR i.ended_at <= $3)
       AND ($4::integer IS NULL OR i.game_id = $4) AND ($5::bigint IS NULL OR i.id = $5)
   ), instant AS (
     SELECT 0::bigint AS id, p.id AS purchase_id, p.game_id, NULL::text AS title, p.created_at AS ended_at,
            p.currency, p.tickets AS plays, p.price_minor AS wagered,
            -- Only what the player has seen: a ticket's prize counts once it is finished and paid.
            (SELECT coalesce(sum(t.prize_minor), 0) FROM instant_tickets t
              WHERE t.purchase_id = p.id AND t.prize_paid_at IS NOT NULL)::bigint AS won,
            false AS bingo
     FROM instant_purchases p
     WHERE p.player_id = $1 AND $5::bigint IS NULL
       AND ($2::bigint IS NULL OR p.created_at >= $2) AND ($3::bigint IS NULL OR p.created_at <= $3)
       AND ($4::integer IS NULL OR p.game_id = $4)
   )
   SELECT *, count(*) OVER ()::integer AS total
   FROM (SELECT * FROM draws UNION ALL SELECT * FROM instant) AS games
   ORDER BY ended_at DESC, id DESC, purchase_id DESC LIMIT $6 OFFSET $7`;

async function search(history: HistoryDeps, h: HistoryQuery): Promise<SearchResult<GameHistoryEntry>> {
  const rows = await history.db.query<{
    id: number;
    purchase_id: number | null;
    game_id: number;
    title: string | null;
    ended_at: number;
    currency: string;
    plays: number;
    wagered: number;
    won: number;
    total: number;
    bingo: boolean;
  }>(HISTORY_PAGE, [
    h.playerId,
    h.gameEndedMin ?? null,
    h.gameEndedMax ?? null,
    h.gameId ?? null,
    h.gameInstanceId ?? null,
    h.maxResults,
    h.page * h.maxResults,
  ]);
  return {
    totalCount: rows[0]?.total ?? 0,
    result: rows.map((r) => {
      const decimals = history.currencies.infoOf(r.currency);
      const instant = r.purchase_id === null ? undefined : history.instantGames.get(r.game_id);
      return {
        gameInstanceId: Number(r.id),
        gameId: r.game_id,
        gameTitle: instant?.title ?? r.title ?? '',
        gameEndedOn: Number(r.ended_at),
        plays: r.plays,
        wagered: toMajor(Number(r.wagered), decimals),
        won: toMajor(Number(r.won), decimals),
        currencyId: r.currency,
        ...(r.bingo ? { bingo: true as const } : {}),
        ...(r.purchase_id === null
          ? {}
          : { instant: { purchaseId: Number(r.purchase_id), kind: instant?.kind ?? 'scratchcard' } }),
      };
    }),
  };
}

async function detail(
  history: HistoryDeps,
  playerId: number,
  gameInstanceId: number,
): Promise<HistoryDetail | null> {
  const { db, currencies } = history;
  const row = await instancesRepo.byId(db, gameInstanceId);
  if (!row) return null;
  const plays = await db.query<{ play: string; rank_number: number | null; prize_minor: number }>(
    `SELECT p.play, w.rank_number, coalesce(w.prize_minor, 0) AS prize_minor
     FROM plays p LEFT JOIN play_wins w ON w.play_id = p.id
     WHERE p.instance_id = $1 AND p.player_id = $2 ORDER BY p.id`,
    [gameInstanceId, playerId],
  );
  if (plays.length === 0) return null;
  const decimals = currencies.infoOf(row.currency);
  return {
    game: toGameInstance(row, currencies, { favGame: false, playerPlaysInGame: plays.length }),
    plays: plays.map((p) => ({
      play: p.play,
      rankNumber: p.rank_number,
      prize: toMajor(p.prize_minor, decimals),
      isMyPlay: true,
    })),
  };
}
