import type { GameHistoryEntry } from '../../../protocol/calls/history';
import type { GameInstance, SearchResult } from '../../../protocol/types';
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

/** A player's completed games: what they played, paid and won in each (spec: game history, 5 a page). */
export function createGameHistory(deps: { db: Db; currencies: CurrencyBook }) {
  const { db, currencies } = deps;
  return {
    async search(h: HistoryQuery): Promise<SearchResult<GameHistoryEntry>> {
      const rows = await db.query<{
        id: number;
        game_id: number;
        title: string;
        ended_at: number;
        currency: string;
        plays: number;
        wagered: number;
        won: number;
        total: number;
      }>(
        `SELECT i.id, i.game_id, i.snapshot->>'title' AS title, i.ended_at, i.currency, ip.plays,
                (SELECT coalesce(sum(j.cost_minor + j.fee_minor), 0) FROM joins j
                  WHERE j.instance_id = i.id AND j.player_id = ip.player_id AND NOT j.refunded)::bigint AS wagered,
                (SELECT coalesce(sum(w.prize_minor), 0) FROM play_wins w
                  WHERE w.instance_id = i.id AND w.player_id = ip.player_id)::bigint AS won,
                count(*) OVER ()::integer AS total
         FROM instance_players ip JOIN game_instances i ON i.id = ip.instance_id
         WHERE ip.player_id = $1 AND i.status = 'ENDED'
           AND ($2::bigint IS NULL OR i.ended_at >= $2) AND ($3::bigint IS NULL OR i.ended_at <= $3)
           AND ($4::integer IS NULL OR i.game_id = $4) AND ($5::bigint IS NULL OR i.id = $5)
         ORDER BY i.ended_at DESC, i.id DESC LIMIT $6 OFFSET $7`,
        [
          h.playerId,
          h.gameEndedMin ?? null,
          h.gameEndedMax ?? null,
          h.gameId ?? null,
          h.gameInstanceId ?? null,
          h.maxResults,
          h.page * h.maxResults,
        ],
      );
      return {
        totalCount: rows[0]?.total ?? 0,
        result: rows.map((r) => {
          const decimals = currencies.infoOf(r.currency);
          return {
            gameInstanceId: r.id,
            gameId: r.game_id,
            gameTitle: r.title,
            gameEndedOn: r.ended_at,
            plays: r.plays,
            wagered: toMajor(r.wagered, decimals),
            won: toMajor(r.won, decimals),
            currencyId: r.currency,
          };
        }),
      };
    },

    /** One game with the player's plays and what each won; null when the player was not in it. */
    async detail(playerId: number, gameInstanceId: number): Promise<HistoryDetail | null> {
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
    },
  };
}

export type GameHistory = ReturnType<typeof createGameHistory>;
