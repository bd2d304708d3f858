import { z } from 'zod';
import { defineCall } from './define';
import { currencyId, dbInt, gameId, id, memberId } from './schemas';
import type { PoolCommitment } from '../instant/verify';
import type { InstantGameInfo, InstantPurchaseResult, InstantTicket } from '../instant/wire';
import type { InstantRules } from '../instant/rules';

// Instant games (scratchcard, spinner, crossword) sold from committed pools (docs/instant-games.md).
// Purchase failures are results with the join exit codes 1..10, as joins are.

export const MAX_INSTANT_PACK = 20;

export const getInstantGames = defineCall<InstantGameInfo[]>()({
  name: 'getInstantGames',
  access: 'open',
  area: 'games',
  summary: "The site's instant games: price, top prize, odds, return, the committed pool on sale",
  params: z.object({ memberId }),
});

export const buyInstantTickets = defineCall<InstantPurchaseResult>()({
  name: 'buyInstantTickets',
  access: 'auth',
  area: 'games',
  summary: 'Buy one ticket or a pack; the prize is credited with the purchase; exitCode 0 on success',
  params: z.object({
    gameId,
    currencyId,
    tickets: z.number().int().min(1).max(MAX_INSTANT_PACK),
    /** Client-chosen per purchase: a retried purchase answers the first one and buys nothing. */
    purchaseKey: z.string().min(8).max(64),
  }),
});

export const getUnfinishedInstantTickets = defineCall<InstantTicket[]>()({
  name: 'getUnfinishedInstantTickets',
  access: 'auth',
  area: 'games',
  summary: "The player's tickets not yet fully revealed, oldest first, with where each stopped",
  params: z.object({}).passthrough(),
});

export const updateInstantReveal = defineCall<InstantTicket>()({
  name: 'updateInstantReveal',
  access: 'auth',
  area: 'games',
  summary: 'Record reveal progress of a ticket (units done); resumes there on any device',
  params: z.object({ ticketId: id, revealed: z.array(z.number().int().min(0).max(63)).max(64) }),
});

export const revealAllInstant = defineCall<InstantTicket[]>()({
  name: 'revealAllInstant',
  access: 'auth',
  area: 'games',
  summary: 'Mark the given tickets (or every unfinished one of the player) fully revealed',
  params: z.object({ ticketIds: z.array(id).max(200).optional() }),
});

export const getInstantTicketHistory = defineCall<{
  tickets: InstantTicket[];
  total: number;
  /** The rules and commitment of each pool the tickets come from: the answer saved is evidence. */
  pools: { rules: InstantRules; pool: PoolCommitment }[];
}>()({
  name: 'getInstantTicketHistory',
  access: 'auth',
  area: 'history',
  summary: "The player's instant tickets, newest first, with evidence for replay and verification",
  params: z.object({
    gameId: gameId.optional(),
    offset: dbInt.default(0),
    limit: z.number().int().min(1).max(100).default(20),
  }),
});

export const getInstantPool = defineCall<{ rules: InstantRules; pool: PoolCommitment }>()({
  name: 'getInstantPool',
  access: 'open',
  area: 'games',
  summary: "A pool's commitment and rules (its seed once sold out or retired): what a verifier needs",
  params: z.object({ gameId, poolNo: id }),
});
