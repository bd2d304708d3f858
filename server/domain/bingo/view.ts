import type { BingoFormat, BingoGameView } from '../../../protocol/bingo';
import { bingoCells } from '../../../protocol/bingo';
import type { Queryable } from '../../storage/db';
import { instancesRepo } from '../games/instancesRepo';
import { toMajor, type CurrencyBook } from '../money';
import { patternPrizes } from './flow';
import { bingoRepo } from './repo';
import { publicName } from '../players/publicName';

/**
 * What a bingo screen shows at any moment (getBingoGame): the numbers called so far and never one
 * more, each pattern's prize (as fixed at the start, or as the sales stand before it) and winners,
 * the jackpot, the commitment (and the seed once the calling is over), and the caller's own cards.
 * Null when the instance is not a bingo game.
 */
export async function bingoGameView(
  q: Queryable,
  deps: { currencies: CurrencyBook },
  gameInstanceId: number,
  playerId: number | null,
): Promise<BingoGameView | null> {
  const row = await instancesRepo.byId(q, gameInstanceId);
  const terms = row?.snapshot.bingo;
  if (!row || !terms) return null;
  const money = deps.currencies.infoOf(row.currency);
  const game = await bingoRepo.byId(q, row.id);
  const finished = game?.finished_at != null || row.status === 'ENDED';
  const calls = game ? game.calls.slice(0, finished ? game.calls.length : game.called) : [];
  // Before the start: what each pattern pays as the sales stand (its guarantee at least).
  const prizes =
    game?.prizes_minor ?? patternPrizes(terms, row.prize_pool_minor, Math.max(1, row.play_count));
  const wins = await q.query<{
    pattern_index: number;
    play_id: number;
    call_number: number;
    screen_name: string;
    username: string;
    prize_minor: number;
    jackpot_minor: number;
  }>(
    `SELECT w.pattern_index, w.play_id, w.call_number, pl.screen_name, pl.username, w.prize_minor, w.jackpot_minor
     FROM bingo_wins w JOIN players pl ON pl.id = w.player_id WHERE w.instance_id = $1 ORDER BY w.pattern_index, w.play_id`,
    [row.id],
  );
  const cards = playerId
    ? await q.query<{ id: number; play: string; prize_minor: number }>(
        `SELECT p.id, p.play, coalesce(w.prize_minor, 0) AS prize_minor
         FROM plays p LEFT JOIN play_wins w ON w.play_id = p.id
         WHERE p.instance_id = $1 AND p.player_id = $2 ORDER BY p.id`,
        [row.id, playerId],
      )
    : [];
  const jackpotMinor = game
    ? game.jackpot_minor
    : row.snapshot.progressive && terms.jackpotCalls > 0
      ? row.progressive_minor
      : 0;
  return {
    gameInstanceId: row.id,
    format: terms.format as BingoFormat,
    gameStatus: row.status,
    callIntervalMs: terms.callIntervalMs,
    calls,
    patternIndex: game?.pattern_index ?? 0,
    patterns: terms.patterns.map((p, i) => {
      const mine = wins.filter((w) => w.pattern_index === i);
      return {
        pattern: p.pattern,
        prize: toMajor(Number(prizes[i]), money),
        ...(mine.length > 0
          ? {
              wonAtCall: mine[0].call_number,
              winners: mine.map((w) => ({
                playId: Number(w.play_id),
                screenName: publicName(w.screen_name, w.username),
                prize: toMajor(Number(w.prize_minor), money),
                ...(Number(w.jackpot_minor) > 0 ? { jackpot: toMajor(Number(w.jackpot_minor), money) } : {}),
              })),
            }
          : {}),
      };
    }),
    jackpot: toMajor(Number(jackpotMinor), money),
    jackpotCalls: terms.jackpotCalls,
    seedCommitment: row.seed_commitment ?? null,
    seed: finished ? (row.seed ?? null) : null,
    cards: cards.map((c) => ({
      playId: Number(c.id),
      cells: bingoCells(c.play),
      prize: toMajor(Number(c.prize_minor), money),
    })),
    finished,
  };
}
