import type {
  CrosswordTicketView,
  ScratchcardTicketView,
  SpinnerTicketView,
} from '../../src/stores/instant/ticketView';

/** Instant tickets for the harness and the visual tests: fixed data, as the server would derive it. */
const base = { gameId: 1, priceMinor: 200, finished: false } as const;

/** 'Match three' that wins: three stars pay 50.00. */
export const matchThreeWin: ScratchcardTicketView = {
  ...base,
  kind: 'scratchcard',
  ticketId: 'SC-000142',
  gameName: 'Lucky Stars',
  currencyId: 'USD',
  prizeMinor: 5000,
  card: {
    layout: 'matchThree',
    cells: [
      { symbol: 'star', prizeMinor: 5000 },
      { symbol: 'bell', prizeMinor: 400 },
      { symbol: 'cherry', prizeMinor: 200 },
      { symbol: 'seven', prizeMinor: 100_000 },
      { symbol: 'star', prizeMinor: 5000 },
      { symbol: 'bell', prizeMinor: 400 },
      { symbol: 'diamond', prizeMinor: 1000 },
      { symbol: 'cherry', prizeMinor: 200 },
      { symbol: 'star', prizeMinor: 5000 },
    ],
  },
  revealed: { cells: [] },
};

/** 'Match three' with no symbol three times. */
export const matchThreeLoss: ScratchcardTicketView = {
  ...matchThreeWin,
  ticketId: 'SC-000143',
  prizeMinor: 0,
  card: {
    layout: 'matchThree',
    cells: [
      { symbol: 'crown', prizeMinor: 20_000 },
      { symbol: 'bell', prizeMinor: 400 },
      { symbol: 'cherry', prizeMinor: 200 },
      { symbol: 'seven', prizeMinor: 100_000 },
      { symbol: 'star', prizeMinor: 5000 },
      { symbol: 'bell', prizeMinor: 400 },
      { symbol: 'clover', prizeMinor: 1000 },
      { symbol: 'cherry', prizeMinor: 200 },
      { symbol: 'star', prizeMinor: 5000 },
    ],
  },
};

/** 'Your numbers vs winning numbers' that wins twice: 19 pays 5.00 and 33 pays 15.00. */
export const numbersWin: ScratchcardTicketView = {
  ...base,
  kind: 'scratchcard',
  ticketId: 'SC-100007',
  gameName: 'Number Match',
  currencyId: 'EUR',
  priceMinor: 100,
  prizeMinor: 2000,
  card: {
    layout: 'numbers',
    winningNumbers: [7, 19, 33],
    yourNumbers: [
      { number: 4, prizeMinor: 100 },
      { number: 19, prizeMinor: 500 },
      { number: 25, prizeMinor: 200 },
      { number: 12, prizeMinor: 10_000 },
      { number: 40, prizeMinor: 100 },
      { number: 8, prizeMinor: 300 },
      { number: 33, prizeMinor: 1500 },
      { number: 21, prizeMinor: 100 },
    ],
  },
  revealed: { cells: [] },
};

const segments = [
  { prizeMinor: 0, weight: 30 },
  { prizeMinor: 100, weight: 20 },
  { prizeMinor: 0, weight: 15 },
  { prizeMinor: 200, weight: 12 },
  { prizeMinor: 500, weight: 10 },
  { prizeMinor: 0, weight: 8 },
  { prizeMinor: 1000, weight: 4 },
  { prizeMinor: 5000, weight: 1 },
];

export const spinnerWin: SpinnerTicketView = {
  ...base,
  kind: 'spinner',
  ticketId: 'SP-000031',
  gameName: 'Prize Wheel',
  currencyId: 'GBP',
  priceMinor: 100,
  prizeMinor: 500,
  segments,
  winningSegment: 4,
  revealed: { spun: false },
};

export const spinnerLoss: SpinnerTicketView = {
  ...spinnerWin,
  ticketId: 'SP-000032',
  prizeMinor: 0,
  winningSegment: 2,
};

/**
 * A 'Cash Word' grid of six words. The winning ticket's letters complete TICKET, PRIZE and ENGINE
 * (three words pay 10.00); the losing ticket's complete only TICKET.
 */
const cashWord = {
  ...base,
  kind: 'crossword',
  gameName: 'Cash Word',
  currencyId: 'EUR',
  rows: 8,
  cols: 6,
  words: [
    { word: 'PLANET', row: 0, col: 0, direction: 'across' },
    { word: 'PRIZE', row: 0, col: 0, direction: 'down' },
    { word: 'NAPKIN', row: 0, col: 3, direction: 'down' },
    { word: 'TICKET', row: 0, col: 5, direction: 'down' },
    { word: 'ENGINE', row: 4, col: 0, direction: 'across' },
    { word: 'GOLD', row: 4, col: 2, direction: 'down' },
  ],
  prizeTable: [
    { words: 2, prizeMinor: 200 },
    { words: 3, prizeMinor: 1000 },
    { words: 4, prizeMinor: 5000 },
    { words: 5, prizeMinor: 50_000 },
    { words: 6, prizeMinor: 1_000_000 },
  ],
} as const;

export const crosswordWin: CrosswordTicketView = {
  ...cashWord,
  words: [...cashWord.words],
  prizeTable: [...cashWord.prizeTable],
  ticketId: 'CW-000210',
  prizeMinor: 1000,
  calledLetters: ['E', 'S', 'T', 'R', 'K', 'M', 'I', 'P', 'N', 'C', 'Z', 'G'],
  revealed: { called: 0 },
};

export const crosswordLoss: CrosswordTicketView = {
  ...crosswordWin,
  ticketId: 'CW-000211',
  prizeMinor: 0,
  calledLetters: ['E', 'S', 'T', 'I', 'C', 'K', 'A', 'M', 'O', 'U', 'B', 'H'],
};

/** A brush stroke over part of the top-left cell of the wide 'match three' card (under the auto-reveal threshold). */
export const halfScratch: { x: number; y: number }[] = [
  { x: 60, y: 70 },
  { x: 190, y: 70 },
  { x: 190, y: 118 },
  { x: 110, y: 118 },
];
