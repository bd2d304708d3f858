import { z } from 'zod';
import { adSchema, referralsSchema, supportSchema } from './contentSchema';
import { limitsSchema } from './limitsSchema';
import { CURRENCIES } from '../../protocol/currencies';
import { BET_TYPE_ORDER } from '../../protocol/constants';
import { ID_DOCUMENT_MAX_BYTES } from '../../protocol/idDocument';
import { bingoSchema, checkBingo } from './bingoSchema';
import { cashierSettingsSchema, couponSchema, paymentsSchema } from './moneySchema';
import { prizeAgentSchema, prizeItemSchema } from './prizeSchema';
import { instantGameProblems, instantGameSchema } from './instantSchema';

// Operator configuration: sites (white labels), currencies and game types. Strict objects, so a
// misspelt key is an error at start rather than a silently ignored setting.

const minor = z.number().int().min(0);
const languageId = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'expected a language id like en_US');

export const currencySchema = z.strictObject({
  id: z.string().regex(/^[A-Z0-9]{2,4}$/, 'expected a currency code like USD'),
  title: z.string().min(1),
  symbolLeft: z.string().default(''),
  symbolRight: z.string().default(''),
  decimalPoint: z.string().default('.'),
  thousandsPoint: z.string().default(','),
  decimalPlaces: z.number().int().min(0).max(4),
  /** Exchange value against the base currency (1 for the base). */
  value: z.number().positive().default(1),
  formatPattern: z.string().default('#,##0.00'),
});

export const languageSchema = z.strictObject({
  languageId,
  name: z.string().min(1),
  meta: z
    .strictObject({ title: z.string(), description: z.string(), keywords: z.string() })
    .partial()
    .optional(),
  aboutUs: z.string().optional(),
  footers: z.array(z.string()).optional(),
  header: z.string().optional(),
});

export const customPageSchema = z.strictObject({
  id: z.number().int().positive(),
  pageLinkName: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and dashes'),
  pageFullWidth: z.boolean().default(false),
  /** Per language: HTML, or an absolute URL the client opens in a new window. */
  content: z.record(languageId, z.string()),
  /** An unpublished page (a draft in the back office) is not served to players. */
  published: z.boolean().default(true),
});

export const themeSchema = z.enum(['blue-theme', 'cartoon-theme', 'sweet-blue-theme']);

export const siteSchema = z.strictObject({
  memberId: z.number().int().positive(),
  siteName: z.string().min(1),
  siteMetaTitle: z.string().default(''),
  siteMetaDescription: z.string().default(''),
  siteMetaKeywords: z.string().default(''),
  siteUrl: z.url(),
  theme: themeSchema,
  /** White-label branding over the theme's tokens (docs/design.md): colours as #rrggbb, logo URL. */
  brand: z
    .strictObject({
      primary: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1d4ed8')
        .optional(),
      accent: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #ffc629')
        .optional(),
      logo: z.string().min(1).optional(),
    })
    .optional(),
  /**
   * The site's own CSS, served after its brand colours as the client stylesheet fetched with the
   * member id (spec section 7; GET /client/styles/{siteId}): the operator's finishing touches.
   */
  stylesheet: z
    .string()
    .max(64 * 1024)
    .default(''),
  template: z.string().min(1),
  defaultLanguage: languageId,
  defaultCountry: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO country code like US'),
  languages: z.array(languageSchema).min(1),
  /** Currency ids from the top-level currencies list; the first is the site's default. */
  currencies: z.array(z.string()).min(1),
  maintenance: z
    .strictObject({ enabled: z.boolean(), message: z.string().default('') })
    .default({ enabled: false, message: '' }),
  customPages: z.array(customPageSchema).default([]),
  // Ads, referral programme and support inbox (config/contentSchema.ts).
  ads: z.array(adSchema).default([]),
  /** An ad's impression counts once per viewer (session, else client address) this long; a click once per impression. */
  adViewMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  referrals: referralsSchema,
  support: supportSchema,
  /** Abuse limits per recipient, client address and site (config/limitsSchema.ts, docs/security.md). */
  limits: limitsSchema,
  /** Half-filled checkout forms (postPendingForm): largest formData in bytes, days kept unsaved. */
  pendingForms: z
    .strictObject({
      maxBytes: z
        .number()
        .int()
        .min(256)
        .max(16 * 1024)
        .default(8 * 1024),
      keepDays: z.number().int().min(1).max(365).default(7),
    })
    .default({ maxBytes: 8 * 1024, keepDays: 7 }),
  /**
   * Guest checkout accounts nobody claims (their email never confirmed): after this many days with
   * no game in play, closed and their cash paid back to the card they paid with (issue 36).
   */
  unclaimedGuestDays: z.number().int().min(1).max(365).default(30),
  /** Message overrides per language, deep-merged over config/locales/{languageId}.json. */
  messages: z.record(languageId, z.record(z.string(), z.unknown())).default({}),
  // Spec section 3 configuration flags, named as the client reads them.
  pinRequired: z.boolean().default(false),
  EMAIL_ON_FULL_REGISTRATION: z.boolean().default(false),
  freerollNoDeposits: z.boolean().default(false),
  homeOverridePageId: z.number().int().positive().nullable().default(null),
  emailVerifiedEnabled: z.boolean().default(false),
  raffleTicketPrefix: z.string().max(8).default('R'),
  /** Site defaults of the players' richSoundSettings per game kind (all off unless set here). */
  richSoundDefaults: z
    .partialRecord(
      z.enum(['crossword', 'bingo', 'lottery', 'lottorace', 'scratchcard', 'spinner']),
      z.strictObject({ richSound: z.boolean().default(false), richAnimations: z.boolean().optional() }),
    )
    .default({}),
  tracking: z
    .strictObject({
      trackingURL: z.string().default(''),
      trackOnShortRegistration: z.boolean().default(false),
      trackOnFullRegistration: z.boolean().default(false),
      trackOnDeposit: z.boolean().default(false),
    })
    .default({
      trackingURL: '',
      trackOnShortRegistration: false,
      trackOnFullRegistration: false,
      trackOnDeposit: false,
    }),
  customFields: z
    .strictObject({
      full_reg: z.strictObject({ required_overrides: z.record(z.string(), z.number().int()) }),
    })
    .default({ full_reg: { required_overrides: {} } }),
  /** Lobby switches to the slim view below this many open games (spec section 9: default 4). */
  slimGamesThreshold: z.number().int().min(0).default(4),
  switchMain: z.boolean().default(false),
  loginDisabled: z.number().int().default(0),
  /** Deposit and withdrawal rules of the site's cashier (config/moneySchema.ts). */
  cashier: cashierSettingsSchema.default(cashierSettingsSchema.parse({})),
  /** Off: playerRegistration answers 20 (spec section 8, "cannot register now"). */
  registrationEnabled: z.boolean().default(true),
  /** Countries players may register from (empty: all); others register in segment A. */
  acceptedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  /**
   * Back-office balance adjustments larger than this (minor units of the account's currency, either
   * sign) wait for a second operator's approval (approveAdjustment); up to it they apply at once.
   */
  operatorAdjustmentApprovalMinor: z.number().int().min(0).max(1e15).default(10_000),
  /** Responsible gaming: days a loosened or removed limit waits (spec section 9: 30). */
  responsibleGaming: z
    .strictObject({ limitChangeWaitDays: z.number().int().min(0).max(365).default(30) })
    .default({ limitChangeWaitDays: 30 }),
});

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (UTC)');

export const scheduleSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('every'),
    minutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  }),
  z.strictObject({ type: z.literal('fixed'), times: z.array(timeOfDay).min(1) }),
]);

export const rankSchema = z.strictObject({
  rankNumber: z.number().int().min(1),
  rankNumber2nd: z.number().int().min(0).optional(),
  /** Fixed prize in minor units of the payout currency; or a share of the pool by prizePercentage. */
  prizeMinor: minor.default(0),
  prizePercentage: z.number().min(0).max(100).default(0),
  guaranteedPrizeMinor: minor.default(0),
  title: z.string().optional(),
  /** A physical or sponsored prize each winning play of this rank also wins. */
  prizeItem: prizeItemSchema.optional(),
  /** Satellite prize: each winning play of this rank also wins `entries` free plays in game `gameId`. */
  satellite: z
    .strictObject({ gameId: z.number().int().positive(), entries: z.number().int().min(1).default(1) })
    .optional(),
});

export const gameTypeSchema = z.strictObject({
  gameId: z.number().int().positive(),
  rule: z
    .string()
    .regex(
      /^(regularGame|oneDrawGame(Ext|ExtMulti|Perm)?|raffleGame|bingoGame)$/,
      'expected a draw game rule such as regularGame, oneDrawGame or raffleGame (instant games go in instantGames)',
    ),
  playout: z.string().default('lottery'),
  title: z.string().min(1),
  titleShort: z.string().min(1),
  /** Numbers a play picks from 1..ballRange; a raffle ticket picks 1 of its ticket range. */
  pickSize: z.number().int().min(1),
  ballRange: z.number().int().min(1),
  secondSet: z
    .strictObject({ pickSize: z.number().int().min(1), ballRange: z.number().int().min(1) })
    .optional(),
  costMinor: minor,
  feeMinor: minor.default(0),
  currency: z.string(),
  payoutCurrency: z.string().optional(),
  payoutPercentage: z.number().min(0).max(100),
  payoutFormula: z.string().default('standard'),
  /** Ranks 1 to 3 are shown by name: straight, rumble, lucky (spec section 2, Payout tables). */
  rankLabels: z.boolean().default(false),
  ranks: z.array(rankSchema).min(1),
  progressive: z
    .strictObject({
      enabled: z.boolean(),
      seedMinor: minor.default(0),
      contributionPercentage: z.number().min(0).max(100).default(0),
      /** The jackpot stops growing here; contributions past it go to the house. */
      ceilingMinor: minor.optional(),
    })
    .default({ enabled: false, seedMinor: 0, contributionPercentage: 0 }),
  schedule: scheduleSchema,
  registration: z
    .strictObject({
      /** Registration ends (CLOSED) this long before the start. */
      closesBeforeStartSeconds: z.number().int().min(0).default(30),
      /** The game is READY this long before the start (not more than closesBeforeStartSeconds). */
      readyBeforeStartSeconds: z.number().int().min(0).default(10),
    })
    .default({ closesBeforeStartSeconds: 30, readyBeforeStartSeconds: 10 }),
  /** How long a started game plays out before it ends; the draw engine will own this later. */
  playoutSeconds: z.number().int().min(0).default(60),
  /** How long an ended game stays in the lobby before it is removed. */
  lobbyRetentionSeconds: z.number().int().min(0).default(120),
  limits: z
    .strictObject({
      minPlaysPerPlayer: z.number().int().min(1).default(1),
      maxPlaysPerPlayer: z.number().int().min(1).default(10),
      minPlaysPerGame: z.number().int().min(0).default(0),
      maxPlaysPerGame: z.number().int().min(1).default(100000),
    })
    .default({ minPlaysPerPlayer: 1, maxPlaysPerPlayer: 10, minPlaysPerGame: 0, maxPlaysPerGame: 100000 }),
  tournament: z.boolean().default(false),
  /** Tournament terms (spec section 9): READY this long before the start, and player counts. */
  tournamentSettings: z
    .strictObject({
      readinessWindowSeconds: z.number().int().min(0).default(30),
      /** Fewer players at registration end: the game is refunded. */
      minPlayers: z.number().int().min(0).default(0),
    })
    .default({ readinessWindowSeconds: 30, minPlayers: 0 }),
  /** Subscriptions offered besides N draws: by the month (paid up front) and pay as you go. */
  subscriptions: z
    .strictObject({
      monthly: z.boolean().default(false),
      payGo: z.boolean().default(false),
      /** Promotions shown with the offer (getSubscriptionPromotion); a code may be required. */
      promotions: z
        .array(
          z.strictObject({
            promotionId: z.number().int().positive(),
            code: z.string().max(32).optional(),
            discountPercent: z.number().int().min(0).max(100),
            /** When the offer ends (ISO date-time): later purchases are refused; bought ones keep it. */
            endsAt: z.iso.datetime({ offset: true }).optional(),
            /** Title and HTML per languageId; the site's default language when one is missing. */
            title: z.record(z.string(), z.string()),
            html: z.record(z.string(), z.string()).default({}),
          }),
        )
        .default([]),
    })
    .default({ monthly: false, payGo: false, promotions: [] }),
  instaplay: z.boolean().default(false),
  /** Sites offering this game type. */
  memberIds: z.array(z.number().int().positive()).min(1),
  description: z.string().default(''),
  lobby: z
    .strictObject({
      branding: z
        .strictObject({ logoUrl: z.string(), backgroundUrl: z.string(), color: z.string() })
        .partial()
        .optional(),
      gamePlayerInfo: z.string().optional(),
    })
    .default({}),
  smallLogoUrl: z.string().optional(),
  backgroundLogoUrl: z.string().optional(),
  /**
   * Fixed-odds bet types of a one-draw game (rules oneDrawGameExt, ExtMulti, Perm): pickSize
   * balls are drawn; odds per offered bet type are the return per unit staked on a winning line;
   * each line costs costMinor. Absent: the one-draw game is settled by its ranks.
   */
  oneDraw: z
    .strictObject({
      odds: z.partialRecord(z.enum(BET_TYPE_ORDER), z.number().positive().max(1_000_000)),
      /** Most numbers a perm may cover (default 10). */
      maxPermNumbers: z.number().int().min(3).max(20).optional(),
    })
    .optional(),
  /** Bingo rooms (rule bingoGame): format, patterns, pace (config/bingoSchema.ts). */
  bingo: bingoSchema.optional(),
});

export const seedPlayerSchema = z.strictObject({
  memberId: z.number().int().positive(),
  username: z.string().min(1),
  password: z.string().min(6).max(20),
  email: z.string().optional(),
  phone: z.string().optional(),
  screenName: z.string().min(1),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  country: z.string().default(''),
  segment: z.string().default('C'),
  demo: z.boolean().default(false),
  /**
   * Identity and address taken as reviewed at creation (idVerified, addressVerified), so a demo
   * player can try withdrawals without an operator reviewing documents. Never for real players.
   */
  verified: z.boolean().default(false),
  balances: z
    .array(
      z.strictObject({ currency: z.string(), type: z.enum(['cash', 'bonus', 'points']), amountMinor: minor }),
    )
    .default([]),
});

const minutes = (d: number) => z.number().int().min(1).default(d);

/** Login, registration and token limits of the players domain (spec sections 4 and 8). */
export const playerPolicySchema = z.strictObject({
  /** Consecutive wrong passwords before the account locks (106) for lockMinutes. */
  maxFailedLogins: z.number().int().min(1).default(5),
  lockMinutes: minutes(15),
  /** More registrations than this from one address within the window answer 113. */
  registrationsPerIp: z.number().int().min(1).default(5),
  registrationWindowMinutes: minutes(60),
  emailConfirmationMinutes: minutes(48 * 60),
  passwordResetMinutes: minutes(60),
  phoneCodeMinutes: minutes(10),
  /** Identity documents larger than this are refused (uploaded over HTTP: protocol/idDocument.ts). */
  idDocumentMaxBytes: z
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(ID_DOCUMENT_MAX_BYTES),
});

const configObject = z.strictObject({
  currencies: z.array(currencySchema).min(1),
  sites: z.array(siteSchema).min(1),
  gameTypes: z.array(gameTypeSchema).default([]),
  /** Scratchcards, spinners and crosswords sold from committed pools (config/instantSchema.ts). */
  instantGames: z.array(instantGameSchema).default([]),
  sessions: z
    .strictObject({
      idleMinutes: z.number().int().min(1).default(30),
      absoluteHours: z.number().int().min(1).default(24),
    })
    .default({ idleMinutes: 30, absoluteHours: 24 }),
  seed: z.strictObject({ players: z.array(seedPlayerSchema).default([]) }).default({ players: [] }),
  coupons: z.array(couponSchema).default([]),
  /** Where prize items are collected (getPlayerPrizeItemAgents). */
  prizeAgents: z.array(prizeAgentSchema).default([]),
  payments: paymentsSchema.default(paymentsSchema.parse({})),
  players: playerPolicySchema.default(playerPolicySchema.parse({})),
  geo: z
    .strictObject({
      /** Operator-provided IPv4 ranges for getCountryCodeByIp (first match wins). */
      ipRanges: z
        .array(z.strictObject({ from: z.ipv4(), to: z.ipv4(), country: z.string().regex(/^[A-Z]{2}$/) }))
        .default([]),
      /** Operator IP table for isEligibleLocation: IPv4 CIDR -> country (longest prefix wins). */
      cidrs: z
        .record(
          z.string().regex(/^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/, 'expected a CIDR like 10.0.0.0/8'),
          z.string().regex(/^[A-Z]{2}$/),
        )
        .default({}),
      /** A CSV of `cidr,country` lines (relative to this config file), added to `cidrs`. */
      ipTableFile: z.string().optional(),
    })
    .default({ ipRanges: [], cidrs: {} }),
});

export const configSchema = configObject.superRefine(checkReferences);

/** Cross-references a plain schema cannot see: ids unique, currencies, sites and pages exist. */
function checkReferences(config: z.output<typeof configObject>, ctx: z.RefinementCtx): void {
  const currencyIds = new Set(config.currencies.map((c) => c.id));
  const sitesById = new Map(config.sites.map((s) => [s.memberId, s]));
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });

  reportDuplicates(
    config.currencies.map((c) => c.id),
    (i) => issue(['currencies', i, 'id'], 'duplicate currency id'),
  );
  // Client and server round wire amounts by these places; a known currency must agree with the protocol.
  config.currencies.forEach((c, i) => {
    const known = CURRENCIES.get(c.id);
    if (known && known.decimalPlaces !== c.decimalPlaces)
      issue(
        ['currencies', i, 'decimalPlaces'],
        `${c.id} has ${known.decimalPlaces} decimal places in the protocol`,
      );
  });
  reportDuplicates(
    config.sites.map((s) => s.memberId),
    (i) => issue(['sites', i, 'memberId'], 'duplicate memberId'),
  );
  reportDuplicates(
    config.gameTypes.map((g) => g.gameId),
    (i) => issue(['gameTypes', i, 'gameId'], 'duplicate gameId'),
  );
  const drawGameIds = new Set(config.gameTypes.map((g) => g.gameId));
  reportDuplicates(
    config.instantGames.map((g) => g.gameId),
    (i) => issue(['instantGames', i, 'gameId'], 'duplicate gameId'),
  );
  config.instantGames.forEach((game, g) => {
    if (drawGameIds.has(game.gameId)) issue(['instantGames', g, 'gameId'], 'gameId used by a game type');
    if (!currencyIds.has(game.currency))
      issue(['instantGames', g, 'currency'], `unknown currency ${game.currency}`);
    game.memberIds.forEach((memberId, m) => {
      const site = sitesById.get(memberId);
      if (!site) issue(['instantGames', g, 'memberIds', m], `unknown site ${memberId}`);
      else if (!site.currencies.includes(game.currency))
        issue(['instantGames', g, 'memberIds', m], `site ${memberId} does not serve ${game.currency}`);
    });
    for (const [path, message] of instantGameProblems(game)) issue(['instantGames', g, ...path], message);
  });

  config.sites.forEach((site, s) => {
    site.currencies.forEach((id, c) => {
      if (!currencyIds.has(id)) issue(['sites', s, 'currencies', c], `unknown currency ${id}`);
    });
    if (!site.languages.some((l) => l.languageId === site.defaultLanguage))
      issue(['sites', s, 'defaultLanguage'], `${site.defaultLanguage} is not among the site's languages`);
    reportDuplicates(
      site.customPages.map((p) => p.id),
      (i) => issue(['sites', s, 'customPages', i, 'id'], 'duplicate page id'),
    );
    if (site.homeOverridePageId !== null && !site.customPages.some((p) => p.id === site.homeOverridePageId))
      issue(['sites', s, 'homeOverridePageId'], `no custom page with id ${site.homeOverridePageId}`);
    reportDuplicates(
      site.ads.map((a) => a.id),
      (i) => issue(['sites', s, 'ads', i, 'id'], 'duplicate ad id'),
    );
    const rewardCurrency = site.referrals.rewardCurrency;
    if (rewardCurrency && !site.currencies.includes(rewardCurrency))
      issue(
        ['sites', s, 'referrals', 'rewardCurrency'],
        `${rewardCurrency} is not among the site's currencies`,
      );
  });

  config.gameTypes.forEach((game, g) => {
    if (game.pickSize > game.ballRange) issue(['gameTypes', g, 'pickSize'], 'pickSize exceeds ballRange');
    if (game.secondSet && game.secondSet.pickSize > game.secondSet.ballRange)
      issue(['gameTypes', g, 'secondSet', 'pickSize'], 'pickSize exceeds ballRange');
    if (game.registration.readyBeforeStartSeconds > game.registration.closesBeforeStartSeconds)
      issue(
        ['gameTypes', g, 'registration', 'readyBeforeStartSeconds'],
        'must not exceed closesBeforeStartSeconds',
      );
    if (game.limits.minPlaysPerPlayer > game.limits.maxPlaysPerPlayer)
      issue(['gameTypes', g, 'limits', 'minPlaysPerPlayer'], 'exceeds maxPlaysPerPlayer');
    checkOneDraw(game, (path, message) => issue(['gameTypes', g, ...path], message));
    checkBingo(game, (path, message) => issue(['gameTypes', g, ...path], message));
    for (const [key, id] of [
      ['currency', game.currency],
      ['payoutCurrency', game.payoutCurrency],
    ] as const) {
      if (id !== undefined && !currencyIds.has(id)) issue(['gameTypes', g, key], `unknown currency ${id}`);
    }
    game.memberIds.forEach((memberId, m) => {
      const site = sitesById.get(memberId);
      if (!site) issue(['gameTypes', g, 'memberIds', m], `unknown site ${memberId}`);
      else if (!site.currencies.includes(game.currency))
        issue(['gameTypes', g, 'memberIds', m], `site ${memberId} does not serve ${game.currency}`);
    });
    game.ranks.forEach((rank, r) => {
      const target = rank.satellite && config.gameTypes.find((t) => t.gameId === rank.satellite!.gameId);
      if (rank.satellite && !target)
        issue(['gameTypes', g, 'ranks', r, 'satellite', 'gameId'], `unknown game ${rank.satellite.gameId}`);
      else if (target && target.currency !== game.currency)
        issue(
          ['gameTypes', g, 'ranks', r, 'satellite', 'gameId'],
          `game ${target.gameId} is not played in ${game.currency}`,
        );
    });
  });

  reportDuplicates(
    config.coupons.map((c) => c.code),
    (i) => issue(['coupons', i, 'code'], 'duplicate coupon code'),
  );
  config.coupons.forEach((coupon, i) => {
    if (!currencyIds.has(coupon.currency))
      issue(['coupons', i, 'currency'], `unknown currency ${coupon.currency}`);
    if (coupon.amountMinor === 0 && coupon.percentOfDeposit === 0)
      issue(['coupons', i, 'amountMinor'], 'a coupon needs amountMinor or percentOfDeposit');
  });

  const agentIds = new Set(config.prizeAgents.map((a) => a.id));
  config.gameTypes.forEach((game, g) =>
    game.ranks.forEach((rank, r) =>
      rank.prizeItem?.agentIds.forEach((id, a) => {
        if (!agentIds.has(id))
          issue(['gameTypes', g, 'ranks', r, 'prizeItem', 'agentIds', a], `unknown prize agent ${id}`);
      }),
    ),
  );

  config.seed.players.forEach((player, p) => {
    const site = sitesById.get(player.memberId);
    if (!site) issue(['seed', 'players', p, 'memberId'], `unknown site ${player.memberId}`);
    player.balances.forEach((balance, b) => {
      if (site && !site.currencies.includes(balance.currency))
        issue(
          ['seed', 'players', p, 'balances', b, 'currency'],
          `site ${player.memberId} does not serve ${balance.currency}`,
        );
    });
  });
}

/** Bet-type games: Ext variants need odds, odds need a one-draw rule, fixed odds feed no jackpot. */
function checkOneDraw(
  game: z.output<typeof gameTypeSchema>,
  issue: (path: string[], message: string) => void,
): void {
  const variant = /^oneDrawGame(Ext|ExtMulti|Perm)$/.test(game.rule);
  if (variant && !game.oneDraw) issue(['oneDraw'], `${game.rule} needs oneDraw odds`);
  if (!game.oneDraw) return;
  if (!game.rule.startsWith('oneDrawGame')) issue(['oneDraw'], 'only one-draw games have bet types');
  if (Object.keys(game.oneDraw.odds).length === 0) issue(['oneDraw', 'odds'], 'offer at least one bet type');
  if (game.progressive.enabled) issue(['progressive'], 'fixed-odds bet types feed no progressive jackpot');
}

function reportDuplicates<T>(values: T[], report: (index: number) => void): void {
  const seen = new Set<T>();
  values.forEach((value, index) => {
    if (seen.has(value)) report(index);
    seen.add(value);
  });
}

export type OperatorConfig = z.output<typeof configSchema>;
export type SiteConfig = z.output<typeof siteSchema>;
export type GameTypeConfig = z.output<typeof gameTypeSchema>;
export type CurrencyConfig = z.output<typeof currencySchema>;
export type ScheduleConfig = z.output<typeof scheduleSchema>;
export type SeedPlayerConfig = z.output<typeof seedPlayerSchema>;
export type PlayerPolicy = z.output<typeof playerPolicySchema>;
