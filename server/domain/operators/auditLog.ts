import type { AUDIT_SORTS, AuditEntry } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

export interface AuditRecord {
  at: number;
  operator: string;
  ip: string;
  action: string;
  siteId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  outcome: 'done' | 'refused';
}

export interface AuditFilter {
  from?: number;
  to?: number;
  operator?: string;
  action?: string;
  siteId?: number;
  limit?: number;
  offset?: number;
  sort?: (typeof AUDIT_SORTS)[number];
  dir?: 'asc' | 'desc';
}

/** Each sortable column's SQL (a fixed map: the client's choice never reaches the query text). */
const AUDIT_ORDER: Record<(typeof AUDIT_SORTS)[number], string> = {
  at: 'id',
  operator: 'operator',
  action: 'action',
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Appends one entry; called in the transaction of the change it records, so neither stands alone. */
export async function appendAudit(q: Queryable, entry: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (at, operator, ip, action, site_id, target, before, after, reason, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.at,
      entry.operator,
      entry.ip,
      entry.action,
      entry.siteId ?? null,
      entry.target ?? null,
      json(entry.before),
      json(entry.after),
      entry.reason ?? null,
      entry.outcome,
    ],
  );
}

function whereOf(filter: AuditFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.from !== undefined) add('at >= ?', filter.from);
  if (filter.to !== undefined) add('at < ?', filter.to);
  if (filter.operator) add('lower(operator) = lower(?)', filter.operator);
  if (filter.action) add('action = ?', filter.action);
  if (filter.siteId !== undefined) add('site_id = ?', filter.siteId);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

interface AuditRow {
  id: number;
  at: number;
  operator: string;
  ip: string;
  action: string;
  site_id: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  outcome: 'done' | 'refused';
}

/** A page of the log, newest first, and how many entries match in all. */
export async function readAudit(
  q: Queryable,
  filter: AuditFilter,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const where = whereOf(filter);
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM operator_audit ${where.sql}`,
    where.params,
  );
  const rows = await q.query<AuditRow & Record<string, unknown>>(
    `SELECT * FROM operator_audit ${where.sql} ORDER BY ${AUDIT_ORDER[filter.sort ?? 'at']} ${filter.dir === 'asc' ? 'ASC' : 'DESC'}, id DESC LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, filter.limit ?? 100, filter.offset ?? 0],
  );
  return {
    total: Number(count?.n ?? 0),
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: Number(row.at),
      operator: row.operator,
      ip: row.ip,
      action: row.action,
      siteId: row.site_id === null ? null : Number(row.site_id),
      target: row.target,
      before: row.before,
      after: row.after,
      reason: row.reason,
      outcome: row.outcome,
    })),
  };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'operator',
  'ip',
  'action',
  'siteId',
  'target',
  'before',
  'after',
  'reason',
  'outcome',
] as const;

/** RFC 4180 quoting; a cell that starts like a formula is prefixed so spreadsheets show it as text. */
function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const entry of entries)
    lines.push(
      CSV_COLUMNS.map((column) =>
        csvCell(column === 'at' ? new Date(entry.at).toISOString() : entry[column]),
      ).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
