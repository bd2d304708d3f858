import {
  CHANNEL_REQUEST_TIMEOUT_MS,
  CONNECT_TIMEOUT_MS,
  COUNTDOWN_DONE_BELOW_MS,
  DISCONNECTED_AFTER_RETRIES,
  POLLING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  THEMES as PROTOCOL_THEMES,
} from '../protocol/constants';

/** Client names for the section-9 constants of protocol/constants.ts, plus the client's own. */
export {
  APP_VERSION as CLIENT_VERSION,
  DEFAULT_LANGUAGE,
  MAINTENANCE_RETRY_MS,
  COUNTDOWN_TICK_MS,
  PLAY_MODAL_READY_WINDOW_MS as TOURNAMENT_READY_WINDOW_MS,
  GAME_FILTER_ANY,
  MAINTENANCE_RELOAD_DELAY_MS,
  SCREEN_CHUNK_LOAD,
} from '../protocol/constants';

export const DEFAULT_MEMBER_ID = 1;
export const REQUEST_TIMEOUT_MS = CHANNEL_REQUEST_TIMEOUT_MS;
export const WS_CONNECT_TIMEOUT_MS = CONNECT_TIMEOUT_MS.websocket;
export const HTTP_CONNECT_TIMEOUT_MS = CONNECT_TIMEOUT_MS.http;
export const WS_RECONNECT_DELAY_MS = RECONNECT_DELAY_MS.websocket;
export const HTTP_FAULT_RETRY_MS = RECONNECT_DELAY_MS.httpFault;
export const POLL_INTERVAL_MS = POLLING_INTERVAL_MS;
/** The connected flag turns false once this many reconnects have been tried. */
export const DISCONNECTED_AT_RETRIES = DISCONNECTED_AFTER_RETRIES;
/** A countdown counts as finished when this much or less remains. */
export const COUNTDOWN_DONE_MS = COUNTDOWN_DONE_BELOW_MS;

export const THEMES = PROTOCOL_THEMES;
export type Theme = (typeof THEMES)[number];
