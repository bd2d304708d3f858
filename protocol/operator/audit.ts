import { z } from 'zod';
import { DB_INT_MAX } from '../calls/schemas';
import { operatorCall, siteId, epochMs, listOrder } from './spec';

/** The columns the audit log can be sorted by. */
export const AUDIT_SORTS = ['at', 'operator', 'action'] as const;

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
    ...listOrder(AUDIT_SORTS),
  }),
});
