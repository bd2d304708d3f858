import pino, { type Logger } from 'pino';
import { configPathFrom, loadConfig } from './config/loader';
import type { OperatorConfig } from './config/schema';
import { createSites } from './config/sites';
import { sendPurchaseReceipt } from './domain/tickets/purchaseReceipt';
import { createAccountsService } from './domain/accounts/service';
import { createContentServices, type ContentServices } from './domain/content';
import { createCashierService, type CashierService } from './domain/cashier/service';
import type { HttpGet } from './domain/cashier/tracking';
import { createPaymentProvider } from './domain/payments/createProvider';
import { paymentsRefusal } from './domain/payments/sandboxGuard';
import { createOperatorMessageRelay, type OperatorMessageRelay } from './domain/content/operatorMessages';
import { announceMaintenanceNotice, sweepWindows } from './domain/content/maintenanceWindows';
import { createScheduler, type Scheduler } from './domain/engine/scheduler';
import { placeSeats } from './domain/engine/satellites';
import { gameTypesRepo } from './domain/games/gameTypesRepo';
import { createGamesService } from './domain/games/service';
import { createAttemptLimits } from './domain/limits';
import { createJoinService, type JoinRouter } from './domain/play/joinService';
import { holdingsLookup } from './domain/play/playsLookup';
import { createSubscriptionsService } from './domain/play/subscriptions';
import { createPendingJoins } from './domain/tickets/pendingJoins';
import { createTicketsService } from './domain/tickets/service';
import { createInstantService, type InstantService } from './domain/instant/service';
import { createGameHistory } from './domain/play/history';
import { currencyBook, type CurrencyBook } from './domain/money';
import { createGeoService } from './domain/geo/service';
import type { Mailer } from './domain/messaging/mailer';
import { createOutbox } from './domain/messaging/outbox';
import { createSmtpMailer, type SmtpOptions } from './domain/messaging/smtpMailer';
import { bothTexters } from './domain/messaging/bothTexters';
import { createHttpTexter, type SmsGatewayOptions } from './domain/messaging/httpTexter';
import { createPlayersService, type PlayersDeps } from './domain/players/service';
import { syncCurrencyValues } from './domain/responsibleGaming/currencyValues';
import {
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './domain/responsibleGaming/service';
import { loadIpTable } from './domain/geo/eligibility';
import { dirname } from 'node:path';
import { followWhiteLabels, loadWhiteLabels } from './domain/operators/whiteLabels';
import { seedOperator } from './domain/seed/seedOperator';
import { seedPlayers } from './domain/seed/seedPlayers';
import { createSessionService } from './domain/sessions/service';
import { createVerificationService } from './domain/verification/service';
import { migrate } from './storage/migrate';
import type { Db } from './storage/db';
import { openDb } from './storage/openDb';
import { type Services } from './services';
import { noLobbyFeed, type LobbyFeed } from './ports/lobbyFeed';
import { systemClock, type Clock } from './ports/clock';
import type { PushHub } from './ports/pushHub';

export interface CreateServicesOptions {
  /** PGlite directory (default ./data/pglite); `memory://` for tests. */
  dataDir?: string;
  /** PostgreSQL URL; when set, PGlite is not used. server/main.ts passes DATABASE_URL. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests use a throwaway one). */
  databaseSchema?: string;
  /** Operator config (default DRAWHALL_CONFIG or config/demo.json). */
  configPath?: string;
  /** Create the config's seed players (default off; main.ts reads DRAWHALL_SEED). */
  seed?: boolean;
  /** Development aids: every stored mail and SMS is also logged, links and codes included. */
  dev?: boolean;
  /**
   * Run with the sandbox payment provider or the default webhook secret (a demo: main.ts reads
   * DRAWHALL_ALLOW_SANDBOX, which `npm start` sets). Off: the server refuses to start with either.
   */
  allowSandboxPayments?: boolean;
  clock?: Clock;
  log?: Logger;
  push: PushHub;
  lobbyFeed?: LobbyFeed;
  /** Several processes on one database (app.ts, with Redis): each instance's joins made by one. */
  joinRouter?: JoinRouter;
  /** Run the game scheduler loop (default true; tests drive `engine.tick()` themselves). */
  startEngine?: boolean;
  /** Scheduler loop period (default 1000 ms). */
  engineIntervalMs?: number;
  /** Directory of message catalogues (default config/locales). */
  localesDir?: string;
  /** The first-deposit tracking GET (tests give a fake; default fetch). */
  trackingGet?: HttpGet;
  /** Told of every draw the engine performs (startServer counts them in its metrics). */
  onDraw?: (gameId: number) => void;
  /** Real email delivery (server/main.ts passes SMTP_URL); unset: mail goes to the outbox. */
  smtp?: SmtpOptions;
  /** SMS through an HTTP gateway (server/main.ts passes SMS_URL); unset: SMS goes to the outbox. */
  sms?: SmsGatewayOptions;
}

export type AppServices = Services & {
  close(): Promise<void>;
  /** Pushes what scripts/messages.ts stored (every 2 s while the engine runs; tests call tick). */
  operatorMessages: OperatorMessageRelay;
};

/** Opens storage, migrates, loads the config (refusing to start on errors), seeds, starts the engine. */
export async function createServices(options: CreateServicesOptions): Promise<AppServices> {
  const base = loadBase(options);
  const { log, clock, config, currencies } = base;
  const db = await openStorage(options, base);
  const { mailer, texter, smtp } = createMessaging(options, base, db);
  const play = createPlay(options, base, db, mailer);
  const { sessions, joins, subscriptions, engine } = play;
  const sites = createSites(config, { localesDir: options.localesDir });
  // White labels made in the back office, and those other processes make from now on.
  await loadWhiteLabels(db, sites, log);
  const unfollowWhiteLabels = followWhiteLabels({ push: options.push, db, sites, log });
  const limits = createAttemptLimits({ db, clock });
  const playersDeps: PlayersDeps = {
    limits,
    db,
    sessions,
    clock,
    push: options.push,
    policy: config.players,
    site: base.siteOf,
    mailer,
    texter,
  };
  const { cashier, provider } = createCashier(options, base, db);
  const geo = createGeoService(config);
  const responsibleGaming = createResponsibleGamingService({
    db,
    clock,
    site: base.siteOf,
    push: options.push,
    sessions,
    cashier,
    ipTable: base.ipTable,
    fallbackCountryOfIp: geo.countryOfIp,
  });
  const content = createContentServices({
    db,
    clock,
    mailer,
    limits,
    money: { db, push: options.push, currencies },
    site: base.siteOf,
  });
  const operatorMessages = createOperatorMessageRelay({
    db,
    clock,
    push: options.push,
    offlineEvents: content.offlineEvents,
    memberIds: () => config.sites.map((site) => site.memberId),
    // Scheduled maintenance windows begin and end on the relay's beat (at most 2 s late).
    sweep: async () => {
      for (const memberId of await sweepWindows({ db, clock }))
        await announceMaintenanceNotice(db, options.push, memberId);
    },
    onError: (err) => log.warn({ err }, 'operator messages failed'),
  });
  const instant = createInstantService({
    db,
    clock,
    push: options.push,
    currencies,
    games: config.instantGames,
    bonusReleasePercent: base.bonusReleasePercent,
  });
  const startEngine = options.startEngine ?? true;
  const stopBackground = startEngine
    ? startBackground(log, { engine, cashier, responsibleGaming, operatorMessages, content, instant })
    : () => undefined;
  let open = true;

  return {
    log,
    clock,
    push: options.push,
    db,
    config,
    sites,
    sessions,
    players: createPlayersService(playersDeps),
    verification: createVerificationService(playersDeps),
    geo,
    mailer,
    texter,
    accounts: createAccountsService({ db, currencies }),
    cashier,
    games: createGamesService({ db, clock, currencies, gameTypes: config.gameTypes, plays: holdingsLookup }),
    joins,
    subscriptions,
    tickets: play.tickets,
    instant,
    pendingJoins: play.pendingJoins,
    responsibleGaming,
    gameHistory: createGameHistory({ db, currencies, instantGames: config.instantGames }),
    engine,
    lobbyFeed: base.lobbyFeed,
    content,
    limits,
    operatorMessages,
    ready: () => open && (!startEngine || engine.running()),
    async close() {
      if (!open) return;
      open = false;
      await engine.stop();
      operatorMessages.stop();
      unfollowWhiteLabels();
      stopBackground();
      provider.close();
      smtp?.close();
      await db.close();
    },
  };
}

/** What every part is built from, read before any storage is opened. */
interface Base {
  log: Logger;
  clock: Clock;
  lobbyFeed: LobbyFeed;
  configPath: string;
  config: OperatorConfig;
  ipTable: ReturnType<typeof loadIpTable>;
  currencies: CurrencyBook;
  seedOn: boolean;
  devOn: boolean;
  smsGateway: ReturnType<typeof createHttpTexter> | undefined;
  siteOf(memberId: number): OperatorConfig['sites'][number] | undefined;
  /** The site's share of each wager released from the bonus bucket to cash. */
  bonusReleasePercent(memberId: number): number;
}

/** Config first: a bad config (or a malformed SMS_URL) fails fast, before any storage is touched. */
function loadBase(options: CreateServicesOptions): Base {
  const log = options.log ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const configPath = configPathFrom(options.configPath);
  const config = loadConfig(configPath);
  const paymentsRefused = paymentsRefusal(config.payments, options.allowSandboxPayments ?? false);
  if (paymentsRefused) throw new Error(`Refusing to start: ${paymentsRefused}`);
  const siteOf = (memberId: number) => config.sites.find((s) => s.memberId === memberId);
  return {
    log,
    clock: options.clock ?? systemClock,
    lobbyFeed: options.lobbyFeed ?? noLobbyFeed,
    configPath,
    config,
    ipTable: loadIpTable(config.geo, dirname(configPath)),
    currencies: currencyBook(config.currencies),
    seedOn: options.seed ?? false,
    devOn: options.dev ?? false,
    smsGateway: options.sms?.url ? createHttpTexter(options.sms, { log }) : undefined,
    siteOf,
    bonusReleasePercent: (memberId) => siteOf(memberId)?.cashier.bonusReleasePercent ?? 0,
  };
}

/** Storage opened and migrated, the config's game types and currency values synced, the demo seeded. */
async function openStorage(options: CreateServicesOptions, base: Base): Promise<Db> {
  const { log, clock, config } = base;
  const db = await openDb({
    // Only server/main.ts reads the environment: a test that asks for memory:// gets PGlite even
    // when DATABASE_URL is set for the PostgreSQL suites.
    databaseUrl: options.databaseUrl || undefined,
    dataDir: options.dataDir,
    schema: options.databaseSchema,
  });
  try {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
    await db.tx((q) => gameTypesRepo.sync(q, config.gameTypes, clock.now()));
    await db.tx((q) => syncCurrencyValues(q, config.currencies));
    if (base.seedOn) {
      const { created } = await seedPlayers(db, config.seed.players, clock.now());
      if (created) log.info({ created }, 'seed players created');
      if (await seedOperator(db, clock.now())) log.info('demo operator created');
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Email and SMS: SMTP and the HTTP gateway when configured, else the outbox. */
function createMessaging(options: CreateServicesOptions, base: Base, db: Db) {
  const { log, clock, devOn, smsGateway } = base;
  // In development each stored message is also logged, so a newcomer finds the links in the log;
  // otherwise bodies (live tokens) are never logged.
  const outbox = createOutbox({
    db,
    clock,
    announce: devOn
      ? (m) =>
          log.info({ channel: m.channel, to: m.recipient }, `dev ${m.channel} to ${m.recipient}: ${m.body}`)
      : undefined,
  });
  const smtp = options.smtp?.url ? createSmtpMailer(options.smtp, { site: base.siteOf, log }) : undefined;
  // In development, SMS sent through the gateway is still stored, for GET /dev/outbox.
  const texter = smsGateway ? (devOn ? bothTexters(smsGateway, outbox.texter) : smsGateway) : outbox.texter;
  return { mailer: smtp ?? outbox.mailer, texter, smtp };
}

/** Sessions, joins, subscriptions, tickets, the checkout's pending joins, and the game engine. */
function createPlay(options: CreateServicesOptions, base: Base, db: Db, mailer: Mailer) {
  const { log, clock, config, currencies } = base;
  const sessions = createSessionService({
    db,
    clock,
    push: options.push,
    policy: {
      idleMs: config.sessions.idleMinutes * 60_000,
      absoluteMs: config.sessions.absoluteHours * 3_600_000,
    },
  });
  const joins = createJoinService({
    db,
    clock,
    currencies,
    gameTypes: config.gameTypes,
    feed: base.lobbyFeed,
    push: options.push,
    bonusReleasePercent: base.bonusReleasePercent,
    router: options.joinRouter,
  });
  const subscriptions = createSubscriptionsService({
    db,
    clock,
    currencies,
    joins,
    gameTypes: config.gameTypes,
    mailer,
    limits: createAttemptLimits({ db, clock }),
    site: base.siteOf,
  });
  const tickets = createTicketsService({ db, clock, currencies, joins, subscriptions });
  const pendingJoins = createPendingJoins({
    db,
    clock,
    gameTypes: config.gameTypes,
    joins,
    subscriptions,
    receipt: (playerId, joinId) =>
      sendPurchaseReceipt({ db, clock, mailer, currencies, site: base.siteOf }, playerId, joinId).catch(
        (err: unknown) => log.warn({ err, joinId }, 'purchase receipt not sent'),
      ),
  });
  const engine = createScheduler({
    db,
    clock,
    feed: base.lobbyFeed,
    currencies,
    gameTypes: config.gameTypes,
    log,
    intervalMs: options.engineIntervalMs,
    onDraw: options.onDraw,
    push: options.push,
    // Subscriptions join each new instance as soon as the engine has opened it.
    afterPass: async () => {
      await subscriptions.placeDue();
      await placeSeats({ db, clock, joins }); // satellite winners' seats in their next game
      await pendingJoins.placeDue(); // one-click checkout joins, once their player has paid in
    },
  });
  return { sessions, joins, subscriptions, tickets, pendingJoins, engine };
}

/** The cashier and its payment provider, whose webhooks come back into it. */
function createCashier(options: CreateServicesOptions, base: Base, db: Db) {
  const { log, clock, config, currencies } = base;
  // Bound late because each needs the other.
  const cashierRef: { current?: CashierService } = {};
  const provider = createPaymentProvider(
    config.payments,
    async (body, signature) => void (await cashierRef.current?.handleWebhook(body, signature)),
    log,
  );
  const cashier = createCashierService({
    db,
    push: options.push,
    clock,
    currencies,
    config,
    provider,
    log,
    httpGet: options.trackingGet,
  });
  cashierRef.current = cashier;
  return { cashier, provider };
}

/** The engine loop and the periodic work beside it; returns what stops the timers. */
function startBackground(
  log: Logger,
  s: {
    engine: Scheduler;
    cashier: CashierService;
    responsibleGaming: ResponsibleGamingService;
    operatorMessages: OperatorMessageRelay;
    content: ContentServices;
    instant: InstantService;
  },
): () => void {
  s.engine.start();
  // Card payments nobody answers and unpaid mBoB requests are closed once a minute.
  const depositSweep = setInterval(
    () => void s.cashier.expireStale().catch((err) => log.warn({ err }, 'deposit sweep failed')),
    60_000,
  );
  depositSweep.unref();
  // Unclaimed guest checkout accounts expire after days, so an hourly look is soon enough.
  const guestSweep = setInterval(
    () =>
      void s.cashier.expireUnclaimedGuests().catch((err) => log.warn({ err }, 'guest account sweep failed')),
    3_600_000,
  );
  guestSweep.unref();
  // Reality check reminders are due to the second only roughly; every 15 s is close enough.
  const realityChecks = setInterval(
    () =>
      void s.responsibleGaming.realityCheckTick().catch((err) => log.warn({ err }, 'reality check failed')),
    15_000,
  );
  realityChecks.unref();
  // Held referral rewards are paid once their referred players have wagered enough.
  const referralRewards = setInterval(
    () => void s.content.referrals.releaseHeld().catch((err) => log.warn({ err }, 'referral rewards failed')),
    60_000,
  );
  referralRewards.unref();
  // Instant tickets left unfinished past the time-out are finished and their prizes paid.
  const abandonedTickets = setInterval(
    () => void s.instant.finishAbandoned().catch((err) => log.warn({ err }, 'instant ticket sweep failed')),
    60_000,
  );
  abandonedTickets.unref();
  s.operatorMessages.start();
  return () => {
    clearInterval(depositSweep);
    clearInterval(guestSweep);
    clearInterval(realityChecks);
    clearInterval(referralRewards);
    clearInterval(abandonedTickets);
  };
}
