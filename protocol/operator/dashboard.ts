import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, ALL } from './spec';

/** Sales and prizes of one currency over the last seven UTC days (today last), minor units. */
export interface DashboardMoney {
  currency: string;
  today: { sales: number; prizes: number };
  week: { sales: number; prizes: number };
  /** Seven days, oldest first: the day (YYYY-MM-DD) and its sales and prizes. */
  days: { day: string; sales: number; prizes: number }[];
}

/** Something waiting for an operator too long, or going wrong, with how many (docs/operator-api.md). */
export interface DashboardAlert {
  kind: 'lateWithdrawals' | 'lateSupportCases' | 'lateVerifications' | 'clientErrors';
  count: number;
}

export interface Dashboard {
  playersOnline: number;
  liveGames: number;
  gamesByStatus: { status: string; count: number }[];
  pendingWithdrawals: { count: number; byCurrency: { currency: string; amountMinor: number }[] };
  openSupportCases: number;
  registrationsToday: number;
  /** Per currency of the sites shown; null for the roles that do not see reports. */
  money: DashboardMoney[] | null;
  /** Only the alerts that have a count; none when all is well. */
  alerts: DashboardAlert[];
  at: number;
}

export const getDashboard = operatorCall<Dashboard>()({
  name: 'getDashboard',
  summary:
    "Players online, live games, pending withdrawals, open support cases, today's registrations, sales and prizes.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

/**
 * The console's live views over a WebSocket at OPERATOR_LIVE_PATH (docs/operator-api.md): the
 * client greets with its operator token, then asks to watch the dashboard of a site or of all its
 * sites; the server sends the figures at once and again whenever they change.
 */
export const OPERATOR_LIVE_PATH = '/ws/operator';

export type OperatorLiveClientFrame =
  { t: 'hello'; token: string } | { t: 'watch'; view: 'dashboard'; siteId?: number };

export type OperatorLiveServerFrame =
  | { t: 'dashboard'; figures: Dashboard }
  /** The session is gone or the request refused; the server closes the socket after it. */
  | { t: 'fault'; code: string; message: string };
