/**
 * Client-side business constants of spec section 9.
 * TODO(protocol/constants.ts): import these from the shared protocol module once it lands,
 * and delete this local copy.
 */
export const CLIENT_VERSION = '1.2.1';
export const DEFAULT_LANGUAGE = 'en_US';
export const DEFAULT_MEMBER_ID = 1;

export const REQUEST_TIMEOUT_MS = 15_000;
export const WS_CONNECT_TIMEOUT_MS = 5_000;
export const HTTP_CONNECT_TIMEOUT_MS = 10_000;
export const WS_RECONNECT_DELAY_MS = 5_000;
export const HTTP_FAULT_RETRY_MS = 1_000;
export const POLL_INTERVAL_MS = 3_000;

/** The connected flag turns false once this many reconnects have been tried. */
export const DISCONNECTED_AT_RETRIES = 2;
export const MAINTENANCE_RETRY_MS = 30_000;

export const COUNTDOWN_TICK_MS = 1_000;
/** A countdown counts as finished when this much or less remains. */
export const COUNTDOWN_DONE_MS = 900;
export const TOURNAMENT_READY_WINDOW_MS = 30_000;

export const GAME_FILTER_ANY = -1;
export const THEMES = ['blue-theme', 'cartoon-theme', 'sweet-blue-theme'] as const;
export type Theme = (typeof THEMES)[number];
