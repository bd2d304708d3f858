import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, epochMs, currencyId } from './spec';

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
