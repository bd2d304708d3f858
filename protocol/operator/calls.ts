import { z } from 'zod';
import { DB_INT_MAX, freeText, id, password } from '../calls/schemas';
import {
  OPERATOR_ROLES,
  PLAYER_STATUSES,
  type PlayerStatus,
  RICH_MEDIA_KINDS,
  RICH_MEDIA_MODES,
  type OperatorIdentity,
  type OperatorRole,
  type RichMediaRules,
} from './roles';

/**
 * The operator API's calls (docs/operator-api.md): name, who may make it, whether it changes
 * anything (and so is written to the audit log), its params, and which site it touches. Shared by
 * the server, which enforces every field, and the console, which hides what the role may not do.
 */
export interface OperatorCallSpec<P extends z.ZodType = z.ZodType, R = unknown, N extends string = string> {
  name: N;
  summary: string;
  /** Roles allowed; `null` for the calls any caller may make (login). */
  roles: readonly OperatorRole[] | null;
  /** Changes state: every successful call (and every refusal) goes to the audit log. */
  changes: boolean;
  params: P;
  /** The site a call touches (its memberId, 0 for all sites), for the scope check; none: not site-bound. */
  siteOf?: (params: z.output<P>) => number | undefined;
  readonly __result?: R;
}

function operatorCall<R>() {
  return <N extends string, P extends z.ZodType>(
    spec: Omit<OperatorCallSpec<P, R, N>, '__result'>,
  ): OperatorCallSpec<P, R, N> => spec;
}

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
const siteId = z.number().int().min(0).max(DB_INT_MAX);
const epochMs = z.number().int().min(0).max(8.64e15);
const totpCode = z.string().regex(/^\d{6}$/, 'validation.totp');
/** Passwords operators choose: long enough that argon2 is not the only defence. */
const newPassword = z.string().min(10).max(144);

export interface SiteSummary {
  siteId: number;
  name: string;
  host: string;
  languages: string[];
  currencies: string[];
  maintenance: { on: boolean; message: string };
  richMedia: RichMediaRules;
}

export interface AuditEntry {
  id: number;
  at: number;
  operator: string;
  ip: string;
  action: string;
  siteId: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  outcome: 'done' | 'refused';
}

export const operatorLogin = operatorCall<{ token: string; operator: OperatorIdentity; expiresAt: number }>()(
  {
    name: 'operatorLogin',
    summary: 'Password and TOTP code in, an operator session out (first login: enrol TOTP, new password).',
    roles: null,
    changes: false,
    params: z.strictObject({
      username: z.string().min(1).max(64),
      password,
      totp: totpCode.optional(),
      newPassword: newPassword.optional(),
    }),
  },
);

export const operatorLogout = operatorCall<{ done: true }>()({
  name: 'operatorLogout',
  summary: 'Ends this operator session.',
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});

export const whoAmI = operatorCall<{ operator: OperatorIdentity; expiresAt: number }>()({
  name: 'whoAmI',
  summary: 'The operator behind the token, with role and sites.',
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});

export const listSites = operatorCall<{ sites: SiteSummary[] }>()({
  name: 'listSites',
  summary: "The sites in the operator's scope, with maintenance and rich-media state.",
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});

export const setMaintenance = operatorCall<{ done: true }>()({
  name: 'setMaintenance',
  summary: 'Maintenance on or off for one site (or 0: every site), with the message players see.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId, on: z.boolean(), message: freeText(500).optional() }),
  siteOf: (p) => p.siteId,
});

export const sendPlayerMessage = operatorCall<{ done: true }>()({
  name: 'sendPlayerMessage',
  summary: 'A message to every player of a site, or to one player (offline players get it at login).',
  roles: ['owner', 'operations', 'support'],
  changes: true,
  params: z.strictObject({
    siteId,
    playerId: id.optional(),
    title: z.string().trim().min(1).max(120),
    text: z.string().trim().min(1).max(2000),
  }),
  siteOf: (p) => p.siteId,
});

export const setRichMedia = operatorCall<{ done: true; richMedia: RichMediaRules }>()({
  name: 'setRichMedia',
  summary: "Rich sound and animation of one game kind on one site: the player's choice, or forced on or off.",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    siteId: id,
    gameKind: z.enum(RICH_MEDIA_KINDS),
    sound: z.enum(RICH_MEDIA_MODES),
    animation: z.enum(RICH_MEDIA_MODES),
  }),
  siteOf: (p) => p.siteId,
});

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.colour');

export const createSite = operatorCall<{ siteId: number; site: SiteSummary }>()({
  name: 'createSite',
  summary:
    "A new white label from a template site's settings: name, address, theme, brand, languages, currencies.",
  roles: ['owner'],
  changes: true,
  params: z.strictObject({
    name: z.string().trim().min(2).max(80),
    url: z.url({ protocol: /^https?$/ }).max(200),
    theme: z.enum(['blue-theme', 'cartoon-theme', 'sweet-blue-theme']),
    primary: colour.optional(),
    accent: colour.optional(),
    logo: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    languages: z.array(z.string().min(2).max(16)).min(1).max(10),
    currencies: z.array(z.string().min(1).max(8)).min(1).max(10),
    templateSiteId: id,
  }),
  // A new site is every site's business: only operators of all sites may make one.
  siteOf: () => 0,
});

export interface GameSummary {
  gameInstanceId: number;
  gameId: number;
  title: string;
  status: string;
  siteIds: number[];
  startAt: number;
  registrationEndAt: number;
  playCount: number;
  playerCount: number;
}

export const listGames = operatorCall<{ games: GameSummary[] }>()({
  name: 'listGames',
  summary: "Game instances still in the lobby on the operator's sites (or one site), soonest start first.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

export const cancelGame = operatorCall<{ done: true; refundedPlays: number }>()({
  name: 'cancelGame',
  summary: 'Cancels a game not yet drawn: every play refunded through the ledger, players told.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ gameInstanceId: id, reason: z.string().trim().min(3).max(500) }),
});

export const rescheduleGame = operatorCall<{ done: true; startAt: number }>()({
  name: 'rescheduleGame',
  summary: 'Moves a game not yet drawn back to open with a new start time.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    gameInstanceId: id,
    startAt: epochMs,
    reason: z.string().trim().min(3).max(500),
  }),
});

export const sendNewVersion = operatorCall<{ done: true }>()({
  name: 'sendNewVersion',
  summary: "Tells the site's open pages a new client version is out (they offer a reload).",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId, version: z.string().trim().min(1).max(32) }),
  siteOf: (p) => p.siteId,
});

export interface Dashboard {
  playersOnline: number;
  liveGames: number;
  gamesByStatus: { status: string; count: number }[];
  pendingWithdrawals: { count: number; byCurrency: { currency: string; amountMinor: number }[] };
  openSupportCases: number;
  registrationsToday: number;
  at: number;
}

export const getDashboard = operatorCall<Dashboard>()({
  name: 'getDashboard',
  summary: "Players online, live games, pending withdrawals, open support cases and today's registrations.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

export const getAuditLog = operatorCall<{ total: number; entries: AuditEntry[]; csv?: string }>()({
  name: 'getAuditLog',
  summary: 'The audit log, newest first, filtered by time, operator, action or site; CSV on request.',
  roles: ['owner', 'compliance'],
  changes: false,
  params: z.strictObject({
    from: epochMs.optional(),
    to: epochMs.optional(),
    operator: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    siteId: siteId.optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
    format: z.enum(['json', 'csv']).optional(),
  }),
});

// --- Players, withdrawals, adjustments and reports (issue 31) ---------------------------------

/** A signed amount in minor units, within what a bigint balance and a JS number hold exactly. */
const minorAmount = z.number().int().min(-1e15).max(1e15);
const reason = z.string().trim().min(3).max(500);
const currencyId = z.string().min(1).max(8);

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
  /** Operators' notes on the player, newest first; null for roles that may not write them. */
  notes: PlayerNote[] | null;
}

export interface PlayerNote {
  noteId: number;
  operator: string;
  text: string;
  at: number;
}

export const searchPlayers = operatorCall<{ total: number; players: PlayerListing[] }>()({
  name: 'searchPlayers',
  summary:
    "Players of the operator's sites whose username, email, name or phone contains the query, or with that id.",
  roles: ALL,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    query: z.string().trim().max(100),
    status: z.enum(PLAYER_STATUSES).optional(),
    verified: z.boolean().optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
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

export const WITHDRAWAL_STATES = ['pending', 'paying', 'completed', 'declined', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export interface WithdrawalListing {
  withdrawalId: number;
  playerId: number;
  username: string;
  siteId: number;
  status: WithdrawalState;
  method: string;
  currency: string;
  amount: number;
  fee: number;
  requestedAt: number;
  decidedBy: string | null;
  reason: string | null;
}

export const listWithdrawals = operatorCall<{ withdrawals: WithdrawalListing[] }>()({
  name: 'listWithdrawals',
  summary: "Withdrawals of the operator's sites, oldest pending first (default: pending ones).",
  roles: ['owner', 'finance'],
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    status: z.enum(WITHDRAWAL_STATES).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const decideWithdrawal = operatorCall<{ done: true; status: WithdrawalState }>()({
  name: 'decideWithdrawal',
  summary:
    'Approve (paid out through the provider) or reject (the money back to the player) a pending withdrawal, once.',
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({ withdrawalId: id, approve: z.boolean(), reason }),
});

export interface AdjustmentListing {
  adjustmentId: number;
  playerId: number;
  siteId: number;
  account: 'cash' | 'bonus';
  currency: string;
  amount: number;
  reason: string;
  status: 'pending' | 'done';
  requestedBy: string;
  requestedAt: number;
  approvedBy: string | null;
  approvedAt: number | null;
}

export const adjustBalance = operatorCall<{ adjustment: AdjustmentListing }>()({
  name: 'adjustBalance',
  summary:
    "A signed correction of a player's cash or bonus: at once up to the site's threshold, above it pending a second operator.",
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({
    playerId: id,
    account: z.enum(['cash', 'bonus']),
    amount: minorAmount.refine((n) => n !== 0, 'validation.nonZero'),
    currency: currencyId.optional(),
    reason,
    /** Same key, same adjustment: a repeated request (a double click, a retry) moves nothing again. */
    requestKey: z.string().min(8).max(100),
  }),
});

export const approveAdjustment = operatorCall<{ adjustment: AdjustmentListing }>()({
  name: 'approveAdjustment',
  summary: 'Applies a pending adjustment; only an operator other than the one who asked for it.',
  roles: ['owner', 'finance'],
  changes: true,
  params: z.strictObject({ adjustmentId: id }),
});

export const listAdjustments = operatorCall<{ adjustments: AdjustmentListing[] }>()({
  name: 'listAdjustments',
  summary: "Balance adjustments of the operator's sites, newest first (default: pending ones).",
  roles: ['owner', 'finance'],
  changes: false,
  params: z.strictObject({ siteId: id.optional(), status: z.enum(['pending', 'done']).optional() }),
  siteOf: (p) => p.siteId,
});

export const REPORT_KINDS = [
  'sales',
  'prizes',
  'ggr',
  'liabilities',
  'deposits',
  'withdrawals',
  'rg',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportRow {
  /** The day (YYYY-MM-DD) or month (YYYY-MM), UTC. */
  period: string;
  currency: string;
  amount: number;
  count: number;
}

export const getReport = operatorCall<{
  kind: ReportKind;
  currency: string;
  rows: ReportRow[];
  totals: { amount: number; count: number };
  csv?: string;
}>()({
  name: 'getReport',
  summary:
    'Sales, prizes, GGR, liabilities, deposits, withdrawals or RG events from the ledger, per day or month.',
  roles: ['owner', 'finance', 'compliance', 'readonly'],
  changes: false,
  params: z
    .strictObject({
      kind: z.enum(REPORT_KINDS),
      siteId: id.optional(),
      currency: currencyId.optional(),
      from: epochMs,
      to: epochMs,
      groupBy: z.enum(['day', 'month']).optional(),
      format: z.enum(['json', 'csv']).optional(),
    })
    .refine((p) => p.to > p.from, { message: 'validation.range', path: ['to'] })
    .refine((p) => p.to - p.from <= 3 * 366 * 86_400_000, { message: 'validation.range', path: ['to'] }),
  siteOf: (p) => p.siteId,
});

// --- The support inbox (issue 31): the contact form's cases, answered from the console ---------

export const SUPPORT_CASE_STATES = ['open', 'closed'] as const;
export type SupportCaseState = (typeof SUPPORT_CASE_STATES)[number];

/** One case in the inbox: name and email are null for roles without contact data. */
export interface SupportCaseListing {
  caseId: number;
  siteId: number;
  playerId: number | null;
  name: string | null;
  email: string | null;
  category: string;
  subject: string;
  status: SupportCaseState;
  createdAt: number;
  replies: number;
}

export interface SupportReply {
  replyId: number;
  operator: string;
  text: string;
  at: number;
}

/** Who may read the inbox; replying and closing are for support and the operators who run the sites. */
const SUPPORT_READERS: readonly OperatorRole[] = ['owner', 'operations', 'support', 'compliance'];
const SUPPORT_WRITERS: readonly OperatorRole[] = ['owner', 'operations', 'support'];

export const listSupportCases = operatorCall<{ total: number; cases: SupportCaseListing[] }>()({
  name: 'listSupportCases',
  summary:
    "The contact form's cases of the operator's sites (or one player's), newest first (default: open ones).",
  roles: SUPPORT_READERS,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    /** One player's cases (those sent while signed in), for the player page. */
    playerId: id.optional(),
    /** Default open; `all` for open and closed. */
    status: z.enum([...SUPPORT_CASE_STATES, 'all']).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const getSupportCase = operatorCall<{
  supportCase: SupportCaseListing & { message: string };
  replies: SupportReply[];
}>()({
  name: 'getSupportCase',
  summary: "One case: the sender's message and the replies sent so far, oldest first.",
  roles: SUPPORT_READERS,
  changes: false,
  params: z.strictObject({ caseId: id }),
});

export const replySupportCase = operatorCall<{ reply: SupportReply }>()({
  name: 'replySupportCase',
  summary:
    "A reply mailed to the sender (a player's address on file, else the form's); the case stays open unless closed.",
  roles: SUPPORT_WRITERS,
  changes: true,
  params: z.strictObject({
    caseId: id,
    text: z.string().trim().min(2).max(5000),
    close: z.boolean().optional(),
  }),
});

export const closeSupportCase = operatorCall<{ done: true }>()({
  name: 'closeSupportCase',
  summary: 'Closes an open case (answered, or nothing to answer), with the reason.',
  roles: SUPPORT_WRITERS,
  changes: true,
  params: z.strictObject({ caseId: id, reason: reason.optional() }),
});

/** An uncaught error of players' pages (reportClientError), scrubbed of personal data. */
export interface ClientErrorListing {
  errorId: number;
  siteId: number;
  kind: string;
  message: string;
  stack: string | null;
  route: string;
  release: string | null;
  /** Reports of the same error (kind, message, first stack line) on this site. */
  count: number;
  firstSeenAt: number;
  lastSeenAt: number;
}

export const listClientErrors = operatorCall<{ total: number; errors: ClientErrorListing[] }>()({
  name: 'listClientErrors',
  summary: "Uncaught errors of players' pages on the operator's sites, most recently seen first.",
  roles: ALL,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const operatorCalls = {
  operatorLogin,
  operatorLogout,
  whoAmI,
  listSites,
  getDashboard,
  setMaintenance,
  sendPlayerMessage,
  setRichMedia,
  createSite,
  sendNewVersion,
  listGames,
  cancelGame,
  rescheduleGame,
  getAuditLog,
  searchPlayers,
  getPlayer,
  setPlayerStatus,
  endPlayerSessions,
  addPlayerNote,
  listWithdrawals,
  decideWithdrawal,
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  getReport,
  listSupportCases,
  getSupportCase,
  replySupportCase,
  closeSupportCase,
  listClientErrors,
};

export type OperatorCallName = keyof typeof operatorCalls;
export type OperatorSpecOf<N extends OperatorCallName> = (typeof operatorCalls)[N];
export type OperatorParams<N extends OperatorCallName> = z.input<OperatorSpecOf<N>['params']>;
export type OperatorResult<N extends OperatorCallName> =
  OperatorSpecOf<N> extends OperatorCallSpec<z.ZodType, infer R, string> ? R : never;

/** Looked up by Map.get, so a caller's call name never indexes a plain object. */
export const operatorCatalogue: ReadonlyMap<string, OperatorCallSpec> = new Map(
  Object.values(operatorCalls).map((spec) => [spec.name, spec as OperatorCallSpec]),
);

/** Whether a role may make a call: the console hides what this says no to; the server refuses it. */
export function roleMay(role: OperatorRole, call: OperatorCallName): boolean {
  const roles = operatorCalls[call].roles;
  return roles === null || roles.includes(role);
}
