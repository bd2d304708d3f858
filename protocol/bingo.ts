import type { BingoPattern } from './constants';

/**
 * Bingo on the wire. A card is a list of cells, row by row: 25 for a 75-ball card (5x5, the free
 * centre is 0), 27 for a 90-ball ticket (3x9, blanks are 0). Its play string is the cells joined
 * by ',' (as every play travels). The server decides every daub and win; the client only shows.
 */

export type BingoFormat = 75 | 90;

export const BINGO_SHAPE: Readonly<Record<BingoFormat, { rows: number; columns: number }>> = {
  75: { rows: 5, columns: 5 },
  90: { rows: 3, columns: 9 },
};

/** Patterns each format may play. */
export const BINGO_FORMAT_PATTERNS: Readonly<Record<BingoFormat, readonly BingoPattern[]>> = {
  75: ['row', 'column', 'diagonals', 'line', 'corners', 'x', 'fullBox'],
  90: ['oneLine', 'twoLines', 'fullHouse'],
};

/** The cells of a card's play string (0 = free or blank). */
export function bingoCells(play: string): number[] {
  return play.split(',').map(Number);
}

export interface BingoPatternState {
  pattern: BingoPattern;
  /** Major units of the game currency. */
  prize: number;
  /** Set once won: the call (1-based) that won it and the winners, each with their share. */
  wonAtCall?: number;
  winners?: { playId: number; screenName: string; prize: number; jackpot?: number }[];
}

/** One call, pushed to topic bingo.{gameInstanceId} as event bingoCall: small by design. */
export interface BingoCallPush {
  gameInstanceId: number;
  /** 1-based position in the committed call order. */
  call: number;
  number: number;
  /** Index of the pattern now being played (patterns.length once the game is over). */
  patternIndex: number;
  /** Only the patterns this call won, with their winners. */
  won?: { patternIndex: number; winners: NonNullable<BingoPatternState['winners']> }[];
  finished?: boolean;
}

/** getBingoGame result: everything a player's screen needs to join a game at any moment. */
export interface BingoGameView {
  gameInstanceId: number;
  format: BingoFormat;
  gameStatus: string;
  callIntervalMs: number;
  /** Numbers called so far, in order (the whole committed order once the game is over). */
  calls: number[];
  patternIndex: number;
  patterns: BingoPatternState[];
  /** Progressive jackpot for a full house within jackpotCalls calls (0 calls: none). */
  jackpot: number;
  jackpotCalls: number;
  /** Published when registration closes; the seed with the result (verify with the calls). */
  seedCommitment: string | null;
  seed: string | null;
  /** The caller's own cards in this game. */
  cards: { playId: number; cells: number[]; prize: number }[];
  finished: boolean;
}

/** The columns of a 75-ball card, each named by a letter of BINGO. */
export const BINGO_75_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export type BingoLetter = (typeof BINGO_75_LETTERS)[number];

/**
 * The letter a call is announced with: in 75-ball each column's 15 numbers share one (B 1-15,
 * I 16-30, N 31-45, G 46-60, O 61-75), so players find the number on their card at once.
 * 90-ball has no letters (null), nor has a number outside the format.
 */
export function bingoCallLetter(format: BingoFormat, number: number): BingoLetter | null {
  if (format !== 75 || !Number.isInteger(number) || number < 1 || number > 75) return null;
  return BINGO_75_LETTERS[Math.floor((number - 1) / 15)];
}
