import type { TicketStatus } from '../../../protocol/calls/play';
import type { GameStatus } from '../../../protocol/gameStatus';

/** How long after its game ended a ticket that did not win can still be checked as 'not a win'. */
export const TICKET_CHECK_DAYS = 180;
const CHECK_WINDOW_MS = TICKET_CHECK_DAYS * 24 * 60 * 60 * 1000;

/** What the store knows about a ticket, its join and its game. */
export interface TicketFacts {
  reprintedAs: string | null;
  /** The join was cancelled by the player or refunded with its game. */
  refunded: boolean;
  refundPhase: string | null;
  status: GameStatus;
  endedAt: number | null;
  prizeMinor: number;
  /** Every winning play of the ticket has been credited. */
  paid: boolean;
}

/**
 * The spec's ticket check states (section 4), in the order they take precedence. A game's
 * results are not told before it has ENDED (the draw plays out live until then), so a started
 * game's ticket is 'notEnded' even once settled.
 */
export function ticketState(facts: TicketFacts | null, now: number): TicketStatus {
  if (!facts) return 'invalid';
  if (facts.reprintedAs) return 'reprinted';
  if (facts.refunded || facts.refundPhase !== null || facts.status === 'REFUNDED') return 'cancelled';
  if (facts.status === 'STARTED') return 'notEnded';
  if (facts.status !== 'ENDED') return 'notStarted';
  if (facts.prizeMinor > 0) return facts.paid ? 'cashed' : 'winning';
  if (facts.endedAt !== null && now - facts.endedAt > CHECK_WINDOW_MS) return 'expired';
  return 'notAWin';
}
