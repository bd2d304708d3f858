import type { GameResultsResult } from '../../../protocol/calls/games';
import type { GameInstance, GameResults } from '../../../protocol/types';
import type { MyPlay } from '../results/gameOverMaths';

export type Winner = GameResults['winners'][number];

/**
 * What the lottery playout scene is given to show. Outcomes are data: the server decided the
 * draws, the player's plays and the winnings; the scene only animates them and holds no rules.
 */
export interface DrawResult {
  gameTitle: string;
  /** Balls are numbered 1..drawRange. */
  drawRange: number;
  /** The main balls in draw order. */
  draws: number[];
  /** Balls of the second set are numbered 1..drawRange2nd. */
  drawRange2nd?: number;
  /** Bonus (second set) balls in draw order, drawn after the main ones. */
  draws2nd?: number[];
  /** The player's plays as 'main,main,...#second,...' (e.g. '3,11,19#4'). */
  myPlays: string[];
  /** The player's total winnings in the major unit of currencyId. */
  winnings: number;
  progressive: { amount: number; won: boolean };
  /** Currency of winnings and progressive; USD when absent. */
  currencyId?: string;
  /** Win flags of the playout state (spec section 3). */
  flags?: { lucky?: boolean; bonobo?: boolean; multi?: boolean; perfect?: boolean };
}

/**
 * The playout state of spec section 3, as the stage shows it: draws, my plays, winnings, the
 * progressive and the win flags. Every field comes from the server's results; nothing is decided
 * here. It is the lottery scene's DrawResult (for a raffle the draws are the winning ticket (play)
 * ids, rank 1 first), so pages hand it over without a mapping.
 */
export interface PlayoutShow extends DrawResult {
  kind: 'lottery' | 'raffle';
  winners: Winner[];
}

/** The jackpot paid in this game, from the REPLAY1 settlement summary (absent while live). */
function jackpotPaid(replay: unknown): boolean {
  const settlement = (replay as { settlement?: { jackpotPaidMinor?: unknown } } | undefined)?.settlement;
  return typeof settlement?.jackpotPaidMinor === 'number' && settlement.jackpotPaidMinor > 0;
}

export function showOf(
  game: Pick<
    GameInstance,
    | 'gameTitle'
    | 'drawRange'
    | 'drawRange2nd'
    | 'gameRule'
    | 'progressiveAmount'
    | 'payoutCurrencyId'
    | 'currencyId'
  >,
  results: GameResultsResult | null,
  myPlays: readonly MyPlay[],
): PlayoutShow {
  const r = results?.results;
  const won = myPlays.filter((p) => p.rankNumber !== null && p.prize > 0);
  const winnings = won.reduce((sum, p) => sum + p.prize, 0);
  // Rank 1 is the top prize: the server settled it, the show only labels it.
  const perfect = won.some((p) => p.rankNumber === 1);
  return {
    kind: game.gameRule === 'raffleGame' ? 'raffle' : 'lottery',
    gameTitle: game.gameTitle,
    drawRange: game.drawRange,
    ...(game.drawRange2nd > 0 ? { drawRange2nd: game.drawRange2nd } : {}),
    draws: r?.draws ?? [],
    ...(r?.draws2nd?.length ? { draws2nd: r.draws2nd } : {}),
    myPlays: myPlays.map((p) => p.play),
    // The server's per-play prizes are in major units; formatting rounds the sum for display.
    winnings,
    progressive: { amount: game.progressiveAmount, won: perfect && jackpotPaid(results?.replay) },
    currencyId: game.payoutCurrencyId || game.currencyId,
    flags: { perfect, multi: won.length > 1 },
    winners: r?.winners ?? [],
  };
}
