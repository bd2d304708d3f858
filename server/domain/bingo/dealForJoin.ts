import type { BingoTerms } from '../../config/bingoSchema';
import { cryptoSource } from '../draw/random';
import { JoinExit, type JoinExitCode } from '../play/exits';
import { dealCards, formatCard } from './cards';

export type DealtCards = { ok: true; plays: string[] } | { ok: false; code?: JoinExitCode; detail: string };

/**
 * The cards a bingo join buys: userPlaysCount fresh cards dealt from operating-system randomness,
 * each one play (so price, limits, refunds and history are the joins'). The player never picks
 * the numbers, so userPlays must be empty; strips are bought six tickets at a time.
 */
export function bingoCardsFor(
  req: { userPlays: readonly string[]; userPlaysCount: number; betType?: string; perm?: boolean },
  terms: BingoTerms,
  maxCards: number,
): DealtCards {
  if (req.userPlays.length > 0) return { ok: false, detail: 'bingo cards are dealt by the server' };
  if (req.betType || req.perm) return { ok: false, detail: 'this game has no bet types' };
  const n = req.userPlaysCount;
  if (!Number.isInteger(n) || n < 1) return { ok: false, detail: 'buy at least one card' };
  if (n > maxCards) return { ok: false, code: JoinExit.tooManyLines, detail: `at most ${maxCards} cards` };
  if (terms.strips && n % 6 !== 0) return { ok: false, detail: 'tickets are sold in strips of six' };
  return { ok: true, plays: dealCards(cryptoSource(), terms.format, n, terms.strips).map(formatCard) };
}
