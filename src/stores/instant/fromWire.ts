import { toMinor } from '../../../protocol/money';
import {
  SCRATCH_SYMBOLS,
  type InstantProgress,
  type InstantTicketView,
  type ScratchSymbol,
} from './ticketView';
import type { TicketPresentation } from '../../../protocol/instant/presentation';
import type { InstantRules, PrizeTier } from '../../../protocol/instant/rules';
import type { InstantTicket } from '../../../protocol/instant/wire';

/** The scenes' ticket view derived from the wire shape of protocol/instant. */
export type WirePresentation = TicketPresentation;
export type WireTicket = Pick<
  InstantTicket,
  'ticketId' | 'title' | 'currencyId' | 'price' | 'prize' | 'revealed' | 'finished'
>;
export type WireRules = Pick<InstantRules, 'gameId'> & { prizes: Pick<PrizeTier, 'prizeMinor' | 'words'>[] };

/**
 * A 'match three' card's symbols: each distinct amount gets its own symbol, the cheapest the
 * first, so the same prize always wears the same symbol on every card of a game.
 */
export function symbolsForAmounts(cells: readonly number[]): ScratchSymbol[] {
  const amounts = [...new Set(cells)].sort((a, b) => a - b);
  return cells.map((c) => SCRATCH_SYMBOLS[amounts.indexOf(c) % SCRATCH_SYMBOLS.length]);
}

export function ticketViewOf(ticket: WireTicket, p: WirePresentation, rules: WireRules): InstantTicketView {
  const base = {
    ticketId: String(ticket.ticketId),
    gameId: rules.gameId,
    gameName: ticket.title,
    currencyId: ticket.currencyId,
    priceMinor: toMinor(ticket.price, ticket.currencyId),
    prizeMinor: toMinor(ticket.prize, ticket.currencyId),
    finished: ticket.finished,
  };
  const done = new Set(ticket.revealed);
  if (p.kind === 'scratchcard' && p.variant === 'match3') {
    const symbols = symbolsForAmounts(p.cells);
    return {
      ...base,
      kind: 'scratchcard',
      card: {
        layout: 'matchThree',
        cells: p.cells.map((prizeMinor, i) => ({ symbol: symbols[i], prizeMinor })),
      },
      revealed: { cells: p.cells.flatMap((_, i) => (done.has(i) ? [i] : [])) },
    };
  }
  if (p.kind === 'scratchcard') {
    // Unit 0 is the winning numbers' panel (all its cells), unit i + 1 your number i.
    const w = p.winningNumbers.length;
    const cells = [
      ...(done.has(0) ? p.winningNumbers.map((_, i) => i) : []),
      ...p.yourNumbers.flatMap((_, i) => (done.has(i + 1) ? [w + i] : [])),
    ];
    return {
      ...base,
      kind: 'scratchcard',
      card: { layout: 'numbers', winningNumbers: p.winningNumbers, yourNumbers: p.yourNumbers },
      revealed: { cells },
    };
  }
  if (p.kind === 'spinner')
    return {
      ...base,
      kind: 'spinner',
      segments: p.segments.map((prizeMinor) => ({ prizeMinor, weight: 1 })),
      winningSegment: p.stopSegment,
      revealed: { spun: done.has(0) },
    };
  return {
    ...base,
    kind: 'crossword',
    rows: p.height,
    cols: p.width,
    words: p.words.map((w) => ({ ...w, direction: 'across' as const })),
    calledLetters: p.calledLetters,
    prizeTable: rules.prizes.flatMap((t) => (t.words ? [{ words: t.words, prizeMinor: t.prizeMinor }] : [])),
    revealed: { called: Math.min(ticket.revealed.length, p.calledLetters.length) },
  };
}

/** The wire's reveal units for what a scene reported (the page sends them to the server). */
export function revealUnitsOf(view: InstantTicketView, progress: InstantProgress): number[] {
  if (view.kind === 'spinner') return 'spun' in progress && progress.spun ? [0] : [];
  if (view.kind === 'crossword')
    return 'called' in progress ? Array.from({ length: progress.called }, (_, i) => i) : [];
  if (!('cells' in progress)) return [];
  if (view.card.layout === 'matchThree') return [...progress.cells];
  const w = view.card.winningNumbers.length;
  const cells = new Set(progress.cells);
  const panel = view.card.winningNumbers.every((_, i) => cells.has(i)) ? [0] : [];
  return [...panel, ...progress.cells.filter((c) => c >= w).map((c) => c - w + 1)];
}
