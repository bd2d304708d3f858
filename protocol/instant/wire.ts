import type { ExitResult } from '../calls/results';
import type { PoolCommitment, TicketEvidence } from './verify';
import type { InstantKind, InstantRules, InstantVariant } from './rules';

/** The pool on sale's tickets and prizes still unsold (money in major units), as scratch-off pages show. */
export interface PoolOnSale {
  gameId: number;
  poolNo: number;
  poolSize: number;
  ticketsLeft: number;
  prizesLeft: { prize: number; count: number; left: number }[];
}

/** An instant game as the lobby tile and the buy dialog show it (money in major units). */
export interface InstantGameInfo {
  gameId: number;
  title: string;
  titleShort: string;
  description: string;
  kind: InstantKind;
  variant: InstantVariant;
  currencyId: string;
  price: number;
  topPrize: number;
  /** 1 in this many tickets wins a prize. */
  oddsOneIn: number;
  /** Exact return to player of every pool, 0..1. */
  rtp: number;
  packSizes: number[];
  /** False once every pool is sold: the lobby shows the game closed. */
  open: boolean;
  ticketsLeft: number;
  /** The pool on sale now, committed (its seed is null until it is sold out or retired). */
  pool: PoolCommitment | null;
  /** Tickets and prizes left in that pool, pushed live as `instantProgress` while it sells. */
  progress: PoolOnSale | null;
  rules: InstantRules;
}

/** A bought ticket with its evidence and where its reveal stopped. */
export interface InstantTicket extends TicketEvidence {
  ticketId: number;
  purchaseId: number;
  kind: InstantKind;
  title: string;
  currencyId: string;
  price: number;
  prize: number;
  /** Reveal units done (cells scratched, letters called, the spin), in the order they were done. */
  revealed: number[];
  revealUnits: number;
  /** Fully revealed (confirmInstantReveal, revealAll or confirmCrosswordEnd). */
  finished: boolean;
  boughtAt: number;
}

export interface InstantPurchaseResult extends ExitResult {
  purchaseId: number | null;
  tickets: InstantTicket[];
  /** What the tickets won together; already credited. */
  totalPrize: number;
  accountBalance: number | null;
}
