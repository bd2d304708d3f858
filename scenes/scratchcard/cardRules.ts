import type { ScratchCard } from '../../src/stores/instant/ticketView';

/** How many scratch cells a card has: nine, or the winning numbers then your numbers. */
export function scratchCellCount(card: ScratchCard): number {
  return card.layout === 'matchThree'
    ? card.cells.length
    : card.winningNumbers.length + card.yourNumbers.length;
}

/**
 * The cells that make the card's win, to light once revealed: a 'match three' card's cells of the
 * symbol shown three times or more; a numbers card's matched numbers (winning and yours).
 */
export function winningCells(card: ScratchCard): number[] {
  if (card.layout === 'matchThree') {
    const counts = new Map<string, number>();
    for (const c of card.cells) counts.set(c.symbol, (counts.get(c.symbol) ?? 0) + 1);
    return card.cells.flatMap((c, i) => ((counts.get(c.symbol) ?? 0) >= 3 ? [i] : []));
  }
  const yours = new Set(card.yourNumbers.map((y) => y.number));
  const winning = new Set(card.winningNumbers);
  const offset = card.winningNumbers.length;
  return [
    ...card.winningNumbers.flatMap((n, i) => (yours.has(n) ? [i] : [])),
    ...card.yourNumbers.flatMap((y, i) => (winning.has(y.number) ? [offset + i] : [])),
  ];
}

/** What the card's face pays, from the rules as printed (the server's prize must equal it). */
export function cardPrize(card: ScratchCard): number {
  if (card.layout === 'matchThree') {
    const cells = winningCells(card);
    return cells.length ? card.cells[cells[0]].prizeMinor : 0;
  }
  const winning = new Set(card.winningNumbers);
  return card.yourNumbers.reduce((sum, y) => sum + (winning.has(y.number) ? y.prizeMinor : 0), 0);
}
