import type { Logger } from 'pino';
import type { OperatorConfig } from './config/schema';
import type { SitesService } from './config/sites';
import type { AccountsService } from './domain/accounts/service';
import type { CashierService } from './domain/cashier/service';
import type { ContentServices } from './domain/content';
import type { Scheduler } from './domain/engine/scheduler';
import type { GamesService } from './domain/games/service';
import type { InstantService } from './domain/instant/service';
import type { AttemptLimits } from './domain/limits';
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
import type { Clock } from './ports/clock';
import type { LobbyFeed } from './ports/lobbyFeed';
import type { PushHub } from './ports/pushHub';
import type { SessionResolver } from './ports/session';

/** What every part of the server is built from; created once per process by `createServices`. */
export interface CoreServices {
  log: Logger;
  clock: Clock;
  push: PushHub;
  sessions: SessionResolver;
  /** Resolves once storage is open and the game engine runs (GET /healthz). */
  ready(): boolean;
}

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
  /** Abuse limits counted in the database, per recipient, client address and site (docs/security.md). */
  limits: AttemptLimits;
}
