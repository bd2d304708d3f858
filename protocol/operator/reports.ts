import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, epochMs, currencyId } from './spec';

export const REPORT_KINDS = [
  'sales',
  'prizes',
  'ggr',
  'jackpotContributions',
  'jackpotPayouts',
  'liabilities',
  'deposits',
  'withdrawals',
  'referralRewards',
  'rg',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The kinds that belong to a game, so that can be asked for one game or grouped by game. */
export const GAME_REPORT_KINDS = [
  'sales',
  'prizes',
  'ggr',
  'jackpotContributions',
  'jackpotPayouts',
] as const satisfies readonly ReportKind[];
export const isGameReportKind = (kind: ReportKind): boolean =>
  (GAME_REPORT_KINDS as readonly ReportKind[]).includes(kind);

export const REPORT_GROUPS = ['day', 'month', 'game'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export interface ReportRow {
  /** The day (YYYY-MM-DD) or month (YYYY-MM), UTC; grouped by game, the whole range (from/to, days). */
  period: string;
  currency: string;
  amount: number;
  count: number;
  /** Grouped by game: the game (type) and its title. */
  gameId?: number;
  title?: string;
}

/** A game an operator can ask a report for: a game type (draw, bingo) or an instant game. */
export interface ReportGame {
  gameId: number;
  title: string;
}

export const getReport = operatorCall<{
  kind: ReportKind;
  currency: string;
  rows: ReportRow[];
  totals: { amount: number; count: number };
  /** The games of the configuration, for a game filter. */
  games: ReportGame[];
  csv?: string;
}>()({
  name: 'getReport',
  summary:
    'Sales, prizes, GGR, jackpot contributions and pay-outs, liabilities, deposits, withdrawals, referral rewards or RG events, per day, month or game.',
  roles: ['owner', 'finance', 'compliance', 'readonly'],
  changes: false,
  params: z
    .strictObject({
      kind: z.enum(REPORT_KINDS),
      siteId: id.optional(),
      currency: currencyId.optional(),
      /** One game (type): its id as the configuration has it (gameTypes, instantGames). */
      gameId: id.optional(),
      from: epochMs,
      to: epochMs,
      groupBy: z.enum(REPORT_GROUPS).optional(),
      format: z.enum(['json', 'csv']).optional(),
    })
    .refine((p) => p.to > p.from, { message: 'validation.range', path: ['to'] })
    .refine((p) => p.to - p.from <= 3 * 366 * 86_400_000, { message: 'validation.range', path: ['to'] })
    .refine((p) => isGameReportKind(p.kind) || (p.gameId === undefined && p.groupBy !== 'game'), {
      message: 'validation.reportGame',
      path: ['gameId'],
    }),
  siteOf: (p) => p.siteId,
});
