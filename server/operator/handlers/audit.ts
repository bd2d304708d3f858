import type { OperatorParams } from '../../../protocol/operator/calls';
import { auditCsv, readAudit } from '../../domain/operators/auditLog';
import type { OperatorHandler } from '../context';

/** Export size: a CSV is for an auditor's spreadsheet, paged like the screen beyond that. */
const CSV_MAX_ROWS = 10_000;

export const auditHandlers: Record<string, OperatorHandler> = {
  async getAuditLog(ctx, params: OperatorParams<'getAuditLog'>) {
    const { format, ...filter } = params;
    if (format !== 'csv') return readAudit(ctx.services.db, filter);
    const page = await readAudit(ctx.services.db, { ...filter, limit: filter.limit ?? CSV_MAX_ROWS });
    return { ...page, csv: auditCsv(page.entries) };
  },
};
