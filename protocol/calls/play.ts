import { z } from 'zod';
import { defineCall } from './define';
import { currencyId, gameId, gameInstanceId, id, memberId, play } from './schemas';
import { rules } from '../validation/rules';
import type { GameStatus } from '../gameStatus';
import { MAX_PLAYS_PER_REQUEST } from '../constants';
import type { ExitResult, IdOrFailure, OneResult } from './results';

// Joining games and buying tickets (area games). Failures are results with exitCode 1..10, not faults.

export { MAX_PLAYS_PER_REQUEST };

const playsOf = z.array(play).max(MAX_PLAYS_PER_REQUEST);
/** How many draws a subscription covers; 0 joins this instance once. */
const subscriptions = z.number().int().min(0).max(52);

/**
 * Join request (spec section 3). userPlays may hold fewer plays than userPlaysCount: the server
 * quick-picks the rest. It may never hold more.
 */
export const joinGameParams = z
  .object({
    gameId,
    gameInstanceId,
    userPlays: playsOf,
    userPlaysCount: z.number().int().min(1).max(MAX_PLAYS_PER_REQUEST),
    currencyId,
    subscriptions: subscriptions.default(0),
    /** A subscription plan instead of N draws: every draw of the coming month, or pay as you go. */
    subscriptionPlan: z.enum(['monthly', 'paygo']).optional(),
    /**
     * A subscription promotion of the game (getSubscriptionPromotion), by id or by its code alone;
     * only with subscriptions > 0 or a plan. An unknown, wrong or ended one is a Server.Validation
     * fault on field promotionCode and buys nothing.
     */
    promotionId: id.optional(),
    promotionCode: z.string().trim().min(1).max(32).optional(),
    /**
     * Idempotency key chosen by the client per purchase (a UUID): a retried join with the same
     * key answers the first join's result and buys nothing more. Without it every call is a new join.
     */
    joinKey: z.string().min(8).max(64).optional(),
    /**
     * Bet type of every play, for fixed-odds one-draw games (oneDrawGameExt, ExtMulti, Perm), one
     * of BET_TYPE_ORDER; each play is then that bet type's selection ("7", "3,11", a perm's
     * numbers, a banker) and costs gamePlayCost per line it stands for.
     */
    betType: z.string().min(1).max(32).optional(),
    /**
     * Email the player a receipt of this join (game, draw, lines, price) once it is bought: the
     * one-click checkout's single draw asks it (a subscription mails its own summary). Once per
     * join, however often it is retried; nothing for a refused one.
     */
    emailReceipt: z.boolean().default(false),
  })
  .refine((v) => v.userPlays.length <= v.userPlaysCount, {
    error: 'validation.plays.count',
    path: ['userPlays'],
  });

export interface JoinResult extends ExitResult {
  gameInstanceId: number;
  gameStatus: GameStatus;
  subscriptionCode: string | null;
  joinEvent: {
    joinCode: string;
    playerPlaysInGame: number;
    gamePlayCurrent: number;
    gamePlayerCurrent: number;
    lastJoinTimeMs: number;
    accountBalance?: number;
  } | null;
}

export const joinGame = defineCall<JoinResult>()({
  name: 'joinGame',
  access: 'auth',
  area: 'games',
  summary: 'Buy plays in a game instance, once or by subscription; exitCode 0 on success',
  params: joinGameParams,
});

export const joinGamePerm = defineCall<JoinResult>()({
  name: 'joinGamePerm',
  access: 'auth',
  area: 'games',
  summary: 'Join a permutation game with a bet type (Direct n, Perm n, Banker) and a stake per line',
  params: z.object({
    gameId,
    gameInstanceId,
    /** A bet type of the game (one-draw games), or 'Perm' for a perm entry of a ranked game. */
    betType: z.string().min(1).max(32),
    userPlays: playsOf.min(1),
    /** Stake per line, in the game currency's major unit: the game's gamePlayCost. */
    stake: z.number().finite().positive(),
    currencyId,
    joinKey: z.string().min(8).max(64).optional(),
  }),
});

export const joinGameCancel = defineCall<ExitResult & { gameInstanceId: number }>()({
  name: 'joinGameCancel',
  access: 'auth',
  area: 'games',
  summary: "Cancel the player's plays in an instance still open for registration; refunds them",
  params: z.object({ gameInstanceId }),
});

export const arePlaysAvailableForGame = defineCall<{ available: boolean; playsAvailable: number }>()({
  name: 'arePlaysAvailableForGame',
  access: 'auth',
  area: 'games',
  summary: 'Whether the requested number of plays can still be bought (spec Check plays request)',
  params: z.object({ gameInstanceId, plays: z.number().int().min(1).max(MAX_PLAYS_PER_REQUEST) }),
});

export const checkMaximumWagers = defineCall<{ allowed: boolean; remaining: number }>()({
  name: 'checkMaximumWagers',
  access: 'open',
  area: 'games',
  summary: 'Whether plays of this cost stay within the weekly wagering limit',
  params: z.object({
    gameInstanceId,
    userPlaysCount: z.number().int().min(1).max(MAX_PLAYS_PER_REQUEST),
    currencyId,
  }),
});

const ticketRequest = z.object({
  gameId,
  gameInstanceId: gameInstanceId.optional(),
  userPlays: playsOf,
  userPlaysCount: z.number().int().min(1).max(MAX_PLAYS_PER_REQUEST),
  currencyId,
  subscriptions: subscriptions.default(0),
});

/**
 * apiTxId is the join's code; on success the ticket's printed id and secure key come with it (the
 * key is shown once: the server keeps only its hash) for checkTicketStatus. playerInfo is kept with
 * the ticket as its holder, for the operator's reprint (scripts/tickets.ts); no call answers it.
 */
export const purchaseTicket = defineCall<
  ExitResult & { gameInstanceId: number; apiTxId: string; ticketId?: string; secureKey?: string }
>()({
  name: 'purchaseTicket',
  access: 'auth',
  area: 'games',
  summary: 'One-click purchase of a ticket (spec Purchase ticket request); exitCode 0 on success',
  params: z.object({
    ticketRequest,
    /**
     * As joinGame's: a purchase sent again with its key buys nothing more and answers the same
     * ticket. Its secure key is issued afresh (only the hash is kept, and the first answer was
     * lost), so the key the earlier attempt made, which no one saw, no longer checks.
     */
    joinKey: z.string().min(8).max(64).optional(),
    playerInfo: z.object({
      firstName: rules.name,
      lastName: rules.name,
      email: rules.email,
      phone: rules.phone.optional(),
      country: rules.country,
    }),
  }),
});

export const trackPendingJoin = defineCall<IdOrFailure>()({
  name: 'trackPendingJoin',
  access: 'auth',
  area: 'games',
  summary: 'Remember a join to complete after the deposit that pays for it; -1 on failure',
  params: ticketRequest,
});

export type TicketStatus =
  | 'notStarted'
  | 'notEnded'
  | 'cancelled'
  | 'expired'
  | 'cashed'
  | 'reprinted'
  | 'invalid'
  | 'winning'
  | 'notAWin';

export const checkTicketStatus = defineCall<{
  status: TicketStatus;
  prize?: number;
  currencyId?: string;
  gameInstanceId?: number;
}>()({
  name: 'checkTicketStatus',
  access: 'open',
  area: 'games',
  summary: 'Scan a ticket: its state by ticket id and secure key',
  params: z.object({ ticketId: z.string().min(1).max(32), secureKey: z.string().min(1).max(64) }),
});

export const confirmCrosswordEnd = defineCall<OneResult>()({
  name: 'confirmCrosswordEnd',
  access: 'open',
  area: 'games',
  summary: 'The player finished revealing a crossword instance',
  params: z.object({ gameInstanceId }),
});

export const claimInGameBonusNew = defineCall<{ claimed: boolean; amount: number; currencyId: string }>()({
  name: 'claimInGameBonusNew',
  access: 'open',
  area: 'games',
  summary:
    'Claim a prize item won in a game (bonusId: the prize id; choice 0 the item, 1 its cash option); claimed is false when it was claimed already',
  params: z.object({
    gameId,
    gameInstanceId,
    bonusId: id,
    choice: z.number().int().min(0).max(10),
    currencyId,
  }),
});

export const checkEmailWithActiveJoins = defineCall<boolean>()({
  name: 'checkEmailWithActiveJoins',
  access: 'open',
  area: 'games',
  summary: 'Whether an email already has plays in running games (one-click checkout)',
  params: z.object({ email: rules.email, memberId }),
});
