import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { PLAYER_STATUSES, type PlayerStatus } from './roles';
import { operatorCall, ALL, currencyId, epochMs, listOrder, minorAmount, reason } from './spec';

/** The columns a player search can be sorted by. */
export const PLAYER_SORTS = ['id', 'username', 'registeredAt'] as const;

/** One player in a search: personal fields are null for roles that may not see them. */
export interface PlayerListing {
  playerId: number;
  username: string;
  /** First and last name; null for roles without personal data. */
  name: string | null;
  email: string | null;
  siteId: number;
  status: PlayerStatus;
  /** Cash balance per currency, minor units; null for roles that do not see money. */
  balance: Record<string, number> | null;
  registeredAt: number;
}

export interface PlayerOverview {
  player: PlayerListing & {
    screenName: string;
    phone: string | null;
    segment: string;
    demo: boolean;
    verification: { email: boolean; phone: boolean; id: boolean; address: boolean; status: string | null };
    country: string | null;
  };
  /** Every account of the player: currency, type (cash, bonus, points, subscriptions), balance; null without money. */
  balances: { currency: string; type: string; balance: number }[] | null;
  /** The player's latest ledger entries, newest first; null without money. */
  transactions:
    | { transactionId: number; at: number; kind: string; currency: string; account: string; amount: number }[]
    | null;
  /** Latest game rounds: joins (draws, raffles, bingo cards) and instant purchases, newest first. */
  rounds: {
    kind: 'join' | 'instant';
    game: string;
    gameId: number;
    instanceId: number | null;
    at: number;
    plays: number;
    currency: string;
    stake: number;
    prize: number;
    refunded: boolean;
  }[];
  responsibleGaming: {
    timeoutUntil: number | null;
    selfExcludedUntil: number | null;
    own: { kind: string; enabled: boolean; amount: number; currency: string }[];
    customerService: { kind: string; amount: number; currency: string; setBy: string }[];
  };
  /** Sessions not ended nor expired. */
  sessions: { siteId: number; startedAt: number; lastSeenAt: number; expiresAt: number }[];
  /**
   * The latest sign-ins, live or not, newest first, with the address each came from (null for
   * roles without contact data, and for sign-ins older than the record of addresses).
   */
  logins: PlayerLogin[];
  /** Operators' notes on the player, newest first; null for roles that may not write them. */
  notes: PlayerNote[] | null;
}

export interface PlayerLogin {
  siteId: number;
  at: number;
  lastSeenAt: number;
  ip: string | null;
  state: 'live' | 'ended' | 'expired';
}

export interface PlayerNote {
  noteId: number;
  operator: string;
  text: string;
  at: number;
}

/** Matches counted at most: past it the answer says `capped` (docs/operator-api.md). */
export const PLAYER_COUNT_CAP = 1000;

export const searchPlayers = operatorCall<{
  /** The players matching, counted up to PLAYER_COUNT_CAP. */
  total: number;
  /** More players match than `total`: the count stopped at the cap. */
  capped: boolean;
  players: PlayerListing[];
}>()({
  name: 'searchPlayers',
  summary:
    "Players of the operator's sites whose username, email, name or phone contains the query, or with that id, narrowed by status, identity, segment, country, registration date and cash balance.",
  roles: ALL,
  changes: false,
  params: z
    .strictObject({
      siteId: id.optional(),
      query: z.string().trim().max(100),
      status: z.enum(PLAYER_STATUSES).optional(),
      verified: z.boolean().optional(),
      /** The player's segment (A, A1, B, C...), exactly. */
      segment: z.string().trim().min(1).max(16).optional(),
      /** The two-letter country of the player's details, either case. */
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'validation.country')
        .optional(),
      /** Registered at or after (epoch ms). */
      registeredFrom: epochMs.optional(),
      /** Registered before (epoch ms, exclusive). */
      registeredTo: epochMs.optional(),
      /** Cash balance at least / at most (minor units), in `currency` or in any currency without it. */
      minBalance: minorAmount.optional(),
      maxBalance: minorAmount.optional(),
      currency: currencyId.optional(),
      limit: z.number().int().min(1).max(200).optional(),
      offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
      ...listOrder(PLAYER_SORTS),
    })
    .refine(
      (p) =>
        p.registeredFrom === undefined || p.registeredTo === undefined || p.registeredTo > p.registeredFrom,
      { message: 'validation.range', path: ['registeredTo'] },
    )
    .refine((p) => p.minBalance === undefined || p.maxBalance === undefined || p.maxBalance >= p.minBalance, {
      message: 'validation.range',
      path: ['maxBalance'],
    })
    .refine((p) => p.currency === undefined || p.minBalance !== undefined || p.maxBalance !== undefined, {
      message: 'validation.currencyWithoutRange',
      path: ['currency'],
    }),
  siteOf: (p) => p.siteId,
});

export const getPlayer = operatorCall<PlayerOverview>()({
  name: 'getPlayer',
  summary:
    'One player: balances, status, verification, recent transactions and rounds, limits, sessions (audited as viewPlayer).',
  roles: ['owner', 'finance', 'compliance', 'support', 'readonly'],
  changes: false,
  params: z.strictObject({ playerId: id }),
});

export const setPlayerStatus = operatorCall<{ done: true; status: PlayerStatus }>()({
  name: 'setPlayerStatus',
  summary: 'Active, suspended or banned; suspending or banning ends the sessions and refuses logins.',
  roles: ['owner', 'compliance'],
  changes: true,
  params: z.strictObject({ playerId: id, status: z.enum(PLAYER_STATUSES), reason }),
});

export const endPlayerSessions = operatorCall<{ done: true; ended: number }>()({
  name: 'endPlayerSessions',
  summary: 'Force logout: ends every session of the player (their pages meet the login at their next call).',
  roles: ['owner', 'compliance', 'support'],
  changes: true,
  params: z.strictObject({ playerId: id, reason }),
});

export const addPlayerNote = operatorCall<{ note: PlayerNote }>()({
  name: 'addPlayerNote',
  summary: 'A note on the player for the operators (never shown to the player), kept with its author.',
  roles: ['owner', 'finance', 'compliance', 'support'],
  changes: true,
  params: z.strictObject({ playerId: id, text: z.string().trim().min(2).max(2000) }),
});
