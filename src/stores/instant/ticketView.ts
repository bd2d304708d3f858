/**
 * What an instant ticket's scene is shown with: a sold ticket's presentation, derived by the
 * server deterministically from the ticket's outcome (decided at purchase), plus how far the player
 * has revealed it. Plain data only: the stores, the pages and the scenes (scenes/scratchcard,
 * scenes/spinner, scenes/crossword) all read it. Money is integer minor units with its currency
 * code; the page formats it (protocol/money formatMoney with unit 'minor').
 *
 * A view never contradicts its outcome: `prizeMinor` is what the ledger credited, and the symbols,
 * numbers, segment or letters shown win exactly that (a losing ticket never shows a win).
 */
export type InstantKind = 'scratchcard' | 'spinner' | 'crossword';

/** Fields every instant ticket view carries. */
export interface InstantTicketBase {
  /** The sold ticket's id (the one the verifier and the ticket history use). */
  ticketId: string;
  /** The operator's instant game type and its display name. */
  gameId: number;
  gameName: string;
  currencyId: string;
  /** What the ticket cost, and what it won in total (0: no win). */
  priceMinor: number;
  prizeMinor: number;
  /** The server has marked the ticket revealed (confirmCrosswordEnd or its equivalents). */
  finished: boolean;
}

// ---- scratchcard ----------------------------------------------------------------------------

/** Symbols a 'match three' card can show; scenes draw each as a vector glyph. */
export const SCRATCH_SYMBOLS = [
  'cherry',
  'bell',
  'star',
  'diamond',
  'seven',
  'clover',
  'crown',
  'horseshoe',
] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

/**
 * 'Match three' 3x3: nine cells, row-major, each a symbol with the prize it pays; three cells of
 * one symbol win that symbol's prize (a symbol's prize is the same on every cell that shows it).
 * At most one symbol appears three times, and only on a winning ticket.
 */
export interface MatchThreeCard {
  layout: 'matchThree';
  cells: readonly { symbol: ScratchSymbol; prizeMinor: number }[];
}

/**
 * 'Your numbers vs winning numbers': each of your numbers that equals one of the winning numbers
 * wins the prize printed under it. Scratch cells are the winning numbers first, then yours.
 */
export interface NumbersCard {
  layout: 'numbers';
  winningNumbers: readonly number[];
  yourNumbers: readonly { number: number; prizeMinor: number }[];
}

export type ScratchCard = MatchThreeCard | NumbersCard;

export interface ScratchcardProgress {
  /** Indices of the scratch cells fully revealed (scratched past the threshold or revealed). */
  cells: readonly number[];
}

export interface ScratchcardTicketView extends InstantTicketBase {
  kind: 'scratchcard';
  card: ScratchCard;
  revealed: ScratchcardProgress;
}

// ---- spinner --------------------------------------------------------------------------------

/**
 * One segment of the wheel, clockwise from the top. `weight` is its share of the published odds
 * and of the wheel's circumference; a segment with prize 0 is a 'no win'.
 */
export interface SpinnerSegment {
  prizeMinor: number;
  weight: number;
}

export interface SpinnerProgress {
  spun: boolean;
}

export interface SpinnerTicketView extends InstantTicketBase {
  kind: 'spinner';
  segments: readonly SpinnerSegment[];
  /** Where the wheel stops: the ticket's outcome (its prize is prizeMinor). */
  winningSegment: number;
  revealed: SpinnerProgress;
}

// ---- crossword ('Cash Word') ----------------------------------------------------------------

/** A word placed on the grid from (row, col), reading across or down; letters are A-Z. */
export interface CrosswordWord {
  word: string;
  row: number;
  col: number;
  direction: 'across' | 'down';
}

/** Completing `words` words pays `prizeMinor` (the highest row reached pays, not the sum). */
export interface CrosswordPrizeRow {
  words: number;
  prizeMinor: number;
}

export interface CrosswordProgress {
  /** How many of the called letters have been called on the stage so far. */
  called: number;
}

export interface CrosswordTicketView extends InstantTicketBase {
  kind: 'crossword';
  rows: number;
  cols: number;
  words: readonly CrosswordWord[];
  /** 'Your letters', in calling order; a word completes when all its letters are called. */
  calledLetters: readonly string[];
  prizeTable: readonly CrosswordPrizeRow[];
  revealed: CrosswordProgress;
}

export type InstantTicketView = ScratchcardTicketView | SpinnerTicketView | CrosswordTicketView;

/** The progress a scene reports as the player reveals (the page persists it with the ticket). */
export type InstantProgress = InstantTicketView['revealed'];
