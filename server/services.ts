import type { Logger } from 'pino';
import type { PushEventData, PushMessage } from '../protocol/events';
import type { GameInstance } from '../protocol/types';
import type { OperatorConfig } from './config/schema';
import type { SitesService } from './config/sites';
import type { AccountsService } from './domain/accounts/service';
import type { CashierService } from './domain/cashier/service';
import type { ContentServices } from './domain/content';
import type { Scheduler } from './domain/engine/scheduler';
import type { GamesService } from './domain/games/service';
import type { InstantService } from './domain/instant/service';
import type { JoinService } from './domain/play/joinService';
import type { SubscriptionsService } from './domain/play/subscriptions';
import type { PendingJoinsService } from './domain/tickets/pendingJoins';
import type { TicketsService } from './domain/tickets/service';
import type { GameHistory } from './domain/play/history';
import type { GeoService } from './domain/geo/service';
import type { Mailer, Texter } from './domain/messaging/mailer';
import type { PlayersService } from './domain/players/service';
import type { ResponsibleGamingService } from './domain/responsibleGaming/service';
import type { SessionService } from './domain/sessions/service';
import type { VerificationService } from './domain/verification/service';
import type { Db } from './storage/db';

/** A logged-in player's session as the transport and handlers see it. */
export interface SessionInfo {
  sessionId: string;
  playerId: number;
  memberId: number;
  username: string;
  expiresAt: number;
}

/** Topic hub: in-process by default, Redis pub/sub across processes when REDIS_URL is set. */
export interface PushHub {
  publish(topic: string, event: string, data: unknown): void;
  /** Listener gets every push on the topic from now on; returns the unsubscribe function. */
  subscribe(topic: string, listener: (push: PushMessage) => void): () => void;
  /** Recent pushes on the topics after a hub-wide cursor, for HTTP polling; and the new cursor. */
  since(topics: string[], after: number): { pushes: PushMessage[]; cursor: number };
  close(): Promise<void>;
}

/** Sessions as the transport needs them; the players domain implements the rest. */
export interface SessionResolver {
  /** The live session for a token (touching its idle timer), or null when unknown or expired. */
  resolve(token: string): Promise<SessionInfo | null>;
  /**
   * Why a token's session ended ('replaced' by a login elsewhere, 'banned', 'logout', ...), or
   * null when it is live or unknown; lets HTTP-polling clients hear why they were logged out.
   */
  endedReason?(token: string): Promise<string | null>;
  /** resolve(), or a session this process looked up a moment ago (calls over a socket or HTTP). */
  resolveRecent?(token: string): Promise<SessionInfo | null>;
  /** Forgets sessions another process ended, heard on their session topics. */
  forget?(sessionIds: readonly string[]): void;
}

/** Wall clock, injectable so the scheduler and session expiry can be driven by tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What every part of the server is built from; created once per process by `createServices`. */
export interface CoreServices {
  log: Logger;
  clock: Clock;
  push: PushHub;
  sessions: SessionResolver;
  /** Resolves once storage is open and the game engine runs (GET /healthz). */
  ready(): boolean;
}

/**
 * Where the game engine reports lobby changes; the push layer batches them every 3 s into the
 * lobby topics. Called only after the change is committed.
 */
export interface LobbyFeed {
  gameChanged(instance: GameInstance): void;
  gameRemoved(gameInstanceId: number, memberIds: number[]): void;
  /** A committed join or cancel moved an instance's counts (the `playsAndPlayersUpdate` push). */
  playsChanged?(update: PushEventData['playsAndPlayersUpdate'], memberIds: readonly number[]): void;
}

export const noLobbyFeed: LobbyFeed = { gameChanged: () => undefined, gameRemoved: () => undefined };

/** Everything handlers can reach. */
export interface Services extends CoreServices {
  db: Db;
  config: OperatorConfig;
  /** Sites: configuration, currencies, locales, messages and custom pages. */
  sites: SitesService;
  /** Also the transport's SessionResolver. */
  sessions: SessionService;
  players: PlayersService;
  /** Email, phone and identity verification. */
  verification: VerificationService;
  /** Countries, provinces, postal codes, the IP look-up and form dropdowns. */
  geo: GeoService;
  /** Email and SMS (the development outbox unless SMTP_URL / SMS_URL are configured). */
  mailer: Mailer;
  texter: Texter;
  accounts: AccountsService;
  /** Deposits, coupons, withdrawals, history: every cashier call (server/domain/cashier). */
  cashier: CashierService;
  games: GamesService;
  /** Joins: buying plays in game instances. */
  joins: JoinService;
  subscriptions: SubscriptionsService;
  /** Purchased tickets (purchaseTicket) and their check (checkTicketStatus). */
  tickets: TicketsService;
  /** Instant games sold from committed pools (scratchcard, spinner, crossword). */
  instant: InstantService;
  /** Joins a guest asked for, placed once paid for (one-click checkout). */
  pendingJoins: PendingJoinsService;
  /** Self limits, time-out and self-exclusion (the checks themselves run inside joins and deposits). */
  responsibleGaming: ResponsibleGamingService;
  gameHistory: GameHistory;
  engine: Scheduler;
  lobbyFeed: LobbyFeed;
  /** Ads, referrals, support cases and offline events (issue 15). */
  content: ContentServices;
}
