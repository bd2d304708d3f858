/**
 * Business constants and limits of spec section 9, one name per row. Times are milliseconds
 * unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SLIM_VIEW_OPEN_GAMES_THRESHOLD = 4;
/** A tournament's play modal opens at most this long before its start. */
export const PLAY_MODAL_READY_WINDOW_MS = 30 * SECOND;
export const REPLAY_START_DELAY_MS = 5 * SECOND;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const MINIMUM_AGE = 18;
/** The direct-debit notice speaks of players aged 16 or over. */
export const DIRECT_DEBIT_NOTICE_AGE = 16;

export const TIMEOUT_MAX_MS = 6 * 7 * DAY;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
/** Reality check intervals a player may choose, in minutes (0: off). The spec names none. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
/** Wait before a limit (the weekly wagering limit too) may be changed again. */
export const LIMIT_CHANGE_WAIT_MS = 30 * DAY;
export const DEPOSIT_LIMIT_RETRY_MS = 24 * HOUR;
export const MAX_PENDING_WITHDRAWALS = 1;
export const CASHIER_HISTORY_RANGES_DAYS = [10, 31] as const;
/** A page of fewer results means there are no more. */
export const GAME_HISTORY_PAGE_SIZE = 5;

/** The client counts as disconnected from this many consecutive retries. */
export const DISCONNECTED_AFTER_RETRIES = 2;
export const MAINTENANCE_RETRY_MS = 30 * SECOND;
export const SERVER_TIME_DELTA_WARNING_MS = 5 * SECOND;
export const IDLE_LIMIT_MS = 3600 * SECOND;
export const WAKE_UP_RELOAD_MS = 5 * MINUTE;
export const QUICK_REGISTRATION_NOTICE_DELAY_MS = 3 * SECOND;
/** After maintenance the app reloads after a random delay in this range, to spread the load. */
export const MAINTENANCE_RELOAD_DELAY_MS = { min: 3 * SECOND, max: 13 * SECOND } as const;
export const COUNTDOWN_TICK_MS = SECOND;
export const COUNTDOWN_DONE_BELOW_MS = 900;
export const POPUP_Z_INDEX = 5000;
export const SOUND_ENABLED_DEFAULT = 1;

export const DEFAULT_LANGUAGE = 'en_US';
export const APP_VERSION = '1.2.1';
export const BREAKPOINTS = [575, 767, 991, 1199, 1400] as const;

export const CHANNEL_REQUEST_TIMEOUT_MS = 15 * SECOND;
/** Remote-call timeouts of the two clients. */
export const RPC_TIMEOUT_MS = { primary: 30 * SECOND, secondary: 15 * SECOND } as const;
export const CONNECT_TIMEOUT_MS = { http: 10 * SECOND, websocket: 5 * SECOND } as const;
export const POLLING_INTERVAL_MS = 3 * SECOND;
export const HEARTBEAT_INTERVAL_MS = 5 * SECOND;
export const PING_INTERVAL_MS = 5 * SECOND;
export const RECONNECT_DELAY_MS = { websocket: 5 * SECOND, httpFault: SECOND } as const;
export const RESUBSCRIBE = { attempts: 500, intervalMs: 3 * SECOND } as const;
export const MESSAGING_DEFAULTS = {
  pollingIntervalMs: 3000,
  websocketConnectTimeoutMs: 3000,
  resubscribeAttempts: 5,
  resubscribeIntervalMs: 5000,
  producerPriority: 4,
  producerPriorityRange: [0, 9],
} as const;
/** Game-list changes are batched and pushed this often. */
export const LOBBY_BATCH_INTERVAL_MS = 3 * SECOND;

/** Api types 1..4 select the transport; the connection kind defaults to http unless overridden locally. */
export const API_TYPES = [1, 2, 3, 4] as const;
export const CONNECTION_KINDS = ['http', 'websocket'] as const;
export const DEFAULT_CONNECTION_KIND = 'http';

export const GAME_FILTER_ANY = -1;
export const ONE_CLICK_NUMBERS = { min: 1, max: 49 } as const;
export const DIRECT_DEBIT_PRIZE_CREDIT_DAYS = 7;
export const CONTACT_REPLY_HOURS = 48;
export const SCREEN_CHUNK_LOAD = { attempts: 3, intervalMs: 1500 } as const;

export const BROWSER_MINIMUMS = {
  chrome: 49,
  firefox: 18,
  edge: 12,
  safari: 10,
  opera: 36,
  ios: 10,
  chromeMobile: 89,
  firefoxMobile: 86,
} as const;

export const THEMES = ['blue-theme', 'cartoon-theme', 'sweet-blue-theme'] as const;
export const AD_LOCATIONS = ['TOP', 'FULL'] as const;

/** Payout tables list bet types in this order (spec section 9). */
export const BET_TYPE_ORDER = [
  'First Number Drop',
  'Direct 2',
  'Direct 3',
  'Direct 4',
  'Direct 5',
  'Perm 2',
  'Perm 3',
  'Perm 4',
  'Perm5',
  'Banker Against All',
] as const;

/** Some game types label ranks by name. */
export const RANK_LABELS: Readonly<Record<number, string>> = { 1: 'straight', 2: 'rumble', 3: 'lucky' };

export const PAYOUT_DISCLAIMER = 'All values are estimated assuming no ties in each rank';
/**
 * Bingo patterns (spec section 9). 75-ball: row, column, diagonals (either diagonal), line (any row,
 * column or diagonal), corners (four corners), x (both diagonals), fullBox (blackout). 90-ball:
 * oneLine, twoLines, fullHouse. A game plays several in order (server/domain/bingo/patterns.ts).
 */
export const BINGO_PATTERNS = [
  'row',
  'column',
  'corners',
  'fullBox',
  'diagonals',
  'line',
  'x',
  'oneLine',
  'twoLines',
  'fullHouse',
] as const;
export type BingoPattern = (typeof BINGO_PATTERNS)[number];

/** Plays one join request may carry (the client caps its offers by it without loading the schemas). */
export const MAX_PLAYS_PER_REQUEST = 100;
